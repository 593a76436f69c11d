import { type OfflineCard, offlineCardMaximum, offlineCardMinimum, offlineHorizonMs } from '@kurio/shared/cards';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cards, decks } from '../../../db/schema/index';
import { cardColumns, toApiCard } from './cards';

/**
 * The cards a device keeps to review offline (docs/product.md §2): every card due within the next day, up to
 * offlineCardMaximum, and never fewer than the offlineCardMinimum soonest-due ones, with their scheduler state.
 */
export async function offlineCards(db: Db, userId: string, deckId: number | undefined, now: Date) {
  const scope = and(eq(cards.userId, userId), deckId ? eq(cards.deckId, deckId) : undefined);
  const query = (limit: number, horizon?: Date) =>
    db
      .select({ ...cardColumns, schedulerState: cards.schedulerState, buriedUntil: cards.buriedUntil })
      .from(cards)
      .leftJoin(decks, eq(decks.id, cards.deckId))
      .where(horizon ? and(scope, lt(cards.dueAt, horizon)) : scope)
      .orderBy(asc(cards.dueAt), asc(cards.id))
      .limit(limit);
  let rows = await query(offlineCardMaximum, new Date(now.getTime() + offlineHorizonMs));
  // Fewer due within the day than the minimum: the soonest-due minimum, which holds every one of those.
  if (rows.length < offlineCardMinimum) rows = await query(offlineCardMinimum);
  return rows.map(
    ({ schedulerState, buriedUntil, ...row }): OfflineCard => ({
      ...toApiCard(row),
      schedulerState,
      buriedUntil: buriedUntil?.getTime() ?? null,
    }),
  );
}
