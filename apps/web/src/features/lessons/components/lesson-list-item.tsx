import type { LessonSummary } from '@kurio/shared/lessons';
import { ActionIcon, Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { DownloadButton } from '../../../components/download-button';
import { paths } from '../../../config/paths';
import { useLessonDownload } from '../hooks/use-lesson-download';
import { CircleIcon } from './icons';
import classes from './lesson-list-item.module.css';

export function LessonListItem({ lesson, onToggle }: { lesson: LessonSummary; onToggle: () => void }) {
  const started = !lesson.completed && lesson.positionMs > 0;
  const download = useLessonDownload(lesson);
  return (
    <li className={`${classes.item} ${lesson.completed ? classes.completed : ''}`} data-testid={`lesson-${lesson.id}`}>
      <Link to={paths.lesson(lesson.id)} className={classes.link}>
        <span className={classes.number} aria-hidden="true">
          {lesson.id}
        </span>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} className={classes.title}>
            <VisuallyHidden component="span">Lesson {lesson.id}: </VisuallyHidden>
            {lesson.title}
          </Text>
          <Text size="sm" c="gray.7">
            {lesson.ready ? lesson.duration : 'Narration coming soon'}
            {started && ' · In progress'}
            {lesson.completed && ' · Completed'}
          </Text>
        </Stack>
      </Link>
      {started && (
        <Badge variant="light" visibleFrom="xs" aria-hidden="true">
          Resume
        </Badge>
      )}
      {lesson.ready && <DownloadButton variant="icon" {...download} />}
      <ActionIcon
        variant="subtle"
        color={lesson.completed ? 'teal.8' : 'gray.7'}
        size="xl"
        radius="xl"
        role="checkbox"
        aria-checked={lesson.completed}
        aria-label={`Completed: ${lesson.title}`}
        onClick={onToggle}
      >
        <CircleIcon checked={lesson.completed} size={28} />
      </ActionIcon>
    </li>
  );
}
