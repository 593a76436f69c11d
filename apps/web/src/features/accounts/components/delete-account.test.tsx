import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGoogle, renderForGoogleOnly } from '../../../../test/fake-google';
import { DeleteAccount } from './delete-account';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

describe('DeleteAccount for an account that signs in only with Google', () => {
  it('asks for DELETE, then a fresh Google sign-in, and sends it with no password', async () => {
    fakeGoogle(() => 'fresh-id-token');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(async (input, init) => {
        if (String(input) === '/api/account/delete') sent.push(JSON.parse(String(init?.body)));
        return Response.json({ ok: true });
      }),
    );
    const user = renderForGoogleOnly(DeleteAccount, 'kurio.apps.googleusercontent.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/Type DELETE, then confirm with Google/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await user.type(screen.getByLabelText('Type DELETE'), 'DELETE');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ confirm: 'DELETE', password: '', googleCredential: 'fresh-id-token' }]),
    );
  });
});
