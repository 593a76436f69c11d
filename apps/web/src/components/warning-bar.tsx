import { CloseButton, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useWarningBar, warningBarDurationMs } from '../stores/warning-bar';
import classes from './warning-bar.module.css';

/** docs/product.md §2: a temporary bar; hides after 7000 ms or when dismissed; a new message replaces the old. */
export function WarningBar() {
  const { message, version, dismiss } = useWarningBar();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` restarts the timer when a new message replaces the old one.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(dismiss, warningBarDurationMs);
    return () => clearTimeout(timer);
  }, [message, version, dismiss]);

  return (
    <div className={classes.region} role="status" aria-live="polite">
      {message && (
        <Paper key={version} shadow="md" radius="md" className={classes.bar}>
          <Text size="sm" fw={500}>
            {message}
          </Text>
          <CloseButton onClick={dismiss} aria-label="Dismiss message" c="white" variant="transparent" />
        </Paper>
      )}
    </div>
  );
}
