// Sends `count` hostile requests (fuzz-requests.ts) to an app in-process, a few at a time, and reports
// every 5xx with the request that caused it. Bounded: a fixed count, a per-request timeout, no network
// beyond the process (or loopback when the caller passes a fetch to 127.0.0.1).
import { seeded } from '../../../src/engine/index';
import { fuzzRequest, type FuzzRequest } from './fuzz-requests';

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  serverErrors: Array<{ request: FuzzRequest; status: number; body: string }>;
}

export async function runFuzz(options: {
  count: number;
  seed: number;
  send: (request: FuzzRequest) => Promise<Response>;
  concurrency?: number;
}): Promise<FuzzReport> {
  const random = seeded(options.seed);
  const requests = Array.from({ length: options.count }, () => fuzzRequest(random));
  const report: FuzzReport = { sent: 0, byStatus: {}, serverErrors: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const response = await options.send(request);
      const body = await response.text().catch(() => '');
      report.sent += 1;
      report.byStatus[response.status] = (report.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500 && response.status !== 503) report.serverErrors.push({ request, status: response.status, body: body.slice(0, 300) });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
