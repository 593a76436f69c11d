-- Kids voice companion: parent-made characters, text-only conversation transcripts, the waitlist.
CREATE TABLE companion_characters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  system_prompt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companion_characters_user_idx ON companion_characters (user_id, created_at);

CREATE TABLE companion_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assistant_id text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX companion_sessions_user_idx ON companion_sessions (user_id, created_at DESC);

-- Text only: the companion never stores audio (docs/architecture.md §5).
CREATE TABLE companion_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES companion_sessions(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  sent_at bigint NOT NULL,
  flagged boolean NOT NULL DEFAULT false,
  flag_reason text
);
CREATE INDEX companion_messages_session_idx ON companion_messages (session_id, sent_at);

CREATE TABLE waitlist_entries (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What a parent chooses to tell the characters about their child (every field optional).
CREATE TABLE companion_child_profiles (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  age integer,
  interests text NOT NULL DEFAULT '',
  personality text NOT NULL DEFAULT '',
  parent_goal text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
