// The sliders beside the board while playing (docs/architecture.md, "Playing the input parts"): one
// for each knob on it (a tap on the knob itself brings its slider into focus) and one for each board
// input its parts read — the light level, on a logarithmic scale with words, whenever a light sensor
// is on the board. Loaded lazily: only boards with such parts need it.
import { useEffect, useRef } from 'react';
import { BOARD_INPUTS, type Grid, type ParamName, type ParamSpec } from '../../../engine/index';
import { boardInputsUsed, type BoardInputsState } from './board-inputs';
import { LIGHT_STEPS, lightText, luxAtStep, stepOfLux } from './light-scale';
import { knobOf } from './piece-controls';
import styles from './board-controls.module.css';

interface At {
  row: number;
  col: number;
}

export interface BoardControlsProps {
  grid: Grid;
  inputs: BoardInputsState;
  onBoardInput(name: string, value: number): void;
  onTurn(at: At, name: ParamName, value: number): void;
  /** The knob the learner last tapped (`seq` grows with each tap): its slider takes the focus. */
  knobTapped: { at: At; seq: number } | null;
}

export default function BoardControls({ grid, inputs, onBoardInput, onTurn, knobTapped }: BoardControlsProps) {
  const knobs = grid.flatMap((line, row) => line.flatMap((cell, col) => {
    const knob = cell && knobOf(cell);
    return knob ? [{ at: { row, col }, ...knob }] : [];
  }));
  const sliders = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    if (!knobTapped) return;
    const slider = sliders.current.get(`${knobTapped.at.row}:${knobTapped.at.col}`);
    slider?.focus({ preventScroll: true });
    slider?.scrollIntoView?.({ block: 'nearest' });
  }, [knobTapped]);

  return (
    <div className={styles.controls} role="group" aria-label="Controls">
      {knobs.map(({ at, name, spec, value }) => {
        const label = knobs.length > 1 ? `${spec.name}, row ${at.row + 1} column ${at.col + 1}` : spec.name;
        const text = shown(spec, value);
        return (
          <label key={`${at.row}:${at.col}`} className={styles.control}>
            <span className={styles.name}>{label}</span>
            <input
              ref={(node) => {
                if (node) sliders.current.set(`${at.row}:${at.col}`, node);
                else sliders.current.delete(`${at.row}:${at.col}`);
              }}
              type="range"
              min={0}
              max={100}
              step={1}
              value={Math.round(((value - spec.min) / (spec.max - spec.min)) * 100)}
              aria-label={label}
              aria-valuetext={text}
              onChange={(event) => onTurn(at, name, spec.min + (Number(event.target.value) / 100) * (spec.max - spec.min))}
            />
            <output className={styles.value}>{text}</output>
          </label>
        );
      })}
      {boardInputsUsed(grid).map((name) => {
        const spec = BOARD_INPUTS[name];
        const value = inputs.board[name] ?? spec.default;
        const text = spec.unit === 'lux' ? lightText(value) : spec.label(value);
        return (
          <label key={name} className={styles.control}>
            <span className={styles.name}>{spec.name}</span>
            <input
              type="range"
              min={0}
              max={LIGHT_STEPS}
              step={1}
              value={stepOfLux(value, spec)}
              aria-label={spec.name}
              aria-valuetext={text}
              onChange={(event) => onBoardInput(name, luxAtStep(Number(event.target.value), spec))}
            />
            <output className={styles.value}>{text}</output>
          </label>
        );
      })}
    </div>
  );
}

/** A knob's value as the slider shows it: a share of its turn in % ('50 %'), else its own label. */
function shown(spec: ParamSpec, value: number): string {
  return spec.unit === 'fraction' ? `${Math.round(value * 100)} %` : spec.label(value);
}
