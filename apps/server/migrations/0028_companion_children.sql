-- A profile per child (issue 39): a parent adds each child with a first name or nickname and an age band, and each
-- conversation belongs to the child who talked, so history, summaries, flags and alerts are per child.
CREATE TABLE companion_children (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  age_band text NOT NULL CHECK (age_band IN ('4-6', '7-9', '10-12')),
  interests text NOT NULL DEFAULT '',
  personality text NOT NULL DEFAULT '',
  parent_goal text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX companion_children_user_idx ON companion_children (user_id, created_at);

-- Deleting a child deletes their conversations; their messages and alerts go with them by cascade.
ALTER TABLE companion_sessions ADD COLUMN child_id uuid REFERENCES companion_children(id) ON DELETE CASCADE;
CREATE INDEX companion_sessions_child_idx ON companion_sessions (child_id, created_at DESC);

-- The one profile an account had becomes its first child; a blank name becomes 'My child' for the parent to
-- rename, and the exact age its band (no age: 7–9, the middle). Every earlier conversation of that account was
-- answered with that profile, so it is that child's. Accounts that never filled the profile keep their
-- conversations without a child, listed as before profiles.
INSERT INTO companion_children (id, user_id, name, age_band, interests, personality, parent_goal, created_at)
SELECT gen_random_uuid(), user_id,
  CASE WHEN btrim(name) = '' THEN 'My child' ELSE left(btrim(name), 40) END,
  CASE WHEN age IS NULL THEN '7-9' WHEN age <= 6 THEN '4-6' WHEN age <= 9 THEN '7-9' ELSE '10-12' END,
  interests, personality, parent_goal,
  (extract(epoch FROM updated_at) * 1000)::bigint
FROM companion_child_profiles
WHERE btrim(name) <> '' OR age IS NOT NULL OR btrim(interests) <> '' OR btrim(personality) <> ''
  OR btrim(parent_goal) <> '';

UPDATE companion_sessions s SET child_id = c.id FROM companion_children c WHERE c.user_id = s.user_id;

DROP TABLE companion_child_profiles;
