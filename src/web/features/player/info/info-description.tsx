// Renders an info description: paragraphs and line breaks kept, **bold** as strong text, {componentName}
// and {probe-current} as a small component icon with its name, '[name not found]' in red for a
// name no part has.
import { componentLabel } from '../../../components/component-art/component-label';
import { ValueText } from '../../../components/value-text';
import { ComponentIcon } from './component-icon';
import { descriptionParagraphs, type DescriptionPart } from './description-parts';
import styles from './info-screen.module.css';

export function InfoDescription({ text, artStyle }: { text: string; artStyle: 'photo' | 'schematic' }) {
  return (
    <div className={styles.description}>
      {descriptionParagraphs(text).map((parts, index) => (
        <p key={index}>{parts.map((part, partIndex) => renderPart(part, partIndex, artStyle))}</p>
      ))}
    </div>
  );
}

function renderPart(part: DescriptionPart, key: number, artStyle: 'photo' | 'schematic') {
  switch (part.kind) {
    case 'text':
      return part.bold ? <strong key={key}><ValueText text={part.text} /></strong> : <ValueText key={key} text={part.text} />;
    case 'break':
      return <br key={key} />;
    case 'component':
      return (
        <span key={key} className={styles.inlinePart}>
          <ComponentIcon type={part.type} artStyle={artStyle} size={28} decorative />
          <span>{componentLabel(part.type)}</span>
        </span>
      );
    case 'missing':
      return (
        <span key={key} className={styles.missing} title={`No component is called "${part.name}"`}>
          [name not found]
        </span>
      );
  }
}
