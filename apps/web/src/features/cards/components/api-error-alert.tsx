import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

/** Plan limits (card cap, monthly generation quota) come with a way to lift them. */
const planLimitCodes = new Set(['cardLimitReached', 'quotaExceeded']);
const planLimited = (error: unknown) => error instanceof ApiError && planLimitCodes.has(error.code);

/** The server's own message, shown where the user is looking. */
export function ApiErrorAlert({ error, title = 'That did not work' }: { error: unknown; title?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm">{message}</Text>
      {planLimited(error) && (
        <Anchor component={Link} to={paths.pricing} size="sm" fw={600}>
          See Pro plans
        </Anchor>
      )}
    </Alert>
  );
}
