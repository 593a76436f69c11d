-- Time limits and quiet hours per child, enforced by the server (issue 39). Minutes a day (null: no limit), up to
-- three quiet periods as [{"start":"19:30","end":"07:00"}] (one ending before it starts runs overnight), and the
-- time zone they are in: the parent's browser's when they saved them, so the child's device cannot move them.
ALTER TABLE companion_children
  ADD COLUMN daily_minutes integer CHECK (daily_minutes BETWEEN 5 AND 240),
  ADD COLUMN quiet_hours jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
