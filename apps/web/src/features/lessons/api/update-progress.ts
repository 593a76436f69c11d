import type { ProgressUpdate } from '@kurio/shared/lessons';
import { queueOperation } from '../../../lib/offline/sync';

/**
 * Keeps a signed-in learner's progress change in the device's outbox, which syncs it now when online or on
 * reconnect (decision 114); resolves once that sync settled.
 */
export const updateProgress = (userId: string, lessonId: string, update: ProgressUpdate) =>
  queueOperation(userId, {
    kind: 'lessonProgress',
    op: { ...update, lessonId, clientId: crypto.randomUUID(), madeAt: Date.now() },
  });
