-- Each learner's FSRS settings (docs/decisions/136): the retention they chose, and what the optimizer last
-- trained on their own review log, with both parameter sets' figures on their held-out reviews. Trained
-- parameters schedule only when in_use (they predicted the held-out reviews better than the defaults).
CREATE TABLE fsrs_learner_parameters (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  desired_retention double precision NOT NULL DEFAULT 0.9 CHECK (desired_retention BETWEEN 0.7 AND 0.97),
  parameters jsonb,
  trained_at timestamptz,
  trained_on_reviews integer NOT NULL DEFAULT 0,
  log_loss_default double precision,
  rmse_default double precision,
  log_loss_trained double precision,
  rmse_trained double precision,
  in_use boolean NOT NULL DEFAULT false
);
