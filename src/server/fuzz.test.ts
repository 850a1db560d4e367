// A CI-sized fuzz run (bench/fuzz.bench.ts runs 10,000): hostile requests over every route, in-process
// against the real app and database, signed in and not; none may answer 5xx (503 "busy" is allowed:
// it is the bounded queue saying so, with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from '../../test/support/server/run-fuzz';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/server/test-server';

describe('fuzzing every route', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    user = await server.signUp();
  });
  afterAll(() => server.close());

  it('answers 600 hostile requests without a single 5xx', async () => {
    const report = await runFuzz({
      count: 600,
      seed: Number(process.env.FUZZ_SEED ?? 17),
      send: (request) => (request.signedIn ? user.request : server.request)(request.path, { method: request.method, headers: request.headers, body: request.body }),
    });
    expect(report.serverErrors.slice(0, 5)).toEqual([]);
    expect(report.sent).toBe(600);
  }, 300_000);
});
