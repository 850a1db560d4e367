// The answer options as one radio group (WAI-ARIA radio pattern): arrow keys move and select, Space
// or Enter selects, only the chosen (or first) option is in the tab order. Text buttons or icon tiles.
import { useRef, type KeyboardEvent } from 'react';
import { COMPONENT_TYPES, type ComponentType } from '../../../../engine/index';
import { componentLabel } from '../../../components/component-art/component-label';
import { ComponentIcon } from '../info/component-icon';
import { ValueText } from '../../../components/value-text';
import styles from './multiple-choice-screen.module.css';

interface OptionGroupProps {
  label: string;
  options: string[];
  answerType: 'text' | 'icon';
  /** Symbol questions: schematic art with no caption; the option's name would give the answer away. */
  unlabelled?: boolean;
  selected: number | null;
  onSelect: (index: number) => void;
  disabled?: boolean;
  artStyle: 'photo' | 'schematic';
}

const KNOWN = new Set<string>(COMPONENT_TYPES);

export function OptionGroup({ label, options, answerType, unlabelled = false, selected, onSelect, disabled, artStyle }: OptionGroupProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = selected ?? 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = (index + step + options.length) % options.length;
      onSelect(next);
      refs.current[next]?.focus();
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onSelect(index);
    }
  };

  return (
    <div role="radiogroup" aria-label={label} className={answerType === 'icon' ? styles.iconOptions : styles.textOptions}>
      {options.map((option, index) => {
        const isIcon = answerType === 'icon' && KNOWN.has(option);
        const checked = selected === index;
        return (
          <button
            key={`${index}-${option}`}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={isIcon ? (unlabelled ? `Symbol ${String.fromCharCode(65 + index)}` : componentLabel(option as ComponentType)) : undefined}
            data-part={isIcon ? option : undefined}
            tabIndex={index === focusable ? 0 : -1}
            disabled={disabled}
            className={[isIcon ? styles.iconOption : styles.textOption, checked ? styles.checked : ''].join(' ')}
            onClick={() => onSelect(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {isIcon ? (
              <>
                <ComponentIcon type={option as ComponentType} artStyle={unlabelled ? 'schematic' : artStyle} size={72} bare={unlabelled} />
                {!unlabelled && <span className={styles.iconCaption}>{componentLabel(option as ComponentType)}</span>}
              </>
            ) : (
              <>
                <span className={styles.marker} aria-hidden="true">{String.fromCharCode(65 + index)}</span>
                <span>
                  <ValueText text={option} />
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
