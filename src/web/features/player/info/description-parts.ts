// Splits an info card's description into paragraphs, line breaks, text (optionally **bold**) and inline
// component icons (docs/product.md "What is stored", Info exercise: {componentName} placeholders and {probe-current}).
// An unknown name is kept as a 'missing' part so the screen shows '[name not found]' in red (docs/product.md
// "Rules and their texts"). Deliberately tiny: the course's markdown is paragraphs and bold, never raw HTML.
import { COMPONENT_TYPES, type ComponentType } from '../../../../engine/index';

export type DescriptionPart =
  | { kind: 'text'; text: string; bold?: boolean }
  | { kind: 'break' }
  | { kind: 'component'; type: ComponentType }
  | { kind: 'missing'; name: string };

const KNOWN = new Set<string>(COMPONENT_TYPES);
/** Friendlier spellings authors use for the same parts. */
const ALIASES: Record<string, ComponentType> = {
  bulb: 'yellow-bulb',
  wire: 'straight-wire',
  light: 'yellow-bulb',
};

/** One list of parts per paragraph (paragraphs are separated by a blank line). */
export function descriptionParagraphs(description: string): DescriptionPart[][] {
  return description
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(descriptionParts);
}

/** The parts of one paragraph; a single line break stays a line break. */
export function descriptionParts(paragraph: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  paragraph.split('\n').forEach((line, index) => {
    if (index > 0) parts.push({ kind: 'break' });
    for (const piece of line.split(/(\{[^{}\n]{1,40}\}|\*\*[^*\n]+\*\*)/)) {
      if (piece === '') continue;
      const bold = /^\*\*([^*]+)\*\*$/.exec(piece);
      if (bold) {
        parts.push({ kind: 'text', text: bold[1]!, bold: true });
        continue;
      }
      const placeholder = /^\{(.+)\}$/.exec(piece);
      if (!placeholder) {
        parts.push({ kind: 'text', text: piece });
        continue;
      }
      const name = placeholder[1]!.trim();
      const type = resolveComponent(name);
      parts.push(type ? { kind: 'component', type } : { kind: 'missing', name });
    }
  });
  return parts;
}

function resolveComponent(name: string): ComponentType | null {
  const id = name.toLowerCase().replace(/[\s_]+/g, '-');
  if (KNOWN.has(id)) return id as ComponentType;
  return ALIASES[id] ?? null;
}
