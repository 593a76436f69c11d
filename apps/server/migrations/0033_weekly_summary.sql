-- The weekly summary a parent may switch on (decision 161) goes through the parent-alert outbox of decision 145: a
-- summary is a row naming the week it covers instead of a conversation and category, so the same poller sends it
-- with the same retries and shows the same failures. One row per account and week means a week's summary is never
-- queued twice, whatever restarts or other servers do.
ALTER TABLE parent_alerts
  ALTER COLUMN session_id DROP NOT NULL,
  ALTER COLUMN category DROP NOT NULL,
  ADD COLUMN week_start bigint,
  ADD CONSTRAINT parent_alerts_flag_or_summary CHECK (
    (session_id IS NOT NULL AND category IS NOT NULL AND week_start IS NULL)
    OR (session_id IS NULL AND category IS NULL AND week_start IS NOT NULL)
  );
CREATE UNIQUE INDEX parent_alerts_week_idx ON parent_alerts (user_id, week_start) WHERE week_start IS NOT NULL;
-- When the next summary falls due (the end of the parent's week; null while switched off), and the zone that week is
-- in: the parent's browser's when they switched it on.
ALTER TABLE parent_settings
  ADD COLUMN weekly_summary_due_at bigint,
  ADD COLUMN weekly_summary_time_zone text NOT NULL DEFAULT 'UTC';
CREATE INDEX parent_settings_summary_due_idx ON parent_settings (weekly_summary_due_at)
  WHERE weekly_summary_due_at IS NOT NULL;
