// The Test button's rule (docs/product.md "How screens behave", schematic game): nothing happens while the grid is empty
// or a part has fewer connections than ports; otherwise the circuit is traced from the battery and
// judged against the accepted answers. The page and the server both call judgeCircuit.
import { findBestMatch } from './answer-matching';
import { learnerWords } from './learner-words';
import { traceCircuit } from './trace';
import type { AnswerCircuit, Component, Discrepancy, Line } from './types';

export const CORRECT_MESSAGE = 'You’re correct!';
export const INCORRECT_PREFIX = 'Incorrect.';

export type Verdict =
  | { kind: 'not-ready' }
  | {
      kind: 'judged';
      correct: boolean;
      message: string;
      /** A wrong answer in a learner's words (learner-words.ts), shown below `message`; null when correct. */
      explanation: string | null;
      discrepancies: Discrepancy[];
      answerIndex: number;
      diagnostics: string[];
    };

/** Whether Test may judge: a part on the grid and every part wired at least once per port. */
export function isReadyForTest(components: readonly Component[]): boolean {
  return components.length > 0 && components.every((c) => c.connections.length >= c.numberOfPorts);
}

export function judgeCircuit(components: readonly Component[], answers: readonly AnswerCircuit[], lines: readonly Line[] = []): Verdict {
  if (!isReadyForTest(components)) return { kind: 'not-ready' };
  // docs/product.md "Rules and their texts": a missing battery or a broken circuit is a console diagnostic, never the learner's message.
  const diagnostics: string[] = [];
  const trace = traceCircuit(components);
  if (!trace) diagnostics.push('Battery component not found in the schematic circuit.');
  else if (trace.isolatedComponents.length > 0) diagnostics.push(`Parts not connected to the battery: ${trace.isolatedComponents.join(', ')}.`);
  for (const line of lines) if (line.segments.length === 0) diagnostics.push(`Line ${line.id} has no segments.`);

  const { answerIndex, discrepancies } = findBestMatch(components, answers);
  const correct = discrepancies.length === 0;
  const message = correct ? CORRECT_MESSAGE : `${INCORRECT_PREFIX} ${discrepancies[0]?.reason ?? ''}`.trim();
  const explanation = correct ? null : learnerWords(components, answers[answerIndex], discrepancies);
  return { kind: 'judged', correct, message, explanation, discrepancies, answerIndex, diagnostics };
}
