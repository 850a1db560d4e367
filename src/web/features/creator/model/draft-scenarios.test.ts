// A scenario level keeps its scenarios through every way the creator's draft travels: a level passed in
// (level JSON from the lesson generator or elsewhere), the draft kept in local storage (a draft stored
// before scenarios existed still opens), and the level it sends to test play and publishing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { levelInputSchema, type LevelInput } from '../../../../api/levels';
import { DOORBELL_PIECES, DOORBELL_SCENARIOS, DOORBELL_TRAY } from '../../../../../test/support/doorbell';
import { toLevelInput } from './draft';
import { DRAFT_KEY, loadDraft, saveDraft } from './draft-storage';
import { draftFromLevel, draftFromNavigation } from './incoming-level';

const DOORBELL_LEVEL: LevelInput = {
  name: 'Doorbell',
  prePlacedComponents: DOORBELL_PIECES,
  draggableItems: DOORBELL_TRAY.map(({ type, count }) => ({ type, itemCount: count })),
  goal: [],
  scenarios: DOORBELL_SCENARIOS,
  metadata: { gridCol: 4, gridRow: 3 },
  educationalMessages: { success: 'Ding dong!', failure: 'Not yet.' },
  tags: [],
};

/** Node has no local storage: a plain one that keeps strings, as a browser's does. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('a scenario level in the creator', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('opens from a passed-in level JSON with its scenarios and sends them back out, valid for POST /api/levels', () => {
    const draft = draftFromNavigation({ level: DOORBELL_LEVEL });
    expect(draft?.scenarios).toEqual(DOORBELL_SCENARIOS);
    const sent = toLevelInput(draft!);
    expect(sent.scenarios).toEqual(DOORBELL_SCENARIOS);
    expect(sent.goal).toEqual([]);
    const parsed = levelInputSchema.safeParse(sent);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('drops a passed-in scenario it cannot read and keeps the others', () => {
    const draft = draftFromNavigation({ level: { ...DOORBELL_LEVEL, scenarios: [DOORBELL_SCENARIOS[0], { label: 'Broken', inputs: { position: 7 }, goal: [] }, 'nonsense'] } });
    expect(draft?.scenarios).toEqual([DOORBELL_SCENARIOS[0]]);
  });

  it('a level without scenarios sends its one goal and no scenarios', () => {
    const plain = draftFromLevel({ ...DOORBELL_LEVEL, goal: [{ type: 'red-bulb', status: 'ON' }], scenarios: undefined })!;
    expect(plain.scenarios).toEqual([]);
    const sent = toLevelInput(plain);
    expect(sent.goal).toEqual([{ type: 'red-bulb', status: 'ON' }]);
    expect('scenarios' in sent).toBe(false);
  });

  it('keeps the scenarios in local storage, even half-made ones (an empty label)', () => {
    const draft = draftFromLevel(DOORBELL_LEVEL)!;
    const halfMade = { ...draft, scenarios: [...draft.scenarios, { label: '', inputs: { pressed: true }, goal: [] }] };
    saveDraft(halfMade);
    expect(loadDraft()?.scenarios).toEqual(halfMade.scenarios);
  });

  it('opens a draft stored before scenarios existed, with none', () => {
    const draft = draftFromLevel({ ...DOORBELL_LEVEL, goal: [{ type: 'red-bulb', status: 'ON' }], scenarios: undefined })!;
    saveDraft(draft);
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    delete stored.scenarios;
    localStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
    const opened = loadDraft();
    expect(opened?.scenarios).toEqual([]);
    expect(opened?.goal).toEqual([{ type: 'red-bulb', status: 'ON' }]);
  });
});
