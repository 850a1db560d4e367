// Upright labels for rotated parts: the label's anchor point turns with the part, the text stays
// level, and the font shrinks so that it never spills out of the cell.
import type { ReactNode } from 'react';
import type { Rotation } from '../../../engine/index';
import type { ArtLabel } from './art-types';

/** Turns a point of the 100 × 100 box clockwise about its centre (SVG y points down). */
export function rotatePoint(x: number, y: number, rotation: Rotation): [number, number] {
  switch (rotation) {
    case 90:
      return [100 - y, x];
    case 180:
      return [100 - x, 100 - y];
    case 270:
      return [y, 100 - x];
    default:
      return [x, y];
  }
}

/**
 * Undoes the part's rotation for what has no direction of its own (the star's shape, the block's
 * bricks), so it looks the same however the piece is turned.
 */
export function Upright({ rotation, children }: { rotation: Rotation; children: ReactNode }) {
  return <g transform={rotation ? `rotate(${-rotation} 50 50)` : undefined}>{children}</g>;
}

// Average advance of a bold sans-serif glyph, as a share of the font size (digits are ~0.56).
const GLYPH_WIDTH = 0.6;

export function ArtLabels({ labels, rotation }: { labels: ArtLabel[]; rotation: Rotation }) {
  const vertical = rotation === 90 || rotation === 270;
  return (
    <g fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" textAnchor="middle">
      {labels.map((label, index) => {
        const anchor = vertical && label.vertical ? label.vertical : label;
        const maxWidth = (vertical && label.vertical?.maxWidth) || label.maxWidth || 96;
        const lines =
          vertical && label.stackWhenVertical && label.text.includes(' ')
            ? [label.text.slice(0, label.text.indexOf(' ')), label.text.slice(label.text.indexOf(' ') + 1)]
            : [label.text];
        const longest = Math.max(...lines.map((l) => l.length));
        const size = Math.min(label.size, maxWidth / (longest * GLYPH_WIDTH));
        const width = longest * size * GLYPH_WIDTH;
        const height = lines.length * size * 1.05;
        let [cx, cy] = rotatePoint(anchor.x, anchor.y, rotation);
        // Keep the whole text inside the box.
        cx = clamp(cx, width / 2 + 2, 98 - width / 2);
        cy = clamp(cy, height / 2 + 1, 99 - height / 2);
        const top = cy - height / 2;
        return (
          <g key={index}>
            {label.pill && (
              <rect
                x={cx - width / 2 - 3}
                y={top - 1.5}
                width={width + 6}
                height={height + 3}
                rx={Math.min(6, (height + 3) / 2)}
                fill={label.pill}
              />
            )}
            <text fontSize={size} fontWeight={label.weight ?? 700} fill={label.fill}>
              {lines.map((line, i) => (
                <tspan key={i} x={cx} y={top + size * 1.05 * (i + 0.5)} dominantBaseline="central">
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function clamp(value: number, min: number, max: number): number {
  if (min > max) return 50;
  return Math.min(max, Math.max(min, value));
}
