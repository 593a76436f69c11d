-- How long each review took to answer (docs/decisions/159): from the card shown to the rating, capped at 60 s as
-- Anki caps it; NULL for reviews logged before the client sent it.
ALTER TABLE card_reviews ADD COLUMN answer_ms integer CHECK (answer_ms BETWEEN 0 AND 60000);

-- card_rate (migration 0025) logs the answer time with the rest of the review.
DROP FUNCTION card_rate(uuid, bigint, xid, timestamptz, smallint, text, timestamptz, timestamptz, jsonb, jsonb,
                        timestamptz);
CREATE FUNCTION card_rate(p_user uuid, p_id bigint, p_version xid, p_reviewed_at timestamptz, p_quality smallint,
                          p_engine text, p_due_before timestamptz, p_due_after timestamptz, p_state_before jsonb,
                          p_state_after jsonb, p_bury_until timestamptz, p_answer_ms integer)
  RETURNS bigint
  LANGUAGE plpgsql AS $$
DECLARE
  review_id bigint;
BEGIN
  WITH rescheduled AS (
    UPDATE cards SET due_at = p_due_after, scheduler_state = p_state_after, buried_until = NULL
    WHERE id = p_id AND user_id = p_user AND xmin = p_version
    RETURNING cards.id
  )
  INSERT INTO card_reviews
    (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after, answer_ms)
  SELECT p_user, rescheduled.id, p_reviewed_at, p_quality, p_engine, p_due_before, p_due_after, p_state_before,
         p_state_after, p_answer_ms
  FROM rescheduled
  RETURNING card_reviews.id INTO review_id;
  IF review_id IS NOT NULL AND p_bury_until IS NOT NULL THEN
    UPDATE cards s SET buried_until = p_bury_until
    FROM cards c
    WHERE c.id = p_id AND s.note_id = c.note_id AND s.id <> p_id AND s.user_id = p_user;
  END IF;
  RETURN review_id;
END $$;
