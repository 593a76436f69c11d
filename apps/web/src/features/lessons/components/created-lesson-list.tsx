import type { CreatedLessonSummary } from '@kurio/shared/created-lessons';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LocalTime } from '../../../components/local-time';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format-date';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useDeleteCreatedLesson } from '../api/delete-created-lesson';
import { useCreatedLessons } from '../api/get-created-lessons';
import { failureMessage } from '../api/stream-lesson';
import { CloseIcon } from './icons';
import classes from './lesson-creator.module.css';

/** One saved lesson: its title opens it, with its date and topic, and a button to delete it. */
function SavedLesson({ lesson, onDelete }: { lesson: CreatedLessonSummary; onDelete: () => void }) {
  return (
    <li className={classes.savedItem}>
      <div className={classes.savedText}>
        <Anchor component={Link} to={paths.createdLesson(lesson.id)} fw={600}>
          {lesson.title}
        </Anchor>
        <Text size="xs" c="gray.7">
          <LocalTime value={lesson.createdAt} format={formatShortDate} /> · {lesson.topic}
        </Text>
      </div>
      <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={`Delete “${lesson.title}”`} onClick={onDelete}>
        <CloseIcon size={18} />
      </ActionIcon>
    </li>
  );
}

/** The saved lessons, or that they are loading, could not load (with Try again), or there are none yet. */
function SavedLessons({
  lessons,
  onDelete,
}: {
  lessons: ReturnType<typeof useCreatedLessons>;
  onDelete: (lesson: CreatedLessonSummary) => void;
}) {
  if (lessons.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="gray.7">
          Loading your lessons…
        </Text>
      </Group>
    );
  }
  if (lessons.isError) {
    return (
      <Alert color="red" title="Could not load your lessons">
        <Text size="sm" mb="xs">
          {failureMessage(lessons.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => lessons.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (lessons.data.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No saved lessons yet. Every lesson the assistant finishes is kept here, ready to listen to.
      </Text>
    );
  }
  return (
    <ul className={classes.savedList}>
      {lessons.data.map((lesson) => (
        <SavedLesson key={lesson.id} lesson={lesson} onDelete={() => onDelete(lesson)} />
      ))}
    </ul>
  );
}

/** docs/product.md §2 "Your lessons": the learner's saved lessons, each opened in the speaking player. */
export function CreatedLessonList() {
  const {
    user: { id: userId },
  } = useSignedInUser();
  const lessons = useCreatedLessons(userId);
  const remove = useDeleteCreatedLesson(userId);
  const [confirming, setConfirming] = useState<CreatedLessonSummary | null>(null);

  const close = () => {
    setConfirming(null);
    remove.reset();
  };
  const confirmDelete = (lesson: CreatedLessonSummary) => remove.mutate(lesson.id, { onSuccess: close });

  return (
    <section className={classes.yourLessons} aria-labelledby="your-lessons-title" aria-busy={lessons.isPending}>
      <Title order={2} size="h5" id="your-lessons-title" mb="xs">
        Your lessons
      </Title>
      <SavedLessons lessons={lessons} onDelete={setConfirming} />
      <Modal opened={confirming !== null} onClose={close} title="Delete lesson" centered>
        <Text>Delete “{confirming?.title}” from your lessons? This cannot be undone.</Text>
        {remove.isError && (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {failureMessage(remove.error)}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => confirming && confirmDelete(confirming)}
            data-autofocus
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
