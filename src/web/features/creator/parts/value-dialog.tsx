// The value popup for any part with a value (docs/product.md "Screens", Resistor popup, for every
// parameter the catalogue declares — all of a part's values, one section each): the part's presets, or
// a custom value that, when entered, overrides the preset. With neither, the value stays the initial one
// (or the part's default).
import { useState } from 'react';
import { Overlay } from '../../../components/overlay';
import { Button } from '../../../components/button';
import { displayName, type ComponentType, type ParamName, type ParamSpec } from '../../../../engine/index';
import { chosenValue } from '../model/catalog';
import type { ValueField } from '../model/value-fields';
import styles from './dialogs.module.css';

const UNIT_SIGN = { ohm: 'Ω', farad: 'F', fraction: '0 to 1', lux: 'lux' } as const;
const UNIT_WORDS = { ohm: 'a positive number of ohms', farad: 'a number of farads like 4.7mF or 10000uF (1pF to 10F)', fraction: 'a number from 0 to 1', lux: 'a light level in lux' } as const;
const EXAMPLE = { ohm: '1000', farad: '4.7mF', fraction: '0.25', lux: '300' } as const;

export interface ValueDialogProps {
  type: ComponentType;
  fields: ValueField[];
  onSave: (values: Partial<Record<ParamName, number | string>>) => void;
  onClose: () => void;
}

interface Choice {
  preset: number | string | null;
  custom: string;
}

function initialChoice(spec: ParamSpec, initial: number | string | undefined): Choice {
  const isPreset = initial !== undefined && spec.presets.includes(initial);
  return { preset: isPreset ? initial : null, custom: initial !== undefined && !isPreset ? String(initial) : '' };
}

export function ValueDialog({ type, fields, onSave, onClose }: ValueDialogProps) {
  const [choices, setChoices] = useState<Choice[]>(() => fields.map((f) => initialChoice(f.spec, f.initial)));
  const values = fields.map((f, i) => chosenValue(f.spec, choices[i].custom, choices[i].preset, f.initial));
  const part = displayName(type);
  const title = `${part} value`;
  const choose = (index: number, change: Partial<Choice>) => setChoices((old) => old.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const several = fields.length > 1;
  return (
    <Overlay open label={title} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (values.some((v) => v === null)) return;
          onSave(Object.fromEntries(fields.map((f, i) => [f.name, values[i] as number | string])));
        }}
      >
        <h2 className={styles.title}>{title}</h2>
        {fields.map((field, index) => {
          const { spec } = field;
          const value = values[index];
          const choice = choices[index];
          return (
            <div key={field.name} data-value-field={field.name}>
              <fieldset className={styles.presets}>
                <legend className={styles.label}>{several ? `${spec.name}: preset` : 'Preset'}</legend>
                {spec.presets.map((option) => (
                  <label key={option} className={[styles.chip, choice.preset === option ? styles.chipOn : ''].join(' ')}>
                    <input type="radio" name={`preset-${field.name}`} value={option} checked={choice.preset === option} onChange={() => choose(index, { preset: option })} />
                    {spec.label(option)}
                  </label>
                ))}
              </fieldset>
              <label className={styles.field}>
                <span className={styles.label}>
                  {several ? `${spec.name}: custom value` : 'Custom value'} ({UNIT_SIGN[spec.unit]})
                </span>
                <input
                  className={styles.input}
                  inputMode={spec.unit === 'farad' ? 'text' : 'decimal'}
                  value={choice.custom}
                  onChange={(event) => choose(index, { custom: event.target.value })}
                  placeholder={`e.g. ${EXAMPLE[spec.unit]}`}
                  aria-invalid={value === null}
                />
              </label>
              <p className={value === null ? styles.error : styles.preview} role={value === null ? 'alert' : undefined}>
                {value === null ? `Enter ${UNIT_WORDS[spec.unit]}.` : `The ${part.toLowerCase()}${several ? `'s ${spec.name.toLowerCase()}` : ''} will be ${spec.label(value)}.`}
              </p>
            </div>
          );
        })}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={values.some((v) => v === null)}>
            Save
          </Button>
        </div>
      </form>
    </Overlay>
  );
}
