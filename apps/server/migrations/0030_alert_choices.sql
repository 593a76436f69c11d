-- Serious flags are always emailed (decision 145); the parent may choose to hear about the other categories too
-- (issue 39), through the same outbox.
ALTER TABLE parent_settings ADD COLUMN email_other_flags boolean NOT NULL DEFAULT false;
