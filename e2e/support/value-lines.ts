// Where a value ("9 kΩ", "1 mA", "between 7.6 and 8.3 V") breaks between its number and its unit on the
// screen: the first and last character of each value on different lines (docs/explanations.md "Numbers").
import type { Page } from 'playwright-core';

/**
 * The values ("9 kΩ", "1 mA", "9 V") in the elements matching `selector` whose number and unit sit on
 * different lines: the first and last character of each are measured where the browser laid them out.
 */
export function valuesSplitAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const split: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent) continue;
        nodes.push({ node: node as Text, start: text.length });
        text += node.textContent;
      }
      const top = (index: number) => {
        let hit = nodes[0];
        for (const candidate of nodes) if (candidate.start <= index) hit = candidate;
        const range = document.createRange();
        range.setStart(hit.node, index - hit.start);
        range.setEnd(hit.node, index - hit.start + 1);
        return range.getBoundingClientRect().top;
      };
      for (const match of text.matchAll(/\d+(?:\.\d+)?\s(?:[kM]?Ω|[mµ]?A|V)(?![\p{L}\d])/gu)) {
        if (Math.abs(top(match.index) - top(match.index + match[0].length - 1)) > 1) split.push(match[0]);
      }
    }
    return split;
  }, selector);
}
