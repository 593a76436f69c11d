import { Loader } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

describe('Providers', () => {
  it('makes every loader a status named by its label, so screen readers announce what is being waited for', () => {
    render(
      <Providers client={new QueryClient()}>
        <Loader aria-label="Writing the summary…" />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'Writing the summary…' })).toBeTruthy();
  });
});
