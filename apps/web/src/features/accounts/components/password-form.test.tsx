import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGoogle, renderForGoogleOnly } from '../../../../test/fake-google';
import { PasswordForm } from './password-form';

/** The server: the password change answers `changed`; asking how to prove it afterwards says 'password'. */
function serve(changed: { status: number; body: object }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (String(input) === '/api/account/proof') return Response.json({ confirmWith: 'password' });
      if (String(input) !== '/api/account/password') return Response.json({});
      sent.push(JSON.parse(String(init?.body)));
      return Response.json(changed.body, { status: changed.status });
    }),
  );
  return sent;
}

const renderForm = (googleClientId: string | null) => renderForGoogleOnly(PasswordForm, googleClientId);

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

describe('PasswordForm for an account that signs in only with Google', () => {
  it('sets the first password with a fresh Google sign-in, then asks for that password', async () => {
    fakeGoogle(() => 'fresh-id-token');
    const sent = serve({ status: 200, body: { ok: true } });
    const user = renderForm('kurio.apps.googleusercontent.com');
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await user.type(screen.getByLabelText('Choose a password'), 'first-secret');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ currentPassword: '', newPassword: 'first-secret', googleCredential: 'fresh-id-token' }]),
    );
    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Password set');
  });

  it('checks the new password before asking Google, and Enter points to the Google button', async () => {
    fakeGoogle(() => 'fresh-id-token');
    const sent = serve({ status: 200, body: { ok: true } });
    const user = renderForm('kurio.apps.googleusercontent.com');
    await user.type(screen.getByLabelText('Choose a password'), 'abc{Enter}');
    expect(await screen.findByText('Password must have 6 characters or more')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await user.type(screen.getByLabelText('Choose a password'), 'def{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Now confirm with Google below that it is you');
    expect(sent).toEqual([]);
  });

  it("reads out the server's refusal of a stale sign-in", async () => {
    fakeGoogle(() => 'old-id-token');
    const message = 'That Google confirmation is more than five minutes old. Please confirm with Google again.';
    serve({ status: 401, body: { code: 'googleTokenInvalid', message } });
    const user = renderForm('kurio.apps.googleusercontent.com');
    await user.type(screen.getByLabelText('Choose a password'), 'first-secret');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('says Google cannot confirm it here when this server has no Google sign-in', () => {
    renderForm(null);
    expect(screen.getByText(/Sign-in with Google is not set up on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});
