import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from 'sql.js';
import { State } from 'ts-fsrs';
import type { Db } from '../../../db/client';
import { cardReviews, cards } from '../../../db/schema/index';
import { easeOfQuality } from './anki-revlog';

const dayMs = 86_400_000;
/** Reviews read per query: the log is paged, never loaded whole. */
const pageSize = 5000;

/** Anki's revlog type from the FSRS state the card was in: new or learning 0, review 1, relearning 2. */
const revlogType = (stateBefore: number) =>
  stateBefore === State.Review ? 1 : stateBefore === State.Relearning ? 2 : 0;

/** Anki's interval convention: whole days when a day or more, else negative seconds. */
const ankiInterval = (fromMs: number, toMs: number) => {
  const ms = toMs - fromMs;
  return ms >= dayMs ? Math.round(ms / dayMs) : -Math.max(1, Math.round(ms / 1000));
};

/** One page of the reviews of the user's cards (of one deck, or all), after review id `after`. */
function reviewPage(db: Db, userId: string, deckId: number | undefined, after: number) {
  return db
    .select({
      id: cardReviews.id,
      cardId: cardReviews.cardId,
      reviewedAt: cardReviews.reviewedAt,
      quality: cardReviews.quality,
      answerMs: cardReviews.answerMs,
      dueBefore: cardReviews.dueBefore,
      dueAfter: cardReviews.dueAfter,
      stateBefore: sql<number>`(${cardReviews.stateBefore}->'fsrs'->>'state')::int`,
      easiness: sql<number>`(${cardReviews.stateAfter}->'sm2'->>'easiness')::float8`,
    })
    .from(cardReviews)
    .innerJoin(cards, eq(cards.id, cardReviews.cardId))
    .where(
      and(eq(cardReviews.userId, userId), gt(cardReviews.id, after), deckId ? eq(cards.deckId, deckId) : undefined),
    )
    .orderBy(asc(cardReviews.id))
    .limit(pageSize);
}

/**
 * Writes the reviews of the exported cards as Anki revlog rows, `ankiIds` giving each Kurio card's id in the
 * package. A revlog id is the review's epoch ms and must be unique in the file: a review sharing its
 * millisecond with another takes the next free one.
 */
export async function writeRevlog(
  db3: Database,
  db: Db,
  export_: { userId: string; deckId: number | undefined; ankiIds: ReadonlyMap<number, number> },
): Promise<void> {
  const insert = db3.prepare('INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)');
  const taken = new Set<number>();
  const lastInterval = new Map<number, number>();
  try {
    for (let after = 0; ; ) {
      const page = await reviewPage(db, export_.userId, export_.deckId, after);
      for (const review of page) {
        // A card saved after the package's cards were read is not in it.
        const cardId = export_.ankiIds.get(review.cardId);
        if (cardId === undefined) continue;
        const at = review.reviewedAt.getTime();
        let id = at;
        while (taken.has(id)) id += 1;
        taken.add(id);
        const interval = ankiInterval(at, review.dueAfter.getTime());
        insert.run([
          id,
          cardId,
          easeOfQuality(review.quality),
          interval,
          lastInterval.get(review.cardId) ?? 0,
          Math.round(Number(review.easiness) * 1000),
          // Anki's 0 means no time recorded, as Kurio's null.
          review.answerMs ?? 0,
          revlogType(Number(review.stateBefore)),
        ]);
        lastInterval.set(review.cardId, interval);
      }
      if (page.length < pageSize) break;
      after = page.at(-1)!.id;
    }
  } finally {
    insert.free();
  }
}
