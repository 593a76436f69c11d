import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeGoogle } from '../../test/fake-google';
import { GoogleIdentityButton } from './google-identity-button';

afterEach(() => {
  delete window.google;
});

it('hands each sign-in to the button clicked, though Google keeps one callback per page', async () => {
  fakeGoogle(() => 'id-token');
  const consent = vi.fn();
  const pin = vi.fn();
  render(
    <>
      <GoogleIdentityButton clientId="kurio" text="continue_with" onCredential={consent} onFailed={() => {}} />
      <GoogleIdentityButton clientId="kurio" text="continue_with" onCredential={pin} onFailed={() => {}} />
    </>,
  );
  const [first, second] = await screen.findAllByRole('button', { name: 'Continue with Google' });
  await userEvent.click(first!);
  expect(consent).toHaveBeenCalledWith('id-token');
  expect(pin).not.toHaveBeenCalled();
  await userEvent.click(second!);
  expect(pin).toHaveBeenCalledWith('id-token');
  expect(consent).toHaveBeenCalledOnce();
});
