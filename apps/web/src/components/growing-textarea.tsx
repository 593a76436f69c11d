import { Textarea, type TextareaProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows'> &
  Omit<ComponentPropsWithoutRef<'textarea'>, keyof TextareaProps> & { minRows: number; maxRows?: number };

/**
 * A textarea that grows with its text from `minRows` up to `maxRows` (then scrolls), sized by CSS
 * `field-sizing`. Mantine's `autosize` measured a hidden copy in script on every render, which forced a layout
 * of the whole page while it loaded. A browser without `field-sizing` shows `minRows` rows and a resize handle.
 */
export function GrowingTextarea({ minRows, maxRows, style, ...props }: GrowingTextareaProps) {
  // Without a max the variable stays unset, which leaves max-height at none.
  const rows = { '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties;
  return <Textarea rows={minRows} classNames={{ input: classes.input }} style={[rows, style]} {...props} />;
}
