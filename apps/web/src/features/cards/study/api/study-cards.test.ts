import { describe, expect, it } from 'vitest';
import { offlineCard } from '../../../../../test/offline-card';
import { studySet } from './study-cards';

const occlusion = (id: number) => ({
  ...offlineCard(id, id, 3),
  type: 'occlusion' as const,
  question: 'Image occlusion: what is hidden? (area 1 of 1)',
  note: {
    question: '{"image":"/api/card/media/x","mode":"hideOne","header":"","areas":[[1,0,0,0.5,0.5]]}',
    answer: '',
  },
});

describe('the study set', () => {
  it('leaves image occlusion cards out and counts them, so the screen can say so', () => {
    const set = studySet([offlineCard(2, 2, 3), occlusion(1), offlineCard(4, 4, 3), occlusion(5)], 3);
    expect(set.cards.map((card) => card.id)).toEqual([2, 4]);
    expect(set.occlusionLeftOut).toBe(2);
    expect(studySet([offlineCard(1, 1)], undefined).occlusionLeftOut).toBe(0);
  });
});
