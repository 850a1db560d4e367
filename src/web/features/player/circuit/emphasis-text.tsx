// Exercise descriptions and tips mark key words with **double asterisks** (the course's authoring
// style); show them bold instead of printing the asterisks. Nothing else is interpreted.
import { Fragment } from 'react';

export function EmphasisText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  // split() with one capture group alternates plain text (even) and emphasised text (odd).
  return <>{parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>))}</>;
}
