import { Alert, Button } from '@mantine/core';

/** A failed load with a way to try again. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      {error.message}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
