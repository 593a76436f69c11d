-- A parent's agreement to the companion notice before their child talks (decision 146): which version of the
-- notice, when, and when it was withdrawn. Withdrawn and superseded rows stay as the record of what was agreed.
CREATE TABLE parent_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notice_version text NOT NULL,
  consented_at bigint NOT NULL,
  withdrawn_at bigint
);
-- At most one consent in force per account.
CREATE UNIQUE INDEX parent_consents_active_idx ON parent_consents (user_id) WHERE withdrawn_at IS NULL;
