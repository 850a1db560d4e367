// `npm run simulate -- request.json` (or the request on stdin): prints the response JSON.
// Exit 2 on bad input, 3 when the solve does not converge. Needs no server or database.
import { readFileSync } from 'node:fs';
import { ConvergenceError } from '../src/engine/errors';
import { simulate } from '../src/engine/simulate';
import { parseSimulationRequest } from '../src/engine/validate';

function main(): number {
  const file = process.argv[2];
  let text: string;
  try {
    text = readFileSync(file && file !== '-' ? file : 0, 'utf8');
  } catch (error) {
    process.stderr.write(`cannot read ${file ?? 'stdin'}: ${(error as Error).message}\n`);
    return 2;
  }
  const parsed = parseSimulationRequest(text);
  if (!parsed.ok) {
    process.stderr.write(`${JSON.stringify({ error: parsed.error })}\n`);
    return 2;
  }
  try {
    process.stdout.write(`${JSON.stringify(simulate(parsed.request), null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ConvergenceError)) throw error;
    process.stderr.write(`${JSON.stringify({ error: error.message })}\n`);
    return 3;
  }
}

process.exitCode = main();
