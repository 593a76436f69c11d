import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Bucket rows that differ from a GROUP BY over the cards themselves, both ways (0 when the counters are exact). */
export async function bucketDrift(db: Db): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM (
      (SELECT user_id, bucket, cards FROM card_due_buckets
       EXCEPT SELECT user_id, card_due_bucket(due_at), count(*)::int FROM cards GROUP BY 1, 2)
      UNION ALL
      (SELECT user_id, card_due_bucket(due_at), count(*)::int FROM cards GROUP BY 1, 2
       EXCEPT SELECT user_id, bucket, cards FROM card_due_buckets)
    ) differences`);
  return rows[0]!.count;
}
