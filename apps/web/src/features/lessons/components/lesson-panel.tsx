import { Button, Group, Loader, Text, Title } from '@mantine/core';
import Markdown from 'react-markdown';
import { CreatedLessonList } from './created-lesson-list';
import classes from './lesson-creator.module.css';

interface LessonPanelProps {
  lesson: string;
  writing: boolean;
  onCollapse: () => void;
}

/** 'Lesson Content': the streamed Markdown lesson (no raw HTML), or how to get one, then the learner's saved lessons. */
export function LessonPanel({ lesson, writing, onCollapse }: LessonPanelProps) {
  return (
    <section className={classes.pane} aria-labelledby="lesson-content-title" aria-busy={writing}>
      <Group className={classes.paneTop} justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4" id="lesson-content-title">
            Lesson Content
          </Title>
          {writing && <Loader size="xs" aria-label="Writing the lesson" />}
        </Group>
        <Button variant="subtle" size="xs" onClick={onCollapse}>
          Hide lesson panel
        </Button>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable area must be reachable by keyboard */}
      <section className={classes.scroll} tabIndex={0} aria-label="Lesson text">
        {lesson ? (
          <article className={classes.lesson}>
            <Markdown>{lesson}</Markdown>
          </article>
        ) : (
          <Text c="dimmed" ta="center" mt="xl">
            {writing
              ? 'Your lesson will appear here in a moment.'
              : 'No lesson yet. Ask the assistant for a lesson on any topic, and it will appear here.'}
          </Text>
        )}
        <CreatedLessonList />
      </section>
    </section>
  );
}
