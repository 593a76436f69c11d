CREATE TABLE lesson_progress (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id text NOT NULL,
  completed boolean NOT NULL DEFAULT false,
  position_ms integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);

CREATE TABLE lesson_chat_messages (
  seq bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id text NOT NULL,
  sentence text NOT NULL,
  message_id text NOT NULL,
  sender text NOT NULL CHECK (sender IN ('user', 'assistant')),
  content text NOT NULL,
  created_ms bigint NOT NULL,
  UNIQUE (user_id, lesson_id, message_id)
);
CREATE INDEX lesson_chat_messages_user_lesson_idx ON lesson_chat_messages (user_id, lesson_id, seq);
