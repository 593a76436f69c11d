import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from './stream-lesson';

describe('failureMessage', () => {
  it("shows the server's field message first, then its summary", () => {
    const tooLong = new ApiError(400, {
      code: 'validation',
      message: 'Check the highlighted fields',
      fieldErrors: { topic: 'Keep the topic under 200 characters' },
    });
    expect(failureMessage(tooLong)).toBe('Keep the topic under 200 characters');
    const quota = new ApiError(429, { code: 'quotaExceeded', message: 'You have used today’s 5 lessons.' });
    expect(failureMessage(quota)).toBe('You have used today’s 5 lessons.');
  });
  it('has a plain fallback for anything else', () => {
    expect(failureMessage(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });
});
