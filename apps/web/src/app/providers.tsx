import { Card, type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // A Card rendered as a link (the active quest) shows the same keyboard focus ring as buttons do.
    Card: Card.extend({ classNames: { root: 'mantine-focus-auto' } }),
  },
});

/** A grey between Mantine's gray-6 and gray-7: 4.8:1 on white, 4.1:1 on the disabled fill, still clearly muted. */
const mutedGrey = '#6b737b';

// Mantine's default "dimmed" grey and error red are below WCAG AA contrast on white; gray-7 and red-9 pass.
// Its placeholder (gray-5, 2.1:1) and disabled text (1.7:1 on gray-2) are unreadable: placeholders carry
// examples and must meet AA; disabled controls are exempt but should still be legible.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': mutedGrey,
    '--mantine-color-disabled-color': mutedGrey,
  },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
