import { QueryClient, useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { ChoiceCheckbox } from './choice-checkbox';

/** How the test settles the save in flight. */
let settle: { resolve: () => void; reject: () => void } | undefined;

/** A choice saved as false, whose save the test settles. */
function Choice() {
  const save = useMutation({
    mutationFn: () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject: () => reject(new Error('Could not save')) };
      }),
  });
  return (
    <ChoiceCheckbox
      mt="sm"
      label="Email me a weekly summary"
      checked={false}
      save={save}
      bodyFor={(enabled) => ({ enabled })}
      savedText={() => 'Saved'}
    />
  );
}

function renderChoice() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderRoute({ path: '/', url: '/', Component: Choice, queryClient });
  return { user: userEvent.setup(), settle: () => settle! };
}

describe('ChoiceCheckbox', () => {
  it("shows the parent's tick at once, while the save runs, and the saved value again when it fails", async () => {
    const { user, settle } = renderChoice();
    const box = screen.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    settle().reject();
    await vi.waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeEnabled();
  });

  it('keeps the tick after the save, before the saved settings read back (it once flickered back unticked)', async () => {
    const { user, settle } = renderChoice();
    const box = screen.getByRole('checkbox', { name: 'Email me a weekly summary' });
    await user.click(box);
    settle().resolve();
    await vi.waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });
});
