-- Images kept from imported Anki packages (docs/decisions/116), served only to their owner at
-- /api/card/media/<id>; the card's Markdown links to that path. Deleted with the account.
CREATE TABLE card_media (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  size_bytes integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_media_user_idx ON card_media (user_id);
