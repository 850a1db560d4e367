// The display-name rule: real names in any one script pass; invisible characters, bidi overrides,
// styled look-alike letters and mixed look-alike alphabets do not.
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MESSAGES, displayNameProblem } from './display-name';

describe('display names', () => {
  it.each(['Ada Lovelace', 'José Núñez', 'Zoë O’Brien-Smith', 'Jose\u0301', 'محمد', 'שרה כהן', 'Αλέξης', 'Дмитрий', '田中 Taro', 'たなか タロウ', '김민준', 'Bright Capacitor 417', 'Ada 🔋'])(
    'accepts %s',
    (name) => expect(displayNameProblem(name)).toBeUndefined(),
  );

  it.each([
    ['Ada\u200BLovelace', 'invisible'],
    ['\u202EecalevoL adA', 'invisible'],
    ['Ada\u200F', 'invisible'],
    ['Ada\u00A0Lovelace', 'invisible'],
    ['Ada\tLovelace', 'invisible'],
    ['\u3164', 'invisible'],
    ['Ada\uFE0F', 'invisible'],
    ['𝐀𝐝𝐚', 'styled'],
    ['Ａｄａ', 'styled'],
    ['\u0410da Lovelace', 'mixedScripts'],
    ['Ad\u03B1', 'mixedScripts'],
  ] as const)('refuses %j (%s)', (name, why) => expect(displayNameProblem(name)).toBe(DISPLAY_NAME_MESSAGES[why]));
});
