import { describe, expect, it } from 'vitest';
import './zod-without-eval';
import { z } from 'zod';

describe('zod without eval', () => {
  it('turns off the eval fast path through the settings zod reads (no new Function under the CSP)', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.config()).toBe(globalThis.__zod_globalConfig);
  });
});
