import { Alert, Button, Stack, Text } from '@mantine/core';

/** A failed load with the server's message and a way to try again. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} maw={640} mx="auto" my="xl">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
