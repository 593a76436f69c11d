import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ApiErrorAlert } from './api-error-alert';

const renderAlert = (error: unknown) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <ApiErrorAlert error={error} title="Could not generate cards" />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('ApiErrorAlert', () => {
  it.each([
    ['quotaExceeded', 'You have used your 50 AI-generated cards for this month. It resets on December 1.'],
    ['cardLimitReached', 'The free plan holds up to 100 cards and yours is full.'],
  ])("shows the server's %s message with a link to Pro", (code, message) => {
    renderAlert(new ApiError(429, { code, message }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  });

  it('offers no upgrade for other failures', () => {
    renderAlert(new ApiError(502, { code: 'aiUnavailable', message: 'The AI model is unavailable.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The AI model is unavailable.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
