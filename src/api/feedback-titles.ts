// The overlay titles of a judged attempt, shared by the server and the page's local judge. Apart from
// attempts.ts so the page can use them without loading zod (docs/performance.md).
export const FEEDBACK_TITLES = { correct: 'Well done!', wrong: "That's not quite right" } as const;
