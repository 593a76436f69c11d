import { UnstyledButton } from '@mantine/core';
import { forwardRef } from 'react';
import classes from './header.module.css';

/** The user's name that opens the account menu; shown alone while the menu's code loads. */
export const UserMenuButton = forwardRef<HTMLButtonElement, { name: string; onClick?: () => void }>(
  function UserMenuButton({ name, ...targetProps }, ref) {
    return (
      <UnstyledButton ref={ref} className={classes.userButton} aria-label={`Account menu for ${name}`} {...targetProps}>
        {name} ▾
      </UnstyledButton>
    );
  },
);
