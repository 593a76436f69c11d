-- Lessons the lesson assistant wrote for a learner (docs/product.md §2 "Your lessons"), saved only once the
-- whole lesson has been written, newest first per user.
CREATE TABLE created_lessons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  topic text NOT NULL,
  markdown text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX created_lessons_user_idx ON created_lessons (user_id, created_at DESC);
