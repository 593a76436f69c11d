// Bulk seeding straight into the database: 100k cards for one (pro) user and 1,000 other users with cards that
// are all due, and a review for every third card. Every user signs in with the heavy user's password.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A raw SQL connection to the bench database, PGlite's data dir or PostgreSQL. */
export async function openRaw({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const db = new PGlite({ dataDir });
  await db.waitReady;
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

export async function seed(raw, { heavyUserId, heavyCards, otherUsers, cardsPerOtherUser }) {
  await raw.query(`UPDATE users SET plan = 1, subscription = 2, expire_at = $2 WHERE id = $1`, [
    heavyUserId,
    Date.now() + 365 * 86_400_000,
  ]);
  // Every seeded card copies the scheduler state of the card the API created, so rows are what the app writes.
  const insertCards = `
    INSERT INTO cards (user_id, deck_id, question, answer, due_at, scheduler_state)
    SELECT $1, t.deck_id, 'Seeded question ' || g, 'Seeded **answer** ' || g,
           now() - interval '20 days' + (g % 40) * interval '1 day' + (g % 1440) * interval '1 minute', t.scheduler_state
    FROM generate_series(1, $2::int) g, (SELECT deck_id, scheduler_state FROM cards WHERE user_id = $3 LIMIT 1) t`;
  await raw.query(insertCards, [heavyUserId, heavyCards - 1, heavyUserId]);
  await raw.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Bench user ' || g, 'bench-' || g || '@example.com', heavy.password_hash
     FROM generate_series(1, $1::int) g, (SELECT password_hash FROM users WHERE id = $2) heavy
     ON CONFLICT (email) DO NOTHING`,
    [otherUsers, heavyUserId],
  );
  await raw.query(
    `INSERT INTO cards (user_id, question, answer, due_at, scheduler_state)
     SELECT u.id, 'Other question ' || g, 'Other answer ' || g, now() - (g % 30) * interval '1 day' - g * interval '1 minute', t.scheduler_state
     FROM users u, generate_series(1, $1::int) g, (SELECT scheduler_state FROM cards WHERE user_id = $2 LIMIT 1) t
     WHERE u.email LIKE 'bench-%'`,
    [cardsPerOtherUser, heavyUserId],
  );
  // A review history (every third card), so the undo and average-quality paths meet a realistic log.
  await raw.query(
    `INSERT INTO card_reviews (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
     SELECT user_id, id, now() - (id % 300) * interval '1 day', id % 6, 'fsrs', due_at, due_at, scheduler_state, scheduler_state
     FROM cards WHERE id % 3 = 0`,
  );
  await raw.query('ANALYZE');
  const [{ count }] = await raw.query('SELECT count(*)::int AS count FROM cards');
  return count;
}

/** EXPLAIN of the hot queries; a sequential scan on cards or card_reviews is a finding that fails the bench. */
export async function explainHotQueries(raw, userId) {
  const user = `'${userId}'`;
  const queries = {
    'next due card': `SELECT id, question, answer FROM cards WHERE user_id = ${user} AND due_at <= now() ORDER BY due_at, id LIMIT 1`,
    // The dashboard's one statement (apps/server/src/domains/cards/services/dashboard.ts).
    dashboard: `SELECT
        (SELECT coalesce(sum(cards), 0) FROM card_due_buckets WHERE user_id = ${user} AND bucket < now() + interval '1 day'),
        stats.cards,
        (SELECT due_at FROM cards WHERE user_id = ${user} ORDER BY due_at LIMIT 1),
        stats.quality_sum::numeric / nullif(stats.reviews, 0)
      FROM (SELECT 1) AS one LEFT JOIN card_user_stats AS stats ON stats.user_id = ${user}`,
    'review: card by id': `SELECT due_at, scheduler_state FROM cards WHERE id = 5000 AND user_id = ${user}`,
    'last review (undo)': `SELECT * FROM card_reviews WHERE user_id = ${user} ORDER BY id DESC LIMIT 1`,
    'recent cards page': `SELECT id, question FROM cards WHERE user_id = ${user} ORDER BY id DESC LIMIT 50`,
    'sign-in lookup': `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = 'x' AND s.expires_at > now()`,
  };
  const plans = {};
  for (const [name, sql] of Object.entries(queries)) {
    const rows = await raw.query(`EXPLAIN ${sql}`);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    plans[name] = { plan, seqScan: /Seq Scan on (cards|card_reviews)\b/.test(plan) };
  }
  return plans;
}
