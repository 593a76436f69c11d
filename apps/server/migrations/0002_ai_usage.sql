-- Per-user AI usage counters: one row per user, kind of call and period (a UTC month or day).
CREATE TABLE ai_usage (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  period text NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (user_id, kind, period)
);
