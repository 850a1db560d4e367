// The generator screen's error texts (docs/product.md "Rules and their texts"): the server's own 4xx message wins; anything
// else reads as the generic line for the button that was pressed.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorText, GENERATE_ERROR, PLACE_ERROR } from './generate-api';

describe('errorText', () => {
  it("shows the server's text for a refused goal", () => {
    expect(errorText(new ApiError(400, 'The lesson goal can be at most 1000 characters.', 'lesson_goal'), 'generate')).toBe(
      'The lesson goal can be at most 1000 characters.',
    );
  });

  it('shows the generic line for network failures, server faults and unreadable answers', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'generate')).toBe(GENERATE_ERROR);
    expect(errorText(new ApiError(500, 'Internal Server Error'), 'place')).toBe(PLACE_ERROR);
    expect(errorText(new Error('zod'), 'place')).toBe('Error placing level. Please try again.');
  });
});
