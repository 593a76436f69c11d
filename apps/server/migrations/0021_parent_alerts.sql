-- Serious safety flags a parent is emailed about (decision 145). The table is the outbox: a flag inserts a row in
-- the child's request, the server's poller sends it later, so a slow or absent mail server never holds up the
-- child's reply and a restart loses nothing. Never the child's words: only the category and the conversation.
CREATE TABLE parent_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id uuid NOT NULL REFERENCES companion_sessions(id) ON DELETE CASCADE,
  category text NOT NULL,
  created_at bigint NOT NULL,
  -- The browser's zone when the child spoke, so the email gives the parent's local time.
  time_zone text NOT NULL DEFAULT 'UTC',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- A try claims the row by moving this forward, so a process that dies mid-send leaves it to be tried again.
  next_attempt_at bigint NOT NULL,
  last_error text,
  sent_at bigint,
  -- One email per conversation and category: a child repeating the same worry is one alert, not a flood.
  UNIQUE (session_id, category)
);
CREATE INDEX parent_alerts_due_idx ON parent_alerts (next_attempt_at) WHERE status = 'pending';
CREATE INDEX parent_alerts_user_idx ON parent_alerts (user_id, created_at DESC);
