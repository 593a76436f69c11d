-- Work the browser did offline reaches the server in batches (decision 114). Each operation carries a uuid the
-- browser made; the id is kept here once applied, so a batch sent again (its answer lost, a second tab) changes
-- nothing. Kept after an undo too: undoing a synced rating must not let a late copy of the batch bring it back.
CREATE TABLE sync_operations (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id uuid NOT NULL,
  kind text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_id)
);

-- A synced rating keeps its client id: two ratings of one card made at the same millisecond on two devices are
-- ordered by it, so the replay in review-time order has one answer whichever batch arrives first.
ALTER TABLE card_reviews ADD COLUMN client_id uuid;
