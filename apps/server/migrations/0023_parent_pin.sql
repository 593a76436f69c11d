-- The parent PIN in front of the grown-up screens (decision 147): argon2id like a password, and the count of wrong
-- tries in a row, so five lock it for 15 minutes whatever the browser does.
CREATE TABLE parent_pins (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  pin_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until bigint
);
