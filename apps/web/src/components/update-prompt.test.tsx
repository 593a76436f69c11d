import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppUpdate } from '../stores/app-update';
import { UpdatePrompt } from './update-prompt';

const renderPrompt = () =>
  render(
    <MantineProvider>
      <UpdatePrompt />
    </MantineProvider>,
  );

describe('UpdatePrompt', () => {
  beforeEach(() => useAppUpdate.setState({ reload: null }));

  it('says nothing until a new version is waiting', () => {
    renderPrompt();
    expect(screen.queryByText('A new version of Kurio is ready.')).not.toBeInTheDocument();
  });

  it('switches to the new version only when the learner clicks Reload', async () => {
    const reload = vi.fn();
    renderPrompt();
    act(() => useAppUpdate.getState().offer(reload));
    expect(screen.getByText('A new version of Kurio is ready.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('can be put off: Not now hides it and changes nothing', async () => {
    const reload = vi.fn();
    renderPrompt();
    act(() => useAppUpdate.getState().offer(reload));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('A new version of Kurio is ready.')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
