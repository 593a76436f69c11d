import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Dialogs, drawers and menus appear without their fade and slide for people who ask for less motion.
  respectReducedMotion: true,
  // Plain objects rather than `Menu.extend(…)`: importing the components here would pull them into the entry
  // bundle that every page, the marketing pages included, loads first.
  components: {
    // A Card rendered as a link (the active quest) shows the same keyboard focus ring as buttons do.
    Card: { classNames: { root: 'mantine-focus-auto' } },
    // Mantine's close button is an icon without a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The placeholder is a role="presentation" child, which a role="menu" may not hold; without it the menu
    // focuses its first item on opening, as the ARIA menu button pattern asks.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Each loader is named by its aria-label ("Writing the summary…"), which a span without a role may not carry:
    // as a status, the name is allowed and announced.
    Loader: { defaultProps: { role: 'status' } },
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
    // White on red-7 (the primary shade) is 3.9:1; red-8 is 4.5:1 and red-9 5.6:1.
    '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
    '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** `client` is the browser's query client unless the server is rendering a page with its own. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
