CREATE TABLE decks (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX decks_user_name_idx ON decks (user_id, lower(name));

CREATE TABLE cards (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deck_id bigint REFERENCES decks(id) ON DELETE SET NULL,
  question text NOT NULL,
  answer text NOT NULL,
  due_at timestamptz NOT NULL DEFAULT now(),
  scheduler_state jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Next due card, due-today and total counts (index-only), and the newest-first list.
CREATE INDEX cards_user_due_idx ON cards (user_id, due_at, id);
CREATE INDEX cards_user_deck_due_idx ON cards (user_id, deck_id, due_at, id);
CREATE INDEX cards_user_id_idx ON cards (user_id, id DESC);

CREATE TABLE card_reviews (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_id bigint NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
  reviewed_at timestamptz NOT NULL DEFAULT now(),
  quality smallint NOT NULL CHECK (quality BETWEEN 0 AND 5),
  engine text NOT NULL,
  due_before timestamptz NOT NULL,
  due_after timestamptz NOT NULL,
  state_before jsonb NOT NULL,
  state_after jsonb NOT NULL
);
-- Undo (latest review), analytics by day and the average quality (index-only).
CREATE INDEX card_reviews_user_idx ON card_reviews (user_id, id DESC) INCLUDE (quality, reviewed_at);
CREATE INDEX card_reviews_card_idx ON card_reviews (card_id, id);
