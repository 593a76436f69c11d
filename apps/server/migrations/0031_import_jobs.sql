-- An Anki package import runs as a job the page polls (decision 157). The uploaded package waits in the job row
-- until the job ends; every row the job writes carries its id, so a cancelled, refused or failed job is undone by
-- deleting what carries it. Adding a nullable column without a default rewrites no table.
CREATE TABLE import_jobs (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('running', 'cancelling', 'done', 'refused', 'failed', 'cancelled')),
  stage text NOT NULL CHECK (stage IN ('reading', 'cards', 'reviews')),
  scheduling text NOT NULL CHECK (scheduling IN ('keep', 'reschedule', 'fresh')),
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  package bytea,
  message text,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_jobs_user_created ON import_jobs (user_id, created_at DESC);

ALTER TABLE cards ADD COLUMN import_job_id uuid REFERENCES import_jobs(id) ON DELETE SET NULL;
ALTER TABLE decks ADD COLUMN import_job_id uuid REFERENCES import_jobs(id) ON DELETE SET NULL;
ALTER TABLE card_media ADD COLUMN import_job_id uuid REFERENCES import_jobs(id) ON DELETE SET NULL;
-- Only a job's own undo looks rows up by it.
CREATE INDEX cards_import_job ON cards (import_job_id) WHERE import_job_id IS NOT NULL;
CREATE INDEX decks_import_job ON decks (import_job_id) WHERE import_job_id IS NOT NULL;
CREATE INDEX card_media_import_job ON card_media (import_job_id) WHERE import_job_id IS NOT NULL;
