import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGoogle, renderForGoogleOnly } from '../../../../test/fake-google';
import { SetPinForm } from './set-pin-form';

/** The server: `answer` to PUT /api/companion/pin once `release` is called, so the pending state can be seen. */
function serve(answer: { status: number; body: object }) {
  const sent: unknown[] = [];
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      await answered;
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return { sent, release };
}

const onDone = vi.fn();
const Form = () => <SetPinForm submitLabel="Set the PIN" onDone={onDone} />;

function renderForm(googleClientId: string | null) {
  onDone.mockClear();
  return renderForGoogleOnly(Form, googleClientId);
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

describe('SetPinForm for an account that signs in only with Google', () => {
  it('saves the PIN with a fresh Google sign-in, by keyboard, showing that it is saving', async () => {
    fakeGoogle(() => 'fresh-id-token');
    const server = serve({ status: 200, body: { pinSet: true, lockedUntil: null } });
    const user = renderForm('kurio.apps.googleusercontent.com');
    expect(screen.queryByLabelText(/Your account password/)).toBeNull();
    expect(screen.getByText(/confirm with Google that it is you/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/New parent PIN/), '2580');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Now confirm with Google below that it is you');
    expect(server.sent).toEqual([]);

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.tab();
    expect(google).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saving the PIN…')).toBeInTheDocument();
    expect(server.sent).toEqual([{ pin: '2580', currentPassword: '', googleCredential: 'fresh-id-token' }]);
    server.release();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it("reads out the server's refusal of another Google account, and saves nothing", async () => {
    fakeGoogle(() => 'someone-elses-token');
    const message = 'That is a different Google account from the one this Kurio account signs in with.';
    const server = serve({ status: 401, body: { code: 'googleAccountMismatch', message } });
    server.release();
    const user = renderForm('kurio.apps.googleusercontent.com');
    await user.type(screen.getByLabelText(/New parent PIN/), '2580');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says Google cannot confirm it here when this server has no Google sign-in, and offers no other way', () => {
    renderForm(null);
    expect(screen.getByText(/Sign-in with Google is not set up on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByLabelText(/Your account password/)).toBeNull();
  });
});
