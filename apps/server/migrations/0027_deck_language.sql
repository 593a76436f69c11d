-- Reading cards aloud (decision 153): the language a learner chose for a deck (null: the one detected from its
-- cards) and whether the review and Learn screens read the deck's cards aloud.
ALTER TABLE decks ADD COLUMN language text CHECK (language ~ '^[a-z]{2}$');
ALTER TABLE decks ADD COLUMN read_aloud boolean NOT NULL DEFAULT false;
