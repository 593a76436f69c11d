import { Alert } from '@mantine/core';

const darkText = { color: 'var(--mantine-color-dark-9)' };

/** Makes it impossible to mistake the built-in test-mode pages for a real payment page. */
export function TestModeBanner({ children }: { children: React.ReactNode }) {
  return (
    <Alert
      color="yellow.4"
      variant="filled"
      title="TEST MODE"
      radius="md"
      styles={{ title: darkText, message: darkText }}
    >
      {children}
    </Alert>
  );
}
