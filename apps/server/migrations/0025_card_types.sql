-- Card types (decision 150): a note makes one card or more, each a row of cards scheduled on its own. The rows of
-- one note (siblings) share note_id and hold the note's fields; ordinal says which card of the note a row is.
-- Every existing card becomes a basic note of its own.
ALTER TABLE cards
  ADD COLUMN note_id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN card_type text NOT NULL DEFAULT 'basic' CHECK (card_type IN ('basic', 'reversed', 'cloze')),
  ADD COLUMN ordinal smallint NOT NULL DEFAULT 1 CHECK (ordinal BETWEEN 1 AND 999),
  ADD COLUMN type_answer boolean NOT NULL DEFAULT false,
  -- A sibling reviewed today hides this card until the learner's next local day (siblings are buried).
  ADD COLUMN buried_until timestamptz;

CREATE UNIQUE INDEX cards_note_ordinal_idx ON cards (note_id, ordinal);
CREATE INDEX cards_user_buried_idx ON cards (user_id, buried_until) WHERE buried_until IS NOT NULL;

-- The review loop's functions (migration 0017) learn the card's type and skip buried cards. When nothing is due,
-- the next due time is the soonest of an unburied card's due time and a buried card's end of burial.
DROP FUNCTION card_next(uuid, bigint, bigint, timestamptz);
CREATE FUNCTION card_next(p_user uuid, p_deck bigint, p_exclude bigint, p_now timestamptz)
  RETURNS TABLE (id bigint, question text, answer text, card_type text, ordinal smallint, type_answer boolean,
                 note_id uuid, deck_id bigint, deck_name text, due_at timestamptz, created_at timestamptz)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  skip bigint := coalesce(p_exclude, 0);
BEGIN
  IF p_deck IS NULL THEN
    RETURN QUERY
      SELECT c.id, c.question, c.answer, c.card_type, c.ordinal, c.type_answer, c.note_id, c.deck_id, d.name,
             c.due_at, c.created_at
      FROM cards c LEFT JOIN decks d ON d.id = c.deck_id
      WHERE c.user_id = p_user AND c.due_at <= p_now AND c.id <> skip
        AND (c.buried_until IS NULL OR c.buried_until <= p_now)
      ORDER BY c.due_at, c.id LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY
        SELECT NULL::bigint, NULL, NULL, NULL, NULL::smallint, NULL::boolean, NULL::uuid, NULL::bigint, NULL,
               min(t.at), NULL::timestamptz
        FROM (
          (SELECT c.due_at AS at FROM cards c
           WHERE c.user_id = p_user AND c.due_at > p_now AND c.id <> skip AND c.buried_until IS NULL
           ORDER BY c.due_at LIMIT 1)
          UNION ALL
          SELECT min(greatest(c.due_at, c.buried_until)) FROM cards c
          WHERE c.user_id = p_user AND c.buried_until IS NOT NULL AND c.id <> skip
        ) t
        HAVING min(t.at) IS NOT NULL;
    END IF;
  ELSE
    RETURN QUERY
      SELECT c.id, c.question, c.answer, c.card_type, c.ordinal, c.type_answer, c.note_id, c.deck_id, d.name,
             c.due_at, c.created_at
      FROM cards c LEFT JOIN decks d ON d.id = c.deck_id
      WHERE c.user_id = p_user AND c.deck_id = p_deck AND c.due_at <= p_now AND c.id <> skip
        AND (c.buried_until IS NULL OR c.buried_until <= p_now)
      ORDER BY c.due_at, c.id LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY
        SELECT NULL::bigint, NULL, NULL, NULL, NULL::smallint, NULL::boolean, NULL::uuid, NULL::bigint, NULL,
               min(t.at), NULL::timestamptz
        FROM (
          (SELECT c.due_at AS at FROM cards c
           WHERE c.user_id = p_user AND c.deck_id = p_deck AND c.due_at > p_now AND c.id <> skip
             AND c.buried_until IS NULL
           ORDER BY c.due_at LIMIT 1)
          UNION ALL
          SELECT min(greatest(c.due_at, c.buried_until)) FROM cards c
          WHERE c.user_id = p_user AND c.deck_id = p_deck AND c.buried_until IS NOT NULL AND c.id <> skip
        ) t
        HAVING min(t.at) IS NOT NULL;
    END IF;
  END IF;
END $$;

-- A rating buries the card's siblings until p_bury_until (NULL for a note of one card) and unburies the card.
DROP FUNCTION card_rate(uuid, bigint, xid, timestamptz, smallint, text, timestamptz, timestamptz, jsonb, jsonb);
CREATE FUNCTION card_rate(p_user uuid, p_id bigint, p_version xid, p_reviewed_at timestamptz, p_quality smallint,
                          p_engine text, p_due_before timestamptz, p_due_after timestamptz, p_state_before jsonb,
                          p_state_after jsonb, p_bury_until timestamptz)
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
    (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
  SELECT p_user, rescheduled.id, p_reviewed_at, p_quality, p_engine, p_due_before, p_due_after, p_state_before,
         p_state_after
  FROM rescheduled
  RETURNING card_reviews.id INTO review_id;
  IF review_id IS NOT NULL AND p_bury_until IS NOT NULL THEN
    UPDATE cards s SET buried_until = p_bury_until
    FROM cards c
    WHERE c.id = p_id AND s.note_id = c.note_id AND s.id <> p_id AND s.user_id = p_user;
  END IF;
  RETURN review_id;
END $$;

-- The card's schedule, row version, and whether it has siblings to bury.
DROP FUNCTION card_version(uuid, bigint);
CREATE FUNCTION card_version(p_user uuid, p_id bigint)
  RETURNS TABLE (due_at timestamptz, scheduler_state jsonb, version text, card_type text)
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY SELECT c.due_at, c.scheduler_state, c.xmin::text, c.card_type
    FROM cards c WHERE c.id = p_id AND c.user_id = p_user;
END $$;
