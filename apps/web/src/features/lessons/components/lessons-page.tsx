import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLessonList } from '../hooks/use-lesson-list';
import { LessonListItem } from './lesson-list-item';
import { LoadError } from './load-error';

/** docs/product.md §2 lesson list: the mini-series, incomplete lessons first. */
export function LessonsPage() {
  usePageTitle('Lessons');
  const { query, course, lessons, toggleCompleted } = useLessonList();

  if (query.isPending) return <PageLoader label="Loading lessons…" />;
  if (query.isError) {
    return (
      <LoadError title="Could not load the lessons" message={query.error.message} onRetry={() => query.refetch()} />
    );
  }
  const done = lessons.filter((lesson) => lesson.completed).length;
  return (
    <Stack maw={720} mx="auto" gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="violet.8" tt="uppercase">
          Mini-series · {course?.numberOfLessons} lessons
        </Text>
        <Title order={1}>{course?.title}</Title>
        {course?.description && <Text c="gray.7">{course.description}</Text>}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7" aria-live="polite">
            {done} of {lessons.length} completed
          </Text>
          <Anchor component={Link} to={paths.downloads} size="sm">
            Your downloads
          </Anchor>
        </Group>
      </Stack>
      <Paper withBorder radius="lg">
        <ul aria-label="Lessons" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lessons.map((lesson) => (
            <LessonListItem key={lesson.id} lesson={lesson} onToggle={() => toggleCompleted(lesson)} />
          ))}
        </ul>
      </Paper>
    </Stack>
  );
}
