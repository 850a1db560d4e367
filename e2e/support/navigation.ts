// A client-side route change, as the app's own links and Continue make one: the address changes and
// React Router hears a popstate, so the page is not loaded again (a walk over many routes takes seconds).
import type { Page } from 'playwright-core';

/** Goes to `path` inside the page; `historyState` is the history entry's state (react-router's `{usr: ...}`). */
export async function navigateInPage(page: Page, path: string, historyState: unknown = null): Promise<void> {
  await page.evaluate(
    ({ to, state }) => {
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { to: path, state: historyState },
  );
}
