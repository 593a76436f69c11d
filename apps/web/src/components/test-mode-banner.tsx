import { Alert } from '@mantine/core';

/** Makes it impossible to mistake the built-in test-mode pages for a real payment page. */
export function TestModeBanner({ children }: { children: React.ReactNode }) {
  return (
    <Alert color="orange" variant="filled" title="TEST MODE" radius="md">
      {children}
    </Alert>
  );
}
