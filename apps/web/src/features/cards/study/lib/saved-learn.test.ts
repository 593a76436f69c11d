import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOfflineData, offlineDb } from '../../../../lib/offline/offline-db';
import { answerLearn, learnProgress, startLearn } from './learn-session';
import { clearSavedLearn, loadSavedLearn, saveLearn } from './saved-learn';
import type { StudyCard } from './study-card';

const userId = 'learner-7';
const cards: StudyCard[] = Array.from({ length: 9 }, (_, i) => ({
  id: i + 1,
  deckId: 3,
  question: `Q${i + 1}`,
  answer: `A${i + 1}`,
}));

afterEach(() => Promise.all([deleteOfflineData(userId), deleteOfflineData('someone-else')]));

describe('the Learn session kept on the device', () => {
  it('comes back as it was left, per deck, until it is cleared; signing out takes it away', async () => {
    let session = startLearn(cards, Math.random);
    for (let step = 0; step < 3; step++) session = answerLearn(session, true, Math.random);
    await saveLearn(userId, 3, session);

    const resumed = await loadSavedLearn(userId, 3);
    expect(resumed).toEqual(session);
    expect(learnProgress(resumed!)).toEqual({ total: 9, chosen: 3, learned: 0 });
    expect(resumed!.queue[0]).toEqual(session.queue[0]);
    expect(await loadSavedLearn(userId, undefined)).toBeNull();
    expect(await loadSavedLearn('someone-else', 3)).toBeNull();

    await clearSavedLearn(userId, 3);
    expect(await loadSavedLearn(userId, 3)).toBeNull();
    await saveLearn(userId, 3, session);
    await deleteOfflineData(userId);
    expect(await loadSavedLearn(userId, 3)).toBeNull();
  });

  it('starts over instead of resuming something kept in another shape', async () => {
    await (await offlineDb(userId)).put('settings', { round: 2, stages: {} }, 'study:learn:all');
    expect(await loadSavedLearn(userId, undefined)).toBeNull();
  });
});
