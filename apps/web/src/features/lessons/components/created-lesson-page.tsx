import { createdLessonMessages } from '@kurio/shared/created-lessons';
import { Button, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useCreatedLesson } from '../api/get-created-lesson';
import { CreatedLessonPlayer } from './created-lesson-player';
import { ArrowLeftIcon } from './icons';
import { LoadError } from './load-error';

/** docs/product.md §2 created-lesson route: not found (or someone else's), or the speaking player. */
export function CreatedLessonPage() {
  const { id = '' } = useParams();
  const {
    user: { id: userId },
  } = useSignedInUser();
  const query = useCreatedLesson(id, userId);
  usePageTitle(query.data?.title ?? 'Lesson');

  if (query.isPending) return <PageLoader label="Loading the lesson…" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    if (!missing)
      return (
        <LoadError title="Could not load the lesson" message={query.error.message} onRetry={() => query.refetch()} />
      );
    return (
      <Stack align="center" py={80} px="md" gap="md">
        <Title order={1} size="h2" ta="center">
          {createdLessonMessages.notFound}
        </Title>
        <Button component={Link} to={paths.lessonCreator} variant="light" leftSection={<ArrowLeftIcon size={16} />}>
          Your lessons
        </Button>
      </Stack>
    );
  }
  return <CreatedLessonPlayer key={`${query.data.id}:${userId}`} lesson={query.data} />;
}
