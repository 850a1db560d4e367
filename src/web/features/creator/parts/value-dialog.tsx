// The value popup for any part with a value (spec sections 2 and 5 "Resistor popup", for every
// parameter the catalogue declares): the part's presets, or a custom value that, when entered,
// overrides the preset. With neither, the value stays the initial one (or the part's default).
import { useState } from 'react';
import { Overlay } from '../../../components/overlay';
import { Button } from '../../../components/button';
import { displayName } from '../../../../engine/components/catalogue';
import type { ParamSpec } from '../../../../engine/components/define';
import type { ComponentType } from '../../../../engine/types';
import { chosenValue } from '../model/catalog';
import styles from './dialogs.module.css';

const UNIT_SIGN = { ohm: 'Ω', farad: 'F' } as const;
const UNIT_WORDS = { ohm: 'a positive number of ohms', farad: 'a capacitance like 4.7mF or 10000uF (1pF to 10F)' } as const;

export interface ValueDialogProps {
  type: ComponentType;
  spec: ParamSpec;
  initial?: number | string;
  onSave: (value: number | string) => void;
  onClose: () => void;
}

export function ValueDialog({ type, spec, initial, onSave, onClose }: ValueDialogProps) {
  const isPreset = initial !== undefined && spec.presets.includes(initial);
  const [preset, setPreset] = useState<number | string | null>(isPreset ? initial : null);
  const [custom, setCustom] = useState(initial !== undefined && !isPreset ? String(initial) : '');
  const value = chosenValue(spec, custom, preset, initial);
  const part = displayName(type);
  const title = `${part} value`;
  return (
    <Overlay open label={title} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (value !== null) onSave(value);
        }}
      >
        <h2 className={styles.title}>{title}</h2>
        <fieldset className={styles.presets}>
          <legend className={styles.label}>Preset</legend>
          {spec.presets.map((choice) => (
            <label key={choice} className={[styles.chip, preset === choice ? styles.chipOn : ''].join(' ')}>
              <input type="radio" name="preset" value={choice} checked={preset === choice} onChange={() => setPreset(choice)} />
              {spec.label(choice)}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>Custom value ({UNIT_SIGN[spec.unit]})</span>
          <input className={styles.input} inputMode={spec.unit === 'ohm' ? 'decimal' : 'text'} value={custom} onChange={(event) => setCustom(event.target.value)} placeholder={`e.g. ${spec.unit === 'ohm' ? '1000' : '4.7mF'}`} aria-invalid={value === null} />
        </label>
        <p className={value === null ? styles.error : styles.preview} role={value === null ? 'alert' : undefined}>
          {value === null ? `Enter ${UNIT_WORDS[spec.unit]}.` : `The ${part.toLowerCase()} will be ${spec.label(value)}.`}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={value === null}>
            Save
          </Button>
        </div>
      </form>
    </Overlay>
  );
}
