-- Image occlusion notes (decision 164): a fourth card type. The note (its image and areas) is kept in `question`
-- as JSON, so the review loop's functions (migration 0025) read it unchanged; only the type's check widens.
ALTER TABLE cards DROP CONSTRAINT cards_card_type_check;
ALTER TABLE cards ADD CONSTRAINT cards_card_type_check
  CHECK (card_type IN ('basic', 'reversed', 'cloze', 'occlusion'));
