import { Button, Group, Kbd, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useEnterKey } from '../hooks/use-enter-key';
import { buildPracticeTest, type TestAnswer, type TestQuestion, testSizes } from '../lib/practice-test';
import type { StudyCard } from '../lib/study-card';
import { ChoiceOptions } from './choice-options';
import { StudyScreen } from './study-screen';
import { TestScoreView } from './test-score';
import { TypedAnswer } from './typed-answer';

function TestSetup({ cardCount, onStart }: { cardCount: number; onStart: (count: number) => void }) {
  const sizes = [...testSizes.filter((n) => n < cardCount), cardCount];
  const [count, setCount] = useState(Math.min(10, cardCount));
  return (
    <Paper withBorder radius="lg" p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onStart(count);
        }}
      >
        <Stack gap="md" align="flex-start">
          <Text>Multiple choice, true or false and typed questions, scored at the end.</Text>
          <NativeSelect
            label="Number of questions"
            value={String(count)}
            onChange={(event) => setCount(Number(event.currentTarget.value))}
            data={sizes.map((n) => ({ value: String(n), label: n === cardCount ? `${n} (all cards)` : String(n) }))}
          />
          <Button type="submit">Start the test</Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** One question; a choice or true/false is picked and then confirmed with Next (or Enter), typed is checked on Enter. */
function TestQuestionView({ question, onAnswer }: { question: TestQuestion; onAnswer: (answer: TestAnswer) => void }) {
  const [picked, setPicked] = useState<number>();
  const confirm = useCallback(() => {
    if (picked === undefined) return;
    onAnswer(question.kind === 'trueFalse' ? picked === 0 : picked);
  }, [picked, question.kind, onAnswer]);
  useEnterKey(confirm);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {question.kind === 'choose'
          ? 'Choose the answer'
          : question.kind === 'trueFalse'
            ? 'True or false?'
            : 'Type the answer'}
      </Text>
      <Title order={2} size="h3" id="test-question" style={{ overflowWrap: 'anywhere' }}>
        {question.card.question}
      </Title>
      {question.kind === 'trueFalse' && (
        <Text style={{ overflowWrap: 'anywhere' }}>
          Answer: <b>{question.shown}</b>
        </Text>
      )}
      {question.kind === 'type' ? (
        <TypedAnswer onCheck={onAnswer} />
      ) : (
        <>
          <ChoiceOptions
            label={question.kind === 'trueFalse' ? 'True or false' : 'Answers'}
            options={question.kind === 'trueFalse' ? ['True', 'False'] : question.choice.options}
            picked={picked}
            onPick={setPicked}
          />
          <Group gap="sm">
            <Button onClick={confirm} disabled={picked === undefined}>
              Next
            </Button>
            <Text size="xs" c="dimmed">
              Press <Kbd>1</Kbd>–<Kbd>{question.kind === 'trueFalse' ? 2 : question.choice.options.length}</Kbd> to
              choose, <Kbd>Enter</Kbd> to go on.
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}

function PracticeTest({ cards }: { cards: StudyCard[] }) {
  const [questions, setQuestions] = useState<TestQuestion[] | null>(null);
  const [answers, setAnswers] = useState<TestAnswer[]>([]);
  const start = (count: number) => {
    setQuestions(buildPracticeTest(cards, count, Math.random));
    setAnswers([]);
  };
  if (!questions) return <TestSetup cardCount={cards.length} onStart={start} />;
  const index = answers.length;
  const question = questions[index];
  if (!question) return <TestScoreView questions={questions} answers={answers} onAgain={() => setQuestions(null)} />;
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="test-question">
      <Stack gap="md">
        <Text size="sm" fw={600}>
          Question {index + 1} of {questions.length}
        </Text>
        <TestQuestionView
          key={index}
          question={question}
          onAnswer={(answer) => setAnswers((given) => [...given, answer])}
        />
      </Stack>
    </Paper>
  );
}

/** A practice test (docs/product.md §2): a chosen number of mixed questions, scored at the end. */
export function PracticeTestPage() {
  return <StudyScreen title="Practice test">{(set) => <PracticeTest cards={set.cards} />}</StudyScreen>;
}
