import { Button, Group, Kbd, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useSignedInUser } from '../../../../sign-in/use-signed-in-user';
import { useDecks } from '../../api/decks';
import { ReadAloudButton } from '../../components/read-aloud-button';
import { useSavedLearn } from '../hooks/use-saved-learn';
import {
  answerLearn,
  isLearnAnswerRight,
  type LearnQuestion,
  type LearnSession,
  learnFinished,
  learnProgress,
  startLearn,
} from '../lib/learn-session';
import { resumeLearn } from '../lib/resume-learn';
import { randomFor, type StudyCard } from '../lib/study-card';
import { ChoiceOptions } from './choice-options';
import { StudyFeedback } from './study-feedback';
import { StudyScreen } from './study-screen';
import { TypedAnswer } from './typed-answer';

/** The learner's answer to the question on screen, once checked. */
interface Checked {
  question: LearnQuestion;
  answer: number | string;
  right: boolean;
}

function LearnProgress({ session }: { session: LearnSession }) {
  const { total, chosen, learned } = learnProgress(session);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Round {session.round}
        </Text>
        <Text size="sm">
          {learned} of {total} learned · {chosen} chosen right
        </Text>
      </Group>
      <Progress value={(learned / total) * 100} aria-label={`${learned} of ${total} cards learned`} />
    </Stack>
  );
}

/** Says a session was picked up where it was left; starting a new one is the learner's choice (decision 162). */
function ResumedNote({ onRestart }: { onRestart: () => void }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">Picked up where you left off.</Text>
      <Button size="xs" variant="default" onClick={onRestart}>
        Start over
      </Button>
    </Group>
  );
}

function LearnDone({ session, onRestart }: { session: LearnSession; onRestart: () => void }) {
  const count = session.cards.length;
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          {count === 1 ? 'The card is learned' : `All ${count} cards learned`}
        </Title>
        <Text>
          Every card was typed right once, in {session.round} {session.round === 1 ? 'round' : 'rounds'}.
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={onRestart}>
            Learn again
          </Button>
          <Button component={Link} to={paths.review}>
            Review due cards
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface SessionProps {
  cards: StudyCard[];
  /** The session this device kept for the scope, resumed instead of a new one. */
  saved: LearnSession | null;
  /** Keeps each step on the device; absent while the kept session is still being read, so nothing overwrites it. */
  keep?: (session: LearnSession) => void;
}

function LearnSessionView({ cards, saved, keep }: SessionProps) {
  const [session, setSession] = useState(() => saved ?? startLearn(cards, randomFor(cards)));
  const [resumed, setResumed] = useState(saved !== null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const question = checked?.question ?? session.queue[0];
  const decks = useDecks();
  useEffect(() => keep?.(session), [keep, session]);

  const check = useCallback(
    (answer: number | string) => {
      const current = session.queue[0];
      if (!current || checked) return;
      setChecked({ question: current, answer, right: isLearnAnswerRight(current, answer) });
    },
    [session, checked],
  );
  const next = () => {
    if (!checked) return;
    setSession(answerLearn(session, checked.right, Math.random));
    setChecked(null);
  };
  const restart = () => {
    setSession(startLearn(cards, Math.random));
    setResumed(false);
    setChecked(null);
  };

  if (!question && learnFinished(session)) return <LearnDone session={session} onRestart={restart} />;
  if (!question) return null;

  return (
    <Stack gap="md">
      {resumed && <ResumedNote onRestart={restart} />}
      <LearnProgress session={session} />
      <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="learn-question">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {question.kind === 'choose' ? 'Choose the answer' : 'Type the answer'}
          </Text>
          <Title order={2} size="h3" id="learn-question" style={{ overflowWrap: 'anywhere' }}>
            {question.card.question}
          </Title>
          <ReadAloudButton
            deck={decks.data?.decks.find((deck) => deck.id === question.card.deckId)}
            text={checked ? question.card.answer : question.card.question}
          />
          {question.kind === 'choose' ? (
            <ChoiceOptions
              key={`${session.round}-${question.card.id}`}
              label="Answers"
              options={question.choice.options}
              picked={checked ? (checked.answer as number) : undefined}
              rightIndex={checked ? question.choice.answerIndex : undefined}
              onPick={check}
            />
          ) : checked ? null : (
            <TypedAnswer key={`${session.round}-${question.card.id}`} onCheck={check} />
          )}
          {checked ? (
            <StudyFeedback
              right={checked.right}
              typed={question.kind === 'type' ? String(checked.answer) : undefined}
              answer={question.card.answer}
              onContinue={next}
            />
          ) : (
            question.kind === 'choose' && (
              <Text size="xs" c="dimmed">
                Press <Kbd>1</Kbd>–<Kbd>{question.choice.options.length}</Kbd> to choose.
              </Text>
            )
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * A new session at once (in the server's render too, drawn the same in the browser), which the session this device
 * kept for the scope replaces once it is read, brought up to the current cards (decision 168).
 */
function SavedLearnSession({ cards, deckId }: { cards: StudyCard[]; deckId: number | undefined }) {
  const { saved, keep } = useSavedLearn(useSignedInUser().user.id, deckId);
  // The kept session asks the cards as they are now: edited ones in their new version, deleted ones not at all.
  const kept = useMemo(() => (saved.data ? resumeLearn(saved.data, cards, Math.random) : null), [saved.data, cards]);
  return (
    <LearnSessionView
      key={kept ? 'kept' : 'new'}
      cards={cards}
      saved={kept}
      keep={saved.isPending ? undefined : keep}
    />
  );
}

/**
 * Learn (docs/product.md §2): multiple choice, then typing, round by round until every card is typed right; a
 * session in progress survives a reload.
 */
export function LearnPage() {
  return (
    <StudyScreen title="Learn">{(set, deckId) => <SavedLearnSession cards={set.cards} deckId={deckId} />}</StudyScreen>
  );
}
