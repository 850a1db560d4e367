// "No code outside a part's module names a part's value field" (docs/architecture.md, "Adding a part"):
// the value fields are declared by the parts (src/engine/components/) and read everywhere else through
// the catalogue's piece helpers (valuesOf, trayValuesOf, pieceKey, withState …). Exempt: the Cell type
// that lists the fields (src/engine/types.ts), the parts' drawings (component-art/, a part's own), and
// course data written in the API's JSON field names (chapters, projects, sample levels). Every other
// file was converted; a new one that names a field fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';

const SRC = new URL('../../', import.meta.url).pathname;

// puzzle/solution.ts: a reference solution's toggles are written { row, col, isOn } (course data, in
// the API's JSON field names), and their schema holds each one to saying the state it leaves.
const EXEMPT = [/^puzzle\/solution\.ts$/, /^engine\/components\//, /^engine\/types\.ts$/, /^web\/components\/component-art\//, /^content\/chapters\//, /^content\/projects\//, /\.test\.tsx?$/, /\/testing\//];

/** Files where a field's name means something else (a class assignment's position, a schematic's layout, aria-pressed). */
const OTHER_MEANINGS: Readonly<Record<string, readonly string[]>> = {
  'api/classes.ts': ['position'],
  'api/schematic.ts': ['position'],
  'learning/option-order.ts': ['position'],
  'engine/lu.ts': ['position'],
  'engine/mna.ts': ['position'],
  'schematic/types.ts': ['position'],
  'schematic/wiring.ts': ['position'],
  'web/features/creator/creator-page.tsx': ['pressed'],
  'web/features/creator/parts/goal-toggles.tsx': ['pressed'],
  'web/features/explore/tag-filter.tsx': ['pressed'],
  'web/features/player/circuit/style-toggle.tsx': ['pressed'],
  'web/features/player/fault/mode-switch.tsx': ['pressed'],
  'content/ideas.ts': ['capacitance'], // the word, in a learner's sentence
  'web/features/schematic/components/schematic-grid.tsx': ['pressed'],
  'server/classes/class-levels.ts': ['position'],
  'server/classes/class-queries.ts': ['position'],
  'server/db/migrations/0008-class-cockpit.ts': ['position'],
  'server/db/schema.ts': ['position'],
  'web/features/classes/assignments-editor.tsx': ['position'],
  'web/features/learn/chapter-board.tsx': ['position'],
  'web/features/learn/level-node.tsx': ['position'],
  'web/lib/classes/classes-api.ts': ['position'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FIELDS = [...new Set(CATALOGUE.flatMap((part) => [...Object.keys(part.params), ...(part.state ? [part.state.field] : [])]))];

function namesAField(path: string): boolean {
  const code = readFileSync(join(SRC, path), 'utf8').replace(/\/\/.*$/gm, '');
  const other = OTHER_MEANINGS[path] ?? [];
  const fields = FIELDS.filter((field) => !other.includes(field));
  return fields.length > 0 && new RegExp(`\\b(${fields.join('|')})\\b`).test(code);
}

describe('value fields are named only by their parts', () => {
  const naming = sourceFiles('').filter((path) => !EXEMPT.some((rule) => rule.test(path)) && namesAField(path));

  it('no file outside the parts and the exempt ones names a value field', () => {
    expect(naming).toEqual([]);
  });

  it('the check sees a field where one is named (the exempt Cell type names them all)', () => {
    expect(namesAField('engine/types.ts')).toBe(true);
  });
});
