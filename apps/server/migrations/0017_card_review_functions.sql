-- The review loop's statements (next card, the card's version, the rating) as PL/pgSQL functions, because
-- PL/pgSQL keeps each statement's plan for the connection's life while PGlite's query API parses and plans
-- every statement it is sent (decision 124). The functions hold no rules: the scheduler runs in the app.

-- The most overdue card of the scope, or when none is due, one row with only the next due time (id NULL), or
-- no row when the scope has no cards. p_deck NULL means every deck; p_exclude NULL skips nothing.
-- Each scope has its own statements rather than one with `p_deck IS NULL OR …`: a kept plan serves every call,
-- and only a statement that always names the deck can use the (user, deck, due) index.
CREATE FUNCTION card_next(p_user uuid, p_deck bigint, p_exclude bigint, p_now timestamptz)
  RETURNS TABLE (id bigint, question text, answer text, deck_id bigint, deck_name text, due_at timestamptz,
                 created_at timestamptz)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  skip bigint := coalesce(p_exclude, 0);
BEGIN
  IF p_deck IS NULL THEN
    RETURN QUERY
      SELECT c.id, c.question, c.answer, c.deck_id, d.name, c.due_at, c.created_at
      FROM cards c LEFT JOIN decks d ON d.id = c.deck_id
      WHERE c.user_id = p_user AND c.due_at <= p_now AND c.id <> skip
      ORDER BY c.due_at, c.id LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY
        SELECT NULL::bigint, NULL, NULL, NULL::bigint, NULL, c.due_at, NULL::timestamptz
        FROM cards c WHERE c.user_id = p_user AND c.due_at > p_now AND c.id <> skip
        ORDER BY c.due_at LIMIT 1;
    END IF;
  ELSE
    RETURN QUERY
      SELECT c.id, c.question, c.answer, c.deck_id, d.name, c.due_at, c.created_at
      FROM cards c LEFT JOIN decks d ON d.id = c.deck_id
      WHERE c.user_id = p_user AND c.deck_id = p_deck AND c.due_at <= p_now AND c.id <> skip
      ORDER BY c.due_at, c.id LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY
        SELECT NULL::bigint, NULL, NULL, NULL::bigint, NULL, c.due_at, NULL::timestamptz
        FROM cards c WHERE c.user_id = p_user AND c.deck_id = p_deck AND c.due_at > p_now AND c.id <> skip
        ORDER BY c.due_at LIMIT 1;
    END IF;
  END IF;
END $$;

-- The card's schedule and row version (xmin), which the rating below must still find.
CREATE FUNCTION card_version(p_user uuid, p_id bigint)
  RETURNS TABLE (due_at timestamptz, scheduler_state jsonb, version text)
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT c.due_at, c.scheduler_state, c.xmin::text FROM cards c WHERE c.id = p_id AND c.user_id = p_user;
END $$;

-- Reschedules the card and logs the review, only while the card is still the version that was read. Answers
-- the review's id, or NULL when the card changed in between.
CREATE FUNCTION card_rate(p_user uuid, p_id bigint, p_version xid, p_reviewed_at timestamptz, p_quality smallint,
                          p_engine text, p_due_before timestamptz, p_due_after timestamptz, p_state_before jsonb,
                          p_state_after jsonb)
  RETURNS bigint
  LANGUAGE plpgsql AS $$
DECLARE
  review_id bigint;
BEGIN
  WITH rescheduled AS (
    UPDATE cards SET due_at = p_due_after, scheduler_state = p_state_after
    WHERE id = p_id AND user_id = p_user AND xmin = p_version
    RETURNING cards.id
  )
  INSERT INTO card_reviews
    (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
  SELECT p_user, rescheduled.id, p_reviewed_at, p_quality, p_engine, p_due_before, p_due_after, p_state_before,
         p_state_after
  FROM rescheduled
  RETURNING card_reviews.id INTO review_id;
  RETURN review_id;
END $$;
