import { accountMessages } from '@kurio/shared/account';
import { Alert, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { usePublicConfig } from '../lib/public-config';
import { GoogleIdentityButton } from './google-identity-button';

/**
 * For an account that signs in only with Google and so has no password to type: the holder signs in with Google
 * again, and the server accepts a sign-in to the same Google account from the last five minutes (decision 146).
 * Consent, the first password and the parent PIN all ask this way. Without Google on this server, or when Google's
 * script cannot load, it says so instead of offering a way that proves nothing.
 */
export function ConfirmWithGoogle({
  why,
  pending,
  pendingText,
  error,
  onCredential,
}: {
  /** What confirming does here, above Google's button. */
  why: ReactNode;
  pending: boolean;
  /** Shown while the server checks the sign-in, e.g. 'Recording your consent…'. */
  pendingText: string;
  /** The server's refusal (another Google account, a stale sign-in), read out as it appears. */
  error: string | undefined;
  onCredential: (credential: string) => void;
}) {
  const { data: config } = usePublicConfig();
  const [failed, setFailed] = useState(false);
  const clientId = config?.googleClientId;
  if (config && (!clientId || failed)) {
    return (
      <Alert color="blue" variant="light" title="Google cannot confirm it is you here">
        {failed
          ? 'Google sign-in could not load here. Check your connection (or a blocker that stops Google), then reload the page.'
          : accountMessages.googleProofUnavailable}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{why}</Text>
      {clientId && (
        <GoogleIdentityButton
          clientId={clientId}
          text="continue_with"
          onCredential={onCredential}
          onFailed={() => setFailed(true)}
        />
      )}
      {pending && (
        <Text size="sm" role="status">
          {pendingText}
        </Text>
      )}
      {error && !pending && (
        <Text size="sm" c="red.9" fw={700} role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
