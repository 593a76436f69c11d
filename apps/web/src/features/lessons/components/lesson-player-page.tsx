import { lessonMessages } from '@kurio/shared/lesson-messages';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useAppStore } from '../../../stores/app-store';
import { useLesson } from '../api/get-lesson';
import { ArrowLeftIcon } from './icons';
import { LessonPlayer } from './lesson-player';
import { LoadError } from './load-error';

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" py={80} px="md" gap="md">
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      {children}
      <Group>
        <Button component={Link} to={paths.lessons} variant="light" leftSection={<ArrowLeftIcon size={16} />}>
          All lessons
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Where a visitor stopped, read without subscribing: the player reads it once as it opens, and the saved position
 * changes with every seek and pause, which would redraw the whole player inside the learner's click.
 */
const visitorPositionMs = (lessonId: string) => useAppStore.getState().lessonProgress[lessonId]?.positionMs ?? 0;

/** docs/product.md §2 lesson player route: not found, not ready, or the player. */
export function LessonPlayerPage() {
  const { id = '' } = useParams();
  const {
    user: { id: userId },
    signedIn,
  } = useSignedInUser();
  const query = useLesson(id, userId, true);
  usePageTitle(query.data?.title ?? 'Lesson');

  // The player with its transcript is a large tree: when the lesson arrives it renders in the background, in
  // steps React can interleave with input, not in the one task that delivers the answer.
  const lesson = useDeferredValue(query.data);

  if (query.isPending) return <PageLoader label="Loading the lesson…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (missing) return <Message title={lessonMessages.notFound} />;
    return (
      <LoadError title="Could not load the lesson" message={query.error.message} onRetry={() => query.refetch()} />
    );
  }
  if (!lesson) return <PageLoader label="Loading the lesson…" />;
  if (!lesson.audioUrl || lesson.transcript.length === 0) {
    return (
      <Message title={lessonMessages.notReady}>
        <Group gap="xs">
          <ActionIcon component={Link} to={paths.home} variant="subtle" color="gray.8" aria-label="Back to home">
            <ArrowLeftIcon size={18} />
          </ActionIcon>
          <Text fw={600}>{lesson.title}</Text>
        </Group>
        <Text c="gray.7" ta="center">
          The narration for this lesson is still being recorded.
        </Text>
      </Message>
    );
  }
  return (
    <LessonPlayer
      key={`${lesson.id}:${userId}`}
      lesson={lesson}
      startAtMs={signedIn ? lesson.progress.positionMs : visitorPositionMs(lesson.id)}
    />
  );
}
