// The engine's per-bulb feedback names parts by their type id ('The red-bulb is currently OFF…',
// 'green-bulb-straight'). A ten-year-old reads words, not ids: this turns bulb ids into words for
// display only; the lines themselves stay the engine's (spec section 5 texts).

const BULB_ID = /\b([a-z]+)-bulb(?:-straight)?\b/g;

/** 'The red-bulb is currently OFF' → 'The red bulb is currently OFF'. */
export function readableDetail(line: string): string {
  return line.replace(BULB_ID, '$1 bulb');
}
