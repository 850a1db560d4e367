// Exercise descriptions and tips mark key words with **double asterisks** (the course's authoring
// style); show them bold instead of printing the asterisks. Nothing else is interpreted. A value
// ("9 V", "660 Ω") never breaks between its number and its unit (value-text.tsx).
import { ValueText } from '../../../components/value-text';

export function EmphasisText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  // split() with one capture group alternates plain text (even) and emphasised text (odd).
  return <>{parts.map((part, i) => (i % 2 === 1 ? <strong key={i}><ValueText text={part} /></strong> : <ValueText key={i} text={part} />))}</>;
}
