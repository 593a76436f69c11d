import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useSignedInUser } from '../../../../sign-in/use-signed-in-user';
import { reviewDeckId } from '../../lib/review-deck';
import { type StudySet, useStudyCards } from '../api/study-cards';
import { OcclusionLeftOut } from './occlusion-left-out';

interface Props {
  title: string;
  /** The mode's session, drawn once the cards are here; `deckId` is undefined for the whole collection. */
  children: (set: StudySet, deckId: number | undefined) => ReactNode;
}

/** A study mode's page (`?deckId=3`, or the whole collection): its heading, and the cards' loading, error and empty states. */
export function StudyScreen({ title, children }: Props) {
  usePageTitle(title);
  const deckId = reviewDeckId(useSearchParams()[0]);
  const userId = useSignedInUser().user.id;
  const study = useStudyCards(userId, deckId);
  const scope = deckId === undefined ? 'All cards' : (study.data?.deckName ?? 'One deck');

  return (
    <Stack maw={720} mx="auto" gap="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{scope}</Text>
      </div>
      <Text size="sm">Practice only: answers here do not count as reviews and do not change when cards are due.</Text>
      {study.data && <OcclusionLeftOut count={study.data.occlusionLeftOut} deckId={deckId} />}
      {study.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading your cards" />
        </Center>
      ) : study.isError ? (
        <Alert color="red" variant="light" title="Your cards could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{study.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void study.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : study.data.cards.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" ta="center">
            <Title order={2} size="h3">
              No cards to study yet
            </Title>
            <Text>
              {study.data.occlusionLeftOut > 0
                ? 'Only image occlusion cards are here. Make or import cards with a written answer to study them here.'
                : 'Generate or import some cards, then come back to study them.'}
            </Text>
            <Group justify="center">
              <Button component={Link} to={paths.cards} variant="default">
                My cards
              </Button>
              <Button component={Link} to={paths.generate}>
                Generate cards
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        children(study.data, deckId)
      )}
    </Stack>
  );
}
