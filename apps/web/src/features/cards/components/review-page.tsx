import { renderCard } from '@kurio/shared/card-render';
import { parseOcclusion } from '@kurio/shared/occlusion';
import { compareTypedAnswer } from '@kurio/shared/typed-answer';
import { Button, Center, Group, Kbd, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SyncStatus } from '../../../components/sync-status';
import { afterPaint } from '../../../lib/after-paint';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDecks } from '../api/decks';
import { useReviewKeys } from '../hooks/use-review-keys';
import { useReviewRun } from '../hooks/use-review-run';
import { reviewDeckId } from '../lib/review-deck';
import { OcclusionView } from '../occlusion/occlusion-view';
import { CardQuestion } from './card-question';
import { MarkdownAnswer } from './markdown-answer';
import { RatingButtons } from './rating-buttons';
import { ReadAloudButton } from './read-aloud-button';
import { ReviewEmptyState } from './review-empty-state';
import { AnswerDiff, TypedAnswerField } from './typed-answer';

/** docs/product.md §2 review: one card at a time, Show answer, six ratings; next card without a reload, with undo. */
export function ReviewPage() {
  usePageTitle('Review');
  const run = useReviewRun(reviewDeckId(useSearchParams()[0]));
  const { current, revealed, onShown } = run;
  useReviewKeys(run);
  const decks = useDecks();
  const answerRef = useRef<HTMLElement>(null);
  // The buttons keep one handler for the page's life, so a new card or a reveal does not redraw them.
  const rate = useRef(run.rate);
  useLayoutEffect(() => {
    rate.current = run.rate;
  });
  const onRate = useCallback((quality: number) => rate.current(quality), []);
  // What the learner typed, and for which card: a refreshed copy of the card on screen keeps it.
  const [typed, setTyped] = useState<{ cardId: number; text: string } | null>(null);
  useEffect(() => {
    if (current) onShown('card' in current);
  }, [current, onShown]);
  const card = current && 'card' in current ? current.card : undefined;
  const comparison = useMemo(
    () =>
      card && typed?.cardId === card.id
        ? compareTypedAnswer(typed.text, renderCard({ type: card.type, ...card.note }, card.ordinal).expected)
        : null,
    [card, typed],
  );
  const occlusion = useMemo(() => (card?.type === 'occlusion' ? parseOcclusion(card.note.question) : null), [card]);
  useEffect(() => {
    // Moving focus makes the browser lay the page out at once; after the answer's first paint it does not delay it.
    if (revealed) afterPaint().then(() => answerRef.current?.focus());
    // A card shown again (the next one, or the same after undo) asks for a new typed answer.
    else setTyped(null);
  }, [revealed]);

  return (
    <Stack maw={720} mx="auto" gap="md">
      <Group justify="space-between">
        <Title order={1}>Review</Title>
        {run.canUndo && (
          <Button variant="subtle" onClick={run.undo} disabled={run.busy}>
            Undo last rating
          </Button>
        )}
      </Group>
      <SyncStatus />
      {!current ? (
        <Center py="xl">
          <Loader aria-label="Loading the next card" />
        </Center>
      ) : !('card' in current) ? (
        <ReviewEmptyState dueIn={current.dueIn} dueAt={current.dueAt} onDue={run.reload} />
      ) : (
        <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="review-question">
          <Stack gap="md">
            <Text c="dimmed" fw={600} ff="monospace">
              #{current.card.id}
            </Text>
            <Title order={2} size="h3" id="review-question" style={{ overflowWrap: 'anywhere' }}>
              <CardQuestion>{current.card.question}</CardQuestion>
            </Title>
            {occlusion && <OcclusionView occlusion={occlusion} ordinal={current.card.ordinal} revealed={revealed} />}
            <ReadAloudButton
              deck={decks.data?.decks.find((deck) => deck.id === current.card.deckId)}
              text={revealed ? current.card.answer : current.card.question}
            />
            {revealed && comparison && <AnswerDiff comparison={comparison} />}
            {revealed && (
              <section ref={answerRef} tabIndex={-1} aria-label="Answer" style={{ outline: 'none' }}>
                <MarkdownAnswer>{current.card.answer}</MarkdownAnswer>
              </section>
            )}
            {/* Mounted once and shown on reveal: showing the answer then draws only the answer. */}
            <div hidden={!revealed}>
              <RatingButtons onRate={onRate} disabled={run.busy} />
              <Text size="xs" c="dimmed" mt="md">
                Press <Kbd>0</Kbd>–<Kbd>5</Kbd> to rate.
              </Text>
            </div>
            {!revealed && current.card.typeAnswer && (
              <TypedAnswerField
                key={current.card.id}
                onCheck={(text) => {
                  setTyped({ cardId: current.card.id, text });
                  run.reveal();
                }}
              />
            )}
            {!revealed && !current.card.typeAnswer && (
              <Group gap="sm">
                <Button onClick={run.reveal}>Show answer</Button>
                <Text size="xs" c="dimmed">
                  or press <Kbd>Space</Kbd>
                </Text>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
