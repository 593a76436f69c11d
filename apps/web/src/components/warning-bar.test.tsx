import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showWarning, useWarningBar } from '../stores/warning-bar';
import { WarningBar } from './warning-bar';

const renderBar = () =>
  render(
    <MantineProvider>
      <WarningBar />
    </MantineProvider>,
  );

describe('WarningBar (docs/product.md §2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useWarningBar.setState({ message: null, version: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('hides after 7000 ms', () => {
    renderBar();
    act(() => showWarning('Saved'));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('a new message replaces the old one and restarts the timer', () => {
    renderBar();
    act(() => showWarning('First'));
    act(() => vi.advanceTimersByTime(5000));
    act(() => showWarning('Second'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    renderBar();
    act(() => showWarning('Dismiss me'));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Dismiss me')).not.toBeInTheDocument();
  });
});
