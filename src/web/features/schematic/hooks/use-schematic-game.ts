// The game state of docs/product.md "What is stored" ("components, lines, current question index") plus the toolbar parts not
// yet placed and the answer state (empty, correct, incorrect; a wrong one can be tried again). Edits go
// through the pure rules in src/schematic; Test asks the server, which judges with the same rules and records completion.
import { useCallback, useState } from 'react';
import type { SchematicLevelId } from '../../../../api/index';
import { dropPart, type GridSize, judgeCircuit, type AnswerCircuit, type Circuit, type PortRef, type ToolbarPart, connectPorts } from '../../../../schematic';
import { submitSchematicAttempt } from '../api/submit-schematic-attempt';

export type AnswerState =
  | { kind: 'empty' }
  | { kind: 'checking' }
  | { kind: 'correct' | 'incorrect'; message: string; explanation?: string };

interface GameOptions {
  levelId: SchematicLevelId;
  index: number;
  toolbar: ToolbarPart[];
  /** Accepted answers from navigation state, used only if the server cannot judge this question. */
  localAnswers?: AnswerCircuit[];
  /** After the server judged (and perhaps recorded completion). */
  onJudged?: () => void;
}

export function useSchematicGame({ levelId, index, toolbar: initialToolbar, localAnswers, onJudged }: GameOptions) {
  const [circuit, setCircuit] = useState<Circuit>({ components: [], lines: [] });
  const [toolbar, setToolbar] = useState<ToolbarPart[]>(initialToolbar);
  const [answer, setAnswer] = useState<AnswerState>({ kind: 'empty' });
  const locked = answer.kind !== 'empty';

  const drop = useCallback(
    (part: ToolbarPart, x: number, y: number, grid: GridSize): boolean => {
      if (locked) return false;
      const result = dropPart(circuit, part, x, y, grid);
      if (!result) return false;
      setCircuit(result.circuit);
      setToolbar((parts) => parts.filter((p) => p.id !== part.id));
      return true;
    },
    [circuit, locked],
  );

  const connect = useCallback(
    (from: PortRef, to: PortRef, grid: GridSize): boolean => {
      if (locked) return false;
      const next = connectPorts(circuit, from, to, grid);
      if (next) setCircuit(next);
      return next !== null;
    },
    [circuit, locked],
  );

  const test = useCallback(async () => {
    if (locked) return;
    // docs/product.md "Rules and their texts": with an empty grid or a part short of connections, Test does nothing and says nothing.
    const local = judgeCircuit(circuit.components, localAnswers ?? [], circuit.lines);
    if (local.kind === 'not-ready') return;
    for (const line of local.diagnostics) console.warn(line);
    setAnswer({ kind: 'checking' });
    try {
      const verdict = await submitSchematicAttempt({ levelId, index, components: circuit.components, lines: circuit.lines });
      setAnswer({ kind: verdict.correct ? 'correct' : 'incorrect', message: verdict.message, explanation: verdict.explanation });
      onJudged?.();
    } catch (error) {
      if (localAnswers && localAnswers.length > 0) {
        setAnswer({ kind: local.correct ? 'correct' : 'incorrect', message: local.message, explanation: local.explanation ?? undefined });
      } else {
        setAnswer({ kind: 'incorrect', message: error instanceof Error ? error.message : 'Could not check the circuit. Please try again.' });
      }
    }
  }, [circuit, index, levelId, localAnswers, locked, onJudged]);

  /** Try Again after a wrong answer: placed parts and wires cannot be taken back, so the question starts afresh. */
  const retry = useCallback(() => {
    setCircuit({ components: [], lines: [] });
    setToolbar(initialToolbar);
    setAnswer({ kind: 'empty' });
  }, [initialToolbar]);

  return { circuit, toolbar, answer, drop, connect, test, retry };
}
