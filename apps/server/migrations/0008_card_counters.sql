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

-- Adds signed card counts per (user, bucket). Lock order, so concurrent writers queue instead of deadlocking:
-- the users' stats rows first (also when only due times moved), then the bucket rows in key order.
-- Rows back at zero are dropped.
CREATE FUNCTION card_counts_apply(user_ids uuid[], buckets timestamptz[], deltas integer[], totals_change boolean)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF totals_change THEN
    INSERT INTO card_user_stats AS s (user_id, cards)
    SELECT d.user_id, sum(d.delta) FROM unnest(user_ids, deltas) AS d(user_id, delta)
    GROUP BY 1 HAVING sum(d.delta) <> 0 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET cards = s.cards + excluded.cards;
    DELETE FROM card_user_stats WHERE user_id = ANY (user_ids) AND cards = 0 AND reviews = 0;
  ELSE
    PERFORM 1 FROM card_user_stats WHERE user_id = ANY (user_ids) ORDER BY user_id FOR UPDATE;
  END IF;
  INSERT INTO card_due_buckets AS b (user_id, bucket, cards)
  SELECT * FROM unnest(user_ids, buckets, deltas) ORDER BY 1, 2
  ON CONFLICT (user_id, bucket) DO UPDATE SET cards = b.cards + excluded.cards;
  IF EXISTS (SELECT FROM unnest(deltas) AS d(delta) WHERE delta < 0) THEN
    DELETE FROM card_due_buckets b USING unnest(user_ids, buckets) AS d(user_id, bucket)
    WHERE b.user_id = d.user_id AND b.bucket = d.bucket AND b.cards = 0;
  END IF;
END $$;

-- Inserts and deletes are counted per statement, so a bulk insert, import or cascade delete pays one
-- grouped upsert, not one per card. (A transition table exists only for the events that have it.)
CREATE FUNCTION cards_count_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  user_ids uuid[];
  buckets timestamptz[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(bucket), array_agg(delta) INTO user_ids, buckets, deltas
    FROM (SELECT user_id, card_due_bucket(due_at) AS bucket, count(*)::integer AS delta FROM new_rows GROUP BY 1, 2) c;
  ELSE
    SELECT array_agg(user_id), array_agg(bucket), array_agg(delta) INTO user_ids, buckets, deltas
    FROM (SELECT user_id, card_due_bucket(due_at) AS bucket, -count(*)::integer AS delta FROM old_rows GROUP BY 1, 2) c;
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM card_counts_apply(user_ids, buckets, deltas, true);
  END IF;
  RETURN NULL;
END $$;

-- A rating moves one card: per row, which costs a third of a statement trigger's transition tables
-- (measured on PGlite), and the WHEN clause skips edits that keep the due bucket without calling any function.
CREATE FUNCTION cards_count_move() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM card_counts_apply(
    ARRAY[OLD.user_id, NEW.user_id],
    ARRAY[card_due_bucket(OLD.due_at), card_due_bucket(NEW.due_at)],
    ARRAY[-1, 1],
    OLD.user_id <> NEW.user_id
  );
  RETURN NULL;
END $$;

CREATE FUNCTION card_reviews_count_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO card_user_stats AS s (user_id, reviews, quality_sum)
    SELECT user_id, count(*), sum(quality) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET reviews = s.reviews + excluded.reviews, quality_sum = s.quality_sum + excluded.quality_sum;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO card_user_stats AS s (user_id, reviews, quality_sum)
    SELECT user_id, -count(*), -sum(quality) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET reviews = s.reviews + excluded.reviews, quality_sum = s.quality_sum + excluded.quality_sum;
  ELSE
    INSERT INTO card_user_stats AS s (user_id, reviews, quality_sum)
    SELECT user_id, sum(delta), sum(delta * quality) FROM (
      SELECT user_id, quality, 1 AS delta FROM new_rows UNION ALL SELECT user_id, quality, -1 FROM old_rows
    ) moves
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET reviews = s.reviews + excluded.reviews, quality_sum = s.quality_sum + excluded.quality_sum;
  END IF;
  DELETE FROM card_user_stats WHERE cards = 0 AND reviews = 0 AND user_id IN (SELECT user_id FROM old_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER cards_count_inserts AFTER INSERT ON cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cards_count_changes();
CREATE TRIGGER cards_count_moves AFTER UPDATE OF due_at, user_id ON cards FOR EACH ROW
  WHEN (OLD.user_id <> NEW.user_id OR card_due_bucket(OLD.due_at) <> card_due_bucket(NEW.due_at))
  EXECUTE FUNCTION cards_count_move();
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
