// The schematic grid: cells with light-blue borders, the placed parts with their port markers, the
// wires in an SVG over them (#1A9BDB, 4 px), the wire being drawn, and the drop preview.
import type { PointerEvent as ReactPointerEvent } from 'react';
import { portPoint, portsOf, type Circuit, type PortRef, type ToolbarPart, describePart } from '../../../../schematic';
import type { GridMetrics } from '../hooks/use-grid-size';
import { PORT_HIT_PX, type CurrentLine } from '../hooks/use-wire-drawing';
import { PartSymbol } from './part-symbol';
import styles from '../schematic.module.css';

export const WIRE_COLOUR = '#1A9BDB';
const PORT_MARKER_RADIUS = 4;

interface SchematicGridProps {
  metrics: GridMetrics;
  /** Keyboard wiring: a port button pressed with Enter or Space (mouse and touch use the pointer handlers). */
  onPortKey: (port: PortRef) => void;
  pendingPort: PortRef | null;
  circuit: Circuit;
  preview: { part: ToolbarPart; x: number; y: number } | null;
  current: CurrentLine | null;
  handlers: {
    onPointerDown: (event: ReactPointerEvent<Element>) => void;
    onPointerMove: (event: ReactPointerEvent<Element>) => void;
    onPointerUp: (event: ReactPointerEvent<Element>) => void;
    onPointerCancel: () => void;
  };
}

export function SchematicGrid({ metrics, circuit, preview, current, handlers, onPortKey, pendingPort }: SchematicGridProps) {
  const { cell, columns, rows } = metrics;
  const px = (units: number) => units * cell;
  const connected = new Set(circuit.components.flatMap((c) => c.connections.map((k) => `${c.id}.${k.portId}`)));
  return (
    <div
      className={styles.grid}
      style={{ height: rows * cell, gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
      role="group"
      aria-label={`Schematic grid, ${columns} by ${rows} cells`}
      data-columns={columns}
      data-rows={rows}
      data-cell={cell}
      {...handlers}
    >
      {Array.from({ length: rows * columns }, (_, i) => (
        <div key={i} className={styles.cell} data-cell-x={i % columns} data-cell-y={Math.floor(i / columns)} />
      ))}
      {preview && (
        <div className={`${styles.part} ${styles.preview}`} style={{ left: px(preview.x), top: px(preview.y), width: cell, height: cell }}>
          <PartSymbol type={preview.part.type} value={preview.part.value} />
        </div>
      )}
      {circuit.components.map((part) => (
        <div
          key={part.id}
          className={styles.part}
          style={{ left: px(part.x), top: px(part.y), width: cell, height: cell }}
          data-part-id={part.id}
          aria-label={`${describePart(part.type, part.value)} (${part.id})`}
          role="img"
        >
          <PartSymbol type={part.type} value={part.value} />
        </div>
      ))}
      {circuit.components.flatMap((part) =>
        portsOf(part.numberOfPorts).map((portId) => {
          const at = portPoint(part, portId);
          const pending = pendingPort?.componentId === part.id && pendingPort.portId === portId;
          return (
            <button
              key={`${part.id}.${portId}.key`}
              type="button"
              className={`${styles.portButton} ${pending ? styles.portPending : ''}`}
              style={{ left: px(at.x) - PORT_HIT_PX / 2, top: px(at.y) - PORT_HIT_PX / 2, width: PORT_HIT_PX, height: PORT_HIT_PX }}
              aria-label={`${describePart(part.type, part.value)} (${part.id}) ${portId} port`}
              aria-pressed={pending}
              // A mouse or finger click (detail ≥ 1) is already a wire gesture; only keys choose ports here.
              onClick={(event) => event.detail === 0 && onPortKey({ componentId: part.id, portId })}
            />
          );
        }),
      )}
      <svg className={styles.wires} width={columns * cell} height={rows * cell} aria-hidden="true">
        {circuit.lines.map((line) => (
          <polyline
            key={line.id}
            data-line-id={line.id}
            points={[`${px(line.segments[0]?.x1 ?? line.x1)},${px(line.segments[0]?.y1 ?? line.y1)}`, ...line.segments.map((s) => `${px(s.x2)},${px(s.y2)}`)].join(' ')}
            fill="none"
            stroke={WIRE_COLOUR}
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
        {current && (
          <line
            x1={px(current.start.x)}
            y1={px(current.start.y)}
            x2={px(current.end.x)}
            y2={px(current.end.y)}
            stroke={WIRE_COLOUR}
            strokeWidth={4}
            strokeDasharray="8 6"
            strokeLinecap="round"
            opacity={0.7}
          />
        )}
        {circuit.components.flatMap((part) =>
          portsOf(part.numberOfPorts).map((portId) => {
            const at = portPoint(part, portId);
            const wired = connected.has(`${part.id}.${portId}`);
            return (
              <circle
                key={`${part.id}.${portId}`}
                data-port={`${part.id}.${portId}`}
                cx={px(at.x)}
                cy={px(at.y)}
                r={PORT_MARKER_RADIUS}
                fill={wired ? WIRE_COLOUR : 'var(--color-surface, #fff)'}
                stroke={WIRE_COLOUR}
                strokeWidth={2}
              />
            );
          }),
        )}
      </svg>
    </div>
  );
}
