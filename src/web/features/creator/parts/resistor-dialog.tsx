// The resistor value popup (spec sections 2 and 5): presets 100 … 820 Ω, or a custom value that, when
// entered, overrides the preset. With neither, the value stays the initial one (or 330 Ω).
import { useState } from 'react';
import { Overlay } from '../../../components/overlay';
import { Button } from '../../../components/button';
import { formatResistance } from '../../../components/component-art/component-art';
import { chosenResistance, RESISTOR_PRESETS } from '../model/catalog';
import styles from './dialogs.module.css';

export interface ResistorDialogProps {
  initial?: number;
  onSave: (value: number) => void;
  onClose: () => void;
}

export function ResistorDialog({ initial, onSave, onClose }: ResistorDialogProps) {
  const [preset, setPreset] = useState<number | null>(initial !== undefined && (RESISTOR_PRESETS as readonly number[]).includes(initial) ? initial : null);
  const [custom, setCustom] = useState(initial !== undefined && !(RESISTOR_PRESETS as readonly number[]).includes(initial) ? String(initial) : '');
  const value = chosenResistance(custom, preset, initial);
  const save = () => {
    if (value !== null) onSave(value);
  };
  return (
    <Overlay open label="Resistor value" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <h2 className={styles.title}>Resistor value</h2>
        <fieldset className={styles.presets}>
          <legend className={styles.label}>Preset</legend>
          {RESISTOR_PRESETS.map((ohms) => (
            <label key={ohms} className={[styles.chip, preset === ohms ? styles.chipOn : ''].join(' ')}>
              <input type="radio" name="preset" value={ohms} checked={preset === ohms} onChange={() => setPreset(ohms)} />
              {formatResistance(ohms)}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>Custom value (Ω)</span>
          <input className={styles.input} inputMode="decimal" value={custom} onChange={(event) => setCustom(event.target.value)} placeholder="e.g. 1000" aria-invalid={value === null} />
        </label>
        <p className={value === null ? styles.error : styles.preview} role={value === null ? 'alert' : undefined}>
          {value === null ? 'Enter a positive number of ohms.' : `The resistor will be ${formatResistance(value)}.`}
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
