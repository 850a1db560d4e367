// Where the level nodes sit on each circuit-board picture: percentages of the board, matching the
// copper pads drawn in src/web/public/circuitboard-1.svg and advanced-circuitboard.svg (1000 × 640).
export const BOARD_WIDTH = 1000;
export const BOARD_HEIGHT = 640;

export interface BoardLayout {
  image: string;
  /** Describes the picture for screen readers; the level buttons carry the real content. */
  alt: string;
  /** Incomplete nodes are blue on the green beginner board and green on the purple advanced one. */
  tone: 'blue' | 'green';
  /** Pad centres in board units, one per level in order. */
  pads: readonly (readonly [number, number])[];
}

const beginner: BoardLayout = {
  image: '/circuitboard-1.svg',
  alt: 'A green circuit board whose copper track links the levels of this chapter',
  tone: 'blue',
  pads: [[130, 500], [290, 300], [470, 470], [560, 200], [760, 430], [880, 170]],
};

const advanced: BoardLayout = {
  image: '/advanced-circuitboard.svg',
  alt: 'A purple circuit board with gold tracks linking the levels of this chapter',
  tone: 'green',
  pads: [[140, 470], [330, 250], [520, 450], [700, 220], [870, 440]],
};

/** The chapters after docs/product.md's two (docs/course.md) each have their own board, three pads along one track. */
const THREE_PADS = [[180, 460], [500, 220], [820, 430]] as const;
const later: Record<number, BoardLayout> = Object.fromEntries(
  [
    [2, 'teal', 'blue'],
    [3, 'blue', 'blue'],
    [4, 'deep blue', 'green'],
    [5, 'red', 'blue'],
    [6, 'slate grey', 'green'],
    [7, 'amber', 'blue'],
    [8, 'black', 'green'],
    [9, 'purple', 'blue'],
  ].map(([index, colour, tone]) => [
    index,
    {
      image: `/circuitboard-chapter-${Number(index) + 1}.svg`,
      alt: `A ${colour} circuit board whose copper track links the levels of this chapter`,
      tone: tone as BoardLayout['tone'],
      pads: THREE_PADS,
    },
  ]),
);

/** Chapter 11 (sensors and inputs) has four levels: four pads along its own brown board. */
later[10] = {
  image: '/circuitboard-chapter-11.svg',
  alt: 'A brown circuit board whose copper track links the levels of this chapter',
  tone: 'blue',
  pads: [[160, 460], [400, 220], [620, 440], [850, 200]],
};

/** A chapter's board: its own when it has one, else the beginner or advanced board of its type. */
export function boardFor(type: 'beginner' | 'advanced', chapterIndex = 0): BoardLayout {
  const own = later[chapterIndex] as BoardLayout | undefined;
  if (own) return own;
  return type === 'advanced' ? advanced : beginner;
}

/** Node centre of level `index` as CSS percentages; levels beyond the drawn pads line up along the bottom. */
export function nodePosition(layout: BoardLayout, index: number, count: number): { left: string; top: string } {
  const pad = layout.pads[index];
  const [x, y] = pad ?? [((index + 1) * BOARD_WIDTH) / (count + 1), BOARD_HEIGHT - 90];
  return { left: `${(x / BOARD_WIDTH) * 100}%`, top: `${(y / BOARD_HEIGHT) * 100}%` };
}
