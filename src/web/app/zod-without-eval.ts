// The page's Content-Security-Policy forbids eval (src/server/security-headers.ts): zod's fast path
// probes `new Function` and the browser reports that as a violation even though zod catches it.
// Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
