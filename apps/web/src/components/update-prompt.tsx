import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { registerServiceWorkerWhenIdle } from '../lib/register-service-worker';
import { useAppUpdate } from '../stores/app-update';
import classes from './update-prompt.module.css';
import barClasses from './warning-bar.module.css';

/**
 * Registers the service worker once the app has rendered, and announces a new version of the app. Nothing changes
 * until the learner clicks Reload, so an update never replaces a page in the middle of a review or a lesson.
 */
export function UpdatePrompt() {
  const { reload, dismiss } = useAppUpdate();
  useEffect(registerServiceWorkerWhenIdle, []);
  // Nothing at all until an update waits: the page keeps one status region (the warning bar's), and the tree
  // matches the server-rendered HTML it hydrates.
  if (!reload) return null;
  return (
    <div className={classes.region} role="status" aria-live="polite">
      <Paper shadow="md" radius="md" className={barClasses.bar}>
        <Text size="sm" fw={500}>
          A new version of Kurio is ready.
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="white" onClick={reload}>
            Reload
          </Button>
          <CloseButton onClick={dismiss} aria-label="Not now" c="white" variant="transparent" />
        </Group>
      </Paper>
    </div>
  );
}
