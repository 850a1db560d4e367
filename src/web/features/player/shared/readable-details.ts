// The engine's per-light feedback names parts by their type id ('The red-bulb is currently OFF…',
// 'green-bulb-straight', 'red-led'). A ten-year-old reads words, not ids: this turns light ids into
// words for display only; the lines themselves stay the engine's (docs/product.md "Rules and their texts").
import { lightWords } from '../../../../engine/index';

const LIGHT_ID = /\b[a-z]+-(?:bulb|led)(?:-straight)?\b/g;

/** 'The red-bulb is currently OFF' → 'The red bulb is currently OFF'; 'red-led' → 'red LED'. */
export function readableDetail(line: string): string {
  return line.replace(LIGHT_ID, (id) => lightWords(id) ?? id);
}
