import { Button, Group, Kbd, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useDecks } from '../../api/decks';
import { ReadAloudButton } from '../../components/read-aloud-button';
import {
  answerLearn,
  isLearnAnswerRight,
  type LearnQuestion,
  type LearnSession,
  learnFinished,
  learnProgress,
  startLearn,
} from '../lib/learn-session';
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

function LearnSessionView({ cards }: { cards: StudyCard[] }) {
  const [session, setSession] = useState(() => startLearn(cards, randomFor(cards)));
  const [checked, setChecked] = useState<Checked | null>(null);
  const question = checked?.question ?? session.queue[0];
  const decks = useDecks();

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
    setChecked(null);
  };

  if (!question && learnFinished(session))
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <Title order={2} size="h3">
            {cards.length === 1 ? 'The card is learned' : `All ${cards.length} cards learned`}
          </Title>
          <Text>
            Every card was typed right once, in {session.round} {session.round === 1 ? 'round' : 'rounds'}.
          </Text>
          <Group justify="center">
            <Button variant="default" onClick={restart}>
              Learn again
            </Button>
            <Button component={Link} to={paths.review}>
              Review due cards
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  if (!question) return null;

  return (
    <Stack gap="md">
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

/** Learn (docs/product.md §2): multiple choice, then typing, round by round until every card is typed right. */
export function LearnPage() {
  return <StudyScreen title="Learn">{(set) => <LearnSessionView cards={set.cards} />}</StudyScreen>;
}
