import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { scoreTest, type TestAnswer, type TestQuestion } from '../lib/practice-test';

interface Props {
  questions: readonly TestQuestion[];
  answers: readonly TestAnswer[];
  onAgain: () => void;
}

/** The score, and each question answered wrong with the answer given and the right one. */
export function TestScoreView({ questions, answers, onAgain }: Props) {
  const score = scoreTest(questions, answers);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="test-score">
      <Stack gap="md">
        <Title order={2} size="h3" id="test-score">
          You scored {score.right} of {score.total} ({score.percent}%)
        </Title>
        <Text size="sm">This test did not change when your cards are due.</Text>
        {score.mistakes.length === 0 ? (
          <Text>No mistakes. Well done!</Text>
        ) : (
          <>
            <Title order={3} size="h4">
              What was wrong
            </Title>
            <List spacing="sm" listStyleType="none" aria-label="Wrong answers">
              {score.mistakes.map((mistake, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once scored.
                <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
                  <Text fw={600}>{mistake.question}</Text>
                  {mistake.shown !== undefined && <Text size="sm">Offered: {mistake.shown}</Text>}
                  <Text size="sm">Your answer: {mistake.given}</Text>
                  <Text size="sm">
                    Right answer: <b>{mistake.right}</b>
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group>
          <Button onClick={onAgain}>New test</Button>
          <Button component={Link} to={paths.review} variant="default">
            Review due cards
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
