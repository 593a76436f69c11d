-- A book with no row is "available"; a row records that the learner started it.
CREATE TABLE quest_books (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('inProgress', 'active', 'completed')),
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, book_id),
  CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);
-- docs/product.md §4: at most one active book per learner, whatever two tabs do at once.
CREATE UNIQUE INDEX quest_books_one_active_idx ON quest_books (user_id) WHERE status = 'active';

-- A row means the episode is completed; un-ticking deletes it.
CREATE TABLE quest_episodes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id text NOT NULL,
  episode_id text NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, book_id, episode_id)
);
CREATE INDEX quest_episodes_user_completed_idx ON quest_episodes (user_id, completed_at);
