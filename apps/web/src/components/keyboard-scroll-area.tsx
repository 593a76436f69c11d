import { ScrollArea, type ScrollAreaProps } from '@mantine/core';

/**
 * A ScrollArea whose viewport takes focus as a named region, so a keyboard user can scroll it with the
 * arrow keys (axe: scrollable-region-focusable, WCAG 2.1.1) even when it holds no focusable content.
 */
export function KeyboardScrollArea({ label, viewportProps, ...props }: ScrollAreaProps & { label: string }) {
  return (
    <ScrollArea {...props} viewportProps={{ ...viewportProps, tabIndex: 0, role: 'region', 'aria-label': label }} />
  );
}
