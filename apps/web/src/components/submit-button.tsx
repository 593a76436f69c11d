import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from '../lib/use-hydrated';

type SubmitButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'>;

/**
 * A form's submit button. On a page drawn by the server it stays disabled until the page is hydrated: before that, the
 * browser would submit the form natively, as a GET that puts the fields (a password too) in the URL.
 */
export function SubmitButton({ disabled, ...props }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return <Button type="submit" disabled={!hydrated || disabled} {...props} />;
}
