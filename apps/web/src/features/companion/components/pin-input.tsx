import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import classes from './companion.module.css';

/** Four hidden digits with the phone's number pad; errors in the app's AA red. */
export function PinInput(props: Omit<PasswordInputProps, 'inputMode' | 'maxLength' | 'autoComplete' | 'classNames'>) {
  return (
    <PasswordInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      classNames={{ error: classes.fieldError, input: classes.fieldInput }}
      {...props}
    />
  );
}
