// Entry point of the page: global styles, the query client and the routes.
import './app/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from './app/query-client';
import { AppRoutes, startFirstScreen } from './app/router';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const rootElement: HTMLElement = root;
// The first screen's requests start before its render, each in a task of its own (router.tsx).
startFirstScreen(window.location.pathname, renderApp);

function renderApp(): void {
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Without transitions: a link's new screen replaces the old one at once ('Loading...' while its
            chunk loads), so the address and the screen never disagree (a form on the old screen
            could otherwise take input meant for the new one). */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
