-- A rating moves one card from one due bucket to another; the general card_counts_apply (arrays, unnest,
-- grouping) cost about 1.2 ms of PGlite's thread per rating, most of a rating's database time (decision 100).
-- The same-user move now touches just its two bucket rows, in the lock order of decision 070: the user's
-- stats row first, then the bucket rows in key order. A card changing owner still takes the general path.
CREATE OR REPLACE FUNCTION cards_count_move() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  old_bucket timestamptz := card_due_bucket(OLD.due_at);
  new_bucket timestamptz := card_due_bucket(NEW.due_at);
BEGIN
  IF OLD.user_id <> NEW.user_id THEN
    PERFORM card_counts_apply(ARRAY[OLD.user_id, NEW.user_id], ARRAY[old_bucket, new_bucket], ARRAY[-1, 1], true);
    RETURN NULL;
  END IF;
  PERFORM 1 FROM card_user_stats WHERE user_id = NEW.user_id FOR UPDATE;
  IF new_bucket < old_bucket THEN
    INSERT INTO card_due_buckets AS b (user_id, bucket, cards) VALUES (NEW.user_id, new_bucket, 1)
    ON CONFLICT (user_id, bucket) DO UPDATE SET cards = b.cards + 1;
  END IF;
  UPDATE card_due_buckets SET cards = cards - 1 WHERE user_id = OLD.user_id AND bucket = old_bucket AND cards > 1;
  IF NOT FOUND THEN
    DELETE FROM card_due_buckets WHERE user_id = OLD.user_id AND bucket = old_bucket;
  END IF;
  IF new_bucket > old_bucket THEN
    INSERT INTO card_due_buckets AS b (user_id, bucket, cards) VALUES (NEW.user_id, new_bucket, 1)
    ON CONFLICT (user_id, bucket) DO UPDATE SET cards = b.cards + 1;
  END IF;
  RETURN NULL;
END $$;
