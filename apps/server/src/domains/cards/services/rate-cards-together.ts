import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDatabase, timestampValue } from '../../../db/prepared';
import { type Rating, rateCard } from './rate-card';
import { scheduleReview } from './schedule';
import type { SchedulerState } from './scheduler-state';

/** At most this many ratings share a statement. */
const maxBatch = 50;

const readCardsSql = (ratings: Rating[]) => sql`
  SELECT cards.id, cards.due_at, cards.scheduler_state, cards.xmin::text AS version
  FROM unnest(${sql.param(ratings.map((r) => r.id))}::bigint[], ${sql.param(ratings.map((r) => r.userId))}::uuid[]) AS wanted (id, user_id)
  JOIN cards ON cards.id = wanted.id AND cards.user_id = wanted.user_id`;
/** rate-card.ts's statement for many cards: each is rescheduled and logged only while it is the version read. */
const rateCardsSql = (planned: Planned[]) => {
  const column = (pick: (p: Planned) => unknown) => sql.param(planned.map(pick));
  return sql`
  WITH rated AS (
    SELECT * FROM unnest(
      ${column((p) => p.rating.id)}::bigint[], ${column((p) => p.rating.userId)}::uuid[],
      ${column((p) => p.card.version)}::xid[], ${column((p) => timestampValue(p.rating.now))}::timestamptz[],
      ${column((p) => p.rating.quality)}::smallint[], ${column((p) => p.rating.engine)}::text[],
      ${column((p) => timestampValue(new Date(p.card.due_at)))}::timestamptz[],
      ${column((p) => timestampValue(p.next.dueAt))}::timestamptz[],
      ${column((p) => JSON.stringify(p.card.scheduler_state))}::jsonb[],
      ${column((p) => JSON.stringify(p.next.state))}::jsonb[]
    ) AS rating (id, user_id, version, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
  ), rescheduled AS (
    UPDATE cards SET due_at = rated.due_after, scheduler_state = rated.state_after
    FROM rated
    WHERE cards.id = rated.id AND cards.user_id = rated.user_id AND cards.xmin = rated.version
    RETURNING cards.id
  )
  INSERT INTO card_reviews
    (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
  SELECT rated.user_id, rated.id, rated.reviewed_at, rated.quality, rated.engine,
         rated.due_before, rated.due_after, rated.state_before, rated.state_after
  FROM rated JOIN rescheduled ON rescheduled.id = rated.id
  RETURNING card_id`;
};

type CardVersionRow = {
  id: number | string;
  due_at: Date | string;
  scheduler_state: SchedulerState;
  version: string;
};

interface Planned {
  rating: Rating;
  card: CardVersionRow;
  next: ReturnType<typeof scheduleReview>;
}

/**
 * Rates ratings of distinct cards with one read and one write. Answers each one's new due time, or undefined
 * where the card was not found or changed between the read and the write.
 */
async function rateDistinctCards(db: Db, ratings: Rating[]): Promise<(Date | undefined)[]> {
  const found = await db.execute<CardVersionRow>(readCardsSql(ratings));
  const cardsById = new Map(found.rows.map((card) => [Number(card.id), card]));
  const planned = ratings.flatMap((rating): Planned[] => {
    const card = cardsById.get(rating.id);
    if (!card) return [];
    return [{ rating, card, next: scheduleReview(card.scheduler_state, rating.quality, rating.engine, rating.now) }];
  });
  if (planned.length === 0) return [];
  const logged = await db.execute<{ card_id: number | string }>(rateCardsSql(planned));
  const applied = new Set(logged.rows.map((row) => Number(row.card_id)));
  const dueTimes = new Map(planned.filter((p) => applied.has(p.rating.id)).map((p) => [p.rating.id, p.next.dueAt]));
  return ratings.map((rating) => dueTimes.get(rating.id));
}

interface Waiting extends Rating {
  resolve: (dueAt: Date) => void;
  reject: (error: unknown) => void;
}

/**
 * Ratings wait until the event loop has handled every request it has read (`setImmediate`), then go in
 * together: one read and one write for the lot instead of two statements each, which halves the database's
 * work per rating under load (decision 103). The wait matters on PGlite: its queries resolve without giving the
 * event loop a turn, so ratings taken one at a time would never meet. A card rated twice goes in the next
 * batch. Whatever a batch did not apply (card not found, changed meanwhile, or the batch's statement failed,
 * which applies nothing) is rated on its own by `rateCard`, so each rating gets its own answer or error.
 */
class RatingQueue {
  #waiting: Waiting[] = [];
  #draining = false;

  constructor(private readonly db: Db) {}

  rate(rating: Rating): Promise<Date> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ ...rating, resolve, reject });
      if (this.#draining) return;
      this.#draining = true;
      setImmediate(() => void this.#drain());
    });
  }

  async #drain() {
    while (this.#waiting.length > 0) await this.#rate(this.#takeBatch());
    this.#draining = false;
  }

  #takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const cardIds = new Set<number>();
    for (const rating of this.#waiting) {
      if (batch.length < maxBatch && !cardIds.has(rating.id)) {
        cardIds.add(rating.id);
        batch.push(rating);
      } else {
        later.push(rating);
      }
    }
    this.#waiting = later;
    return batch;
  }

  async #rate(batch: Waiting[]) {
    let dueTimes: (Date | undefined)[] = [];
    if (batch.length > 1) {
      try {
        dueTimes = await rateDistinctCards(this.db, batch);
      } catch {
        // Nothing of the batch was applied: each rating is tried alone below and meets its own error.
      }
    }
    await Promise.all(
      batch.map(async (rating, index) => {
        try {
          rating.resolve(dueTimes[index] ?? (await rateCard(this.db, rating)));
        } catch (error) {
          rating.reject(error);
        }
      }),
    );
  }
}

const queues = preparedPerDatabase((db) => new RatingQueue(db));

/** Rates one card, together with whatever other ratings are waiting for the database at the time. */
export const rateCardInTurn = (db: Db, rating: Rating): Promise<Date> => queues(db).rate(rating);
