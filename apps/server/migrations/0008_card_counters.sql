-- Trigger-maintained per-user counters, so the dashboard never counts a user's cards row by row
-- (decision 070). Exact under concurrency and with several server processes: every change to cards or
-- card_reviews adjusts them in the same transaction. No foreign keys: deleting a user cascades into
-- cards and card_reviews, whose triggers bring the user's counters back to zero and remove the rows.

-- Cards per user and 15-minute due bucket. Every real time zone offset is a multiple of 15 minutes, so
-- "due before local midnight" is the sum of the buckets before that instant.
CREATE TABLE card_due_buckets (
  user_id uuid NOT NULL,
  bucket timestamptz NOT NULL,
  cards integer NOT NULL,
  PRIMARY KEY (user_id, bucket)
) WITH (fillfactor = 70);

CREATE TABLE card_user_stats (
  user_id uuid PRIMARY KEY,
  cards integer NOT NULL DEFAULT 0,
  reviews integer NOT NULL DEFAULT 0,
  quality_sum bigint NOT NULL DEFAULT 0
) WITH (fillfactor = 70);

CREATE FUNCTION card_due_bucket(due_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date_bin('15 minutes', due_at, timestamptz '2000-01-01 00:00:00+00');

-- Applies signed deltas, upserting in key order so two transactions touching the same counters cannot
-- deadlock, and drops rows that are back to zero.
CREATE FUNCTION card_stats_apply(deltas jsonb) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO card_user_stats AS s (user_id, cards, reviews, quality_sum)
  SELECT d.user_id, d.cards, d.reviews, d.quality_sum
  FROM jsonb_to_recordset(deltas) AS d(user_id uuid, cards integer, reviews integer, quality_sum bigint)
  ORDER BY d.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    cards = s.cards + excluded.cards,
    reviews = s.reviews + excluded.reviews,
    quality_sum = s.quality_sum + excluded.quality_sum;
  DELETE FROM card_user_stats s
  USING jsonb_to_recordset(deltas) AS d(user_id uuid)
  WHERE s.user_id = d.user_id AND s.cards = 0 AND s.reviews = 0;
END $$;

CREATE FUNCTION card_buckets_apply(deltas jsonb) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO card_due_buckets AS b (user_id, bucket, cards)
  SELECT d.user_id, d.bucket, d.cards
  FROM jsonb_to_recordset(deltas) AS d(user_id uuid, bucket timestamptz, cards integer)
  ORDER BY d.user_id, d.bucket
  ON CONFLICT (user_id, bucket) DO UPDATE SET cards = b.cards + excluded.cards;
  DELETE FROM card_due_buckets b
  USING jsonb_to_recordset(deltas) AS d(user_id uuid, bucket timestamptz)
  WHERE b.user_id = d.user_id AND b.bucket = d.bucket AND b.cards = 0;
END $$;

-- Statement-level, so a bulk insert or import pays one aggregate, not one upsert per card. New rows count +1,
-- old rows -1; an edit that keeps the due time cancels out and writes nothing. (A transition table exists
-- only for the events that have it, hence the TG_OP branches.)
CREATE FUNCTION cards_count_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := '[]';
  removed jsonb := '[]';
  buckets jsonb;
  stats jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(a), '[]') INTO added FROM (
      SELECT user_id, card_due_bucket(due_at) AS bucket, count(*) AS cards FROM new_rows GROUP BY 1, 2
    ) a;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(r), '[]') INTO removed FROM (
      SELECT user_id, card_due_bucket(due_at) AS bucket, -count(*) AS cards FROM old_rows GROUP BY 1, 2
    ) r;
  END IF;
  SELECT jsonb_agg(net) INTO buckets FROM (
    SELECT d.user_id, d.bucket, sum(d.cards) AS cards
    FROM jsonb_to_recordset(added || removed) AS d(user_id uuid, bucket timestamptz, cards integer)
    GROUP BY 1, 2 HAVING sum(d.cards) <> 0
  ) net;
  IF buckets IS NULL THEN
    RETURN NULL;
  END IF;
  -- Every writer takes the user's stats row before any bucket row (a review only moves buckets, but its
  -- review row then needs the stats row): one lock order, so concurrent writers cannot deadlock.
  PERFORM 1 FROM card_user_stats
  WHERE user_id IN (SELECT d.user_id FROM jsonb_to_recordset(buckets) AS d(user_id uuid))
  ORDER BY user_id FOR UPDATE;
  SELECT jsonb_agg(per_user) INTO stats FROM (
    SELECT d.user_id, sum(d.cards) AS cards, 0 AS reviews, 0 AS quality_sum
    FROM jsonb_to_recordset(buckets) AS d(user_id uuid, cards integer)
    GROUP BY 1 HAVING sum(d.cards) <> 0
  ) per_user;
  IF stats IS NOT NULL THEN
    PERFORM card_stats_apply(stats);
  END IF;
  PERFORM card_buckets_apply(buckets);
  RETURN NULL;
END $$;

CREATE FUNCTION card_reviews_count_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  added jsonb := '[]';
  removed jsonb := '[]';
  stats jsonb;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(a), '[]') INTO added FROM (
      SELECT user_id, count(*) AS reviews, sum(quality) AS quality_sum FROM new_rows GROUP BY 1
    ) a;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT coalesce(jsonb_agg(r), '[]') INTO removed FROM (
      SELECT user_id, -count(*) AS reviews, -sum(quality) AS quality_sum FROM old_rows GROUP BY 1
    ) r;
  END IF;
  SELECT jsonb_agg(net) INTO stats FROM (
    SELECT d.user_id, 0 AS cards, sum(d.reviews) AS reviews, sum(d.quality_sum) AS quality_sum
    FROM jsonb_to_recordset(added || removed) AS d(user_id uuid, reviews integer, quality_sum bigint)
    GROUP BY 1 HAVING sum(d.reviews) <> 0 OR sum(d.quality_sum) <> 0
  ) net;
  IF stats IS NOT NULL THEN
    PERFORM card_stats_apply(stats);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER cards_count_inserts AFTER INSERT ON cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cards_count_changes();
CREATE TRIGGER cards_count_updates AFTER UPDATE ON cards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cards_count_changes();
CREATE TRIGGER cards_count_deletes AFTER DELETE ON cards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cards_count_changes();
CREATE TRIGGER card_reviews_count_inserts AFTER INSERT ON card_reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_reviews_count_changes();
CREATE TRIGGER card_reviews_count_updates AFTER UPDATE ON card_reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION card_reviews_count_changes();
CREATE TRIGGER card_reviews_count_deletes AFTER DELETE ON card_reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_reviews_count_changes();

-- Backfill from the rows already there.
INSERT INTO card_due_buckets (user_id, bucket, cards)
SELECT user_id, card_due_bucket(due_at), count(*) FROM cards GROUP BY 1, 2;
INSERT INTO card_user_stats (user_id, cards, reviews, quality_sum)
SELECT user_id, sum(cards), sum(reviews), sum(quality_sum)
FROM (
  SELECT user_id, count(*) AS cards, 0 AS reviews, 0 AS quality_sum FROM cards GROUP BY 1
  UNION ALL
  SELECT user_id, 0, count(*), sum(quality) FROM card_reviews GROUP BY 1
) c
GROUP BY 1;
