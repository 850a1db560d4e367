// Progress lives in one model (docs/architecture.md "Progress"): only src/server/progress/ (and the
// migrations that create the stores) may name the stores of a learner's progress in a query —
// users.progress, users.schematic_completion, community_progress, activity_days. Everything else reads
// and writes them through progress/index.ts. Tests may set up and inspect the stores directly.
const tables = 'community_progress|activity_days';
const columns = 'progress|schematic_completion';
const message = 'A learner\'s progress is read and written only through src/server/progress/index.ts (docs/architecture.md "Progress").';

const selectors = [
  // A table name anywhere in a string: selectFrom('activity_days'), sql.table('community_progress').
  `Literal[value=/\\b(${tables})\\b/]`,
  // A column by name: select('progress'), 'users.progress', sql.ref('p.schematic_completion'); a type's
  // own literal (Omit<Profile, 'progress'>) names a field of the API, not the column.
  `Literal[value=/^(\\w+\\.)?(${columns})$/]:not(TSLiteralType > Literal)`,
  // A column written by key: updateTable('users').set({ progress }), insertInto(…).values({ … }).
  `CallExpression[callee.property.name=/^(set|values|doUpdateSet)$/] > ObjectExpression > Property[key.name=/^(${columns})$/]`,
  // Raw SQL: sql\`… p.progress …\`, sql\`… from activity_days …\`.
  `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(${tables}|${columns})\\b/]`,
];

export const progressStoreConfigs = [
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/progress/**', 'src/server/db/migrations/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...selectors.map((selector) => ({ selector, message }))] },
  },
];
