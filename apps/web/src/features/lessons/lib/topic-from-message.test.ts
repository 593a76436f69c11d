import { describe, expect, it } from 'vitest';
import { topicFromMessage } from './topic-from-message';

describe('topicFromMessage', () => {
  it('keeps a bare topic as written', () => {
    expect(topicFromMessage('  photosynthesis ')).toBe('photosynthesis');
    expect(topicFromMessage('qwertyuiop zxcv')).toBe('qwertyuiop zxcv');
  });
  it('takes the topic out of a request for a lesson', () => {
    expect(topicFromMessage('Create a lesson on photosynthesis')).toBe('photosynthesis');
    expect(topicFromMessage('Could you write a mini-lesson about black holes, please?')).toBe('black holes');
    expect(topicFromMessage('teach me about the moon!')).toBe('the moon');
  });
  it('never returns an empty topic', () => {
    expect(topicFromMessage('Make a lesson on ?')).toBe('Make a lesson on ?');
  });
});
