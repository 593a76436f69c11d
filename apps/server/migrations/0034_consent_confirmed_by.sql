-- How the parent showed they were the account holder when they agreed (decision 146): the account password typed
-- again, or, for an account without a password, a fresh sign-in with Google. Null for consent recorded before.
ALTER TABLE parent_consents
  ADD COLUMN confirmed_by text CHECK (confirmed_by IN ('password', 'google'));
