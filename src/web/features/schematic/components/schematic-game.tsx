// One schematic question: the prompt as a centred heading, the grid, the toolbar of parts, and Test.
// After a result the verdict shows (a wrong one also in a learner's words, with Try Again, which starts
// the question afresh) and Continue goes on to the next question, and after the last one to the
// level's summary. Remounted (keyed) per question, so changing the question clears the placed parts
// and the answer state (docs/product.md "How screens behave").
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidateProfile } from '../../../lib/session';
import type { SchematicLevelId } from '../../../../api/index';
import { canDrop, partAt, describePart, type AnswerCircuit, type PortRef, type ToolbarPart } from '../../../../schematic';
import { Button } from '../../../components/button';
import { useGridSize } from '../hooks/use-grid-size';
import { usePartDrag } from '../hooks/use-part-drag';
import { useSchematicGame } from '../hooks/use-schematic-game';
import { useWireDrawing } from '../hooks/use-wire-drawing';
import { PartSymbol } from './part-symbol';
import { PartToolbar } from './part-toolbar';
import { SchematicGrid } from './schematic-grid';
import { ValueText } from '../../../components/value-text';
import { nextSchematicPath } from '../navigation-state';
import styles from '../schematic.module.css';

interface SchematicGameProps {
  levelId: SchematicLevelId;
  index: number;
  prompt: string;
  toolbar: ToolbarPart[];
  localAnswers?: AnswerCircuit[];
}

export function SchematicGame({ levelId, index, prompt, toolbar: initialToolbar, localAnswers }: SchematicGameProps) {
  const navigate = useNavigate();
  const gridRef = useRef<HTMLDivElement>(null);
  const metrics = useGridSize(gridRef);
  const refreshProfile = useInvalidateProfile();
  const onJudged = useCallback(() => void refreshProfile(), [refreshProfile]);
  const { circuit, toolbar, answer, drop, connect, test, retry } = useSchematicGame({
    levelId,
    index,
    toolbar: initialToolbar,
    localAnswers,
    onJudged,
  });
  const finished = answer.kind === 'correct' || answer.kind === 'incorrect';

  const onDrop = useCallback(
    (part: ToolbarPart, x: number, y: number) => {
      if (metrics) drop(part, x, y, metrics);
    },
    [drop, metrics],
  );
  const { drag, handlersFor } = usePartDrag({ gridRef, metrics, onDrop });
  const onConnect = useCallback((from: PortRef, to: PortRef) => {
    if (metrics) connect(from, to, metrics);
  }, [connect, metrics]);
  const wires = useWireDrawing({ metrics, components: circuit.components, enabled: !finished, onConnect });

  // Keyboard play: Enter on a toolbar part places it in the first free cell with free cells beside
  // it (so nothing auto-connects by surprise); Enter on one port, then another, draws a wire.
  const [pendingPort, setPendingPort] = useState<PortRef | null>(null);
  const placeByKey = useCallback(
    (part: ToolbarPart) => {
      if (!metrics) return;
      for (let y = 0; y < metrics.rows; y += 1) {
        for (let x = 0; x < metrics.columns; x += 2) {
          const free = (cx: number) => partAt(circuit.components, cx, y) === undefined;
          if (free(x) && free(x - 1) && free(x + 1) && drop(part, x, y, metrics)) return;
        }
      }
    },
    [circuit.components, drop, metrics],
  );
  const onPortKey = useCallback(
    (port: PortRef) => {
      if (finished) return;
      if (!pendingPort) return setPendingPort(port);
      setPendingPort(null);
      onConnect(pendingPort, port);
    },
    [finished, onConnect, pendingPort],
  );
  const pendingPart = pendingPort && circuit.components.find((c) => c.id === pendingPort.componentId);

  const preview =
    drag?.cell && metrics && canDrop(circuit, drag.part, drag.cell.x, drag.cell.y, metrics) ? { part: drag.part, ...drag.cell } : null;

  return (
    <div className={styles.game}>
      <h1 className={styles.prompt}>
        <ValueText text={prompt} />
      </h1>
      <div className={styles.gridFrame}>
        {/* The measuring box is always rendered so the grid's width is known before the first paint. */}
        <div ref={gridRef} className={styles.gridMeasure}>
          {metrics && (
            <SchematicGrid
              metrics={metrics}
              circuit={circuit}
              preview={preview}
              current={wires.current}
              handlers={wires.handlers}
              onPortKey={onPortKey}
              pendingPort={pendingPort}
            />
          )}
        </div>
      </div>
      <p className={styles.hint} aria-live="polite">
        {pendingPart && pendingPort ? (
          <ValueText text={`Wire from ${describePart(pendingPart.type, pendingPart.value)} ${pendingPort.portId}: choose the other port.`} />
        ) : (
          'Drag parts onto the grid, then press a port and release on another port to draw a wire.'
        )}
      </p>
      <PartToolbar parts={toolbar} draggingId={drag?.part.id ?? null} onPlace={placeByKey} handlersFor={handlersFor} />
      <div className={styles.actions}>
        {finished && (
          <div className={answer.kind === 'correct' ? styles.correct : styles.incorrect} role="status">
            <p>
              <ValueText text={answer.message} />
            </p>
            {answer.kind === 'incorrect' && answer.explanation && (
              <p className={styles.explanation}>
                <ValueText text={answer.explanation} />
              </p>
            )}
          </div>
        )}
        {finished ? (
          <div className={styles.resultButtons}>
            {answer.kind === 'incorrect' && (
              <Button variant="secondary" onClick={retry}>
                Try Again
              </Button>
            )}
            <Button variant="primary" onClick={() => navigate(nextSchematicPath(levelId, index))}>
              Continue
            </Button>
          </div>
        ) : (
          <Button variant="accent" onClick={() => void test()} disabled={answer.kind === 'checking'}>
            Test
          </Button>
        )}
      </div>
      {drag && (
        <div className={styles.ghost} style={{ left: drag.clientX, top: drag.clientY }} aria-hidden="true">
          <PartSymbol type={drag.part.type} value={drag.part.value} />
        </div>
      )}
    </div>
  );
}
