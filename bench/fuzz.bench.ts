// `npx tsx bench/fuzz.bench.ts [count]`: 10,000 hostile requests (test/support/server/fuzz-requests.ts)
// over every route against the real server on 127.0.0.1, signed in and not. Prints the answers by status
// and every 5xx (503 "busy" with Retry-After is the bounded queue and is listed apart). FUZZ_SEED varies.
import { startLoopbackServer } from './loopback-server';
import { runFuzz } from '../test/support/server/run-fuzz';
import { cookieFrom } from '../test/support/server/test-server';

const count = Number(process.argv[2] ?? 10_000);
const loopback = await startLoopbackServer();
const signUp = await loopback.send('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Fuzzer', email: `fuzzer-${Date.now()}@example.com`, password: 'fuzz-password' }),
});
const cookie = cookieFrom(signUp);
const started = performance.now();
const report = await runFuzz({
  count,
  seed: Number(process.env.FUZZ_SEED ?? 2026),
  concurrency: 8,
  send: (request) =>
    loopback.send(request.path, { method: request.method, headers: request.headers, body: request.body, cookie: request.signedIn ? cookie : undefined }).catch(
      (error: unknown) => new Response(String(error), { status: 599 }),
    ),
});
const seconds = (performance.now() - started) / 1000;
console.log(`fuzz: ${report.sent} requests over every route in ${seconds.toFixed(1)} s (${loopback.url}, ${loopback.server.database.kind})`);
console.log('answers by status:', JSON.stringify(report.byStatus));
console.log(`5xx (other than 503 busy): ${report.serverErrors.length}`);
for (const error of report.serverErrors.slice(0, 20)) console.log(error.status, error.request.method, error.request.path, error.body);
await loopback.close();
process.exit(report.serverErrors.length === 0 ? 0 : 1);
