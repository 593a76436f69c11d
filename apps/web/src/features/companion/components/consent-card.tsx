import type { ConsentResponse } from '@kurio/shared/parent-consent';
import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { ConfirmWithGoogle } from '../../../components/confirm-with-google';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { showWarning } from '../../../stores/warning-bar';
import { useConsent, useGiveConsent, useWithdrawConsent } from '../api/consent';
import classes from './companion.module.css';
import { ConsentNoticeText } from './consent-notice';
import { QueryError } from './query-error';

function GiveConsentForm({ notice }: { notice: ConsentResponse['notice'] }) {
  const give = useGiveConsent();
  const [password, setPassword] = useState('');
  const failure = give.error;
  const fieldError = failure instanceof ApiError ? failure.body.fieldErrors?.currentPassword : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    give.mutate({ noticeVersion: notice.version, currentPassword: password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" mt="md">
        <PasswordInput
          label="Your account password"
          description="Typing it again shows it is you, the account holder, who agrees."
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError ?? failure?.message}
          // The app's darker error red: Mantine's default falls below 4.5:1 on white.
          classNames={{ error: classes.fieldError, input: classes.fieldInput }}
        />
        <Group>
          <Button type="submit" loading={give.isPending}>
            I have read this and agree
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An account that signs in only with Google agrees by confirming with Google again (decision 146). */
function GoogleConsentForm({ notice }: { notice: ConsentResponse['notice'] }) {
  const give = useGiveConsent();
  return (
    <Stack mt="md">
      <ConfirmWithGoogle
        why="You sign in with Google, so your account has no password to type. To agree, confirm with Google that it is you, the account holder."
        pending={give.isPending}
        pendingText="Recording your consent…"
        error={give.error?.message}
        onCredential={(credential) =>
          give.mutate({ noticeVersion: notice.version, currentPassword: '', googleCredential: credential })
        }
      />
    </Stack>
  );
}

function WithdrawButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const withdraw = useWithdrawConsent();
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        close();
        showWarning('Consent withdrawn. Every conversation, alert and child profile was deleted.');
      },
      onError: (error) => showWarning(error.message),
    });
  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        Withdraw consent
      </Button>
      <Modal opened={opened} onClose={close} title="Withdraw consent?">
        <Text>
          Every conversation, its transcript and alerts, and every child profile will be deleted for good, and the
          companion will not talk until you agree again.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={withdraw.isPending}>
            Withdraw and delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * docs/product.md §2 consent: before the first conversation the parent reads the notice and agrees with their
 * password, or with Google for an account without one; afterwards the card shows when and to which version, and withdraws (decision 146). The history
 * places it twice: `missing` above the list (the first thing a new parent must do, with the loading and error
 * states), `given` below it, so an agreed notice never pushes a flagged conversation down.
 */
export function ConsentCard({ when }: { when: 'missing' | 'given' }) {
  const consent = useConsent();
  const given = Boolean(consent.data?.consent);
  if (given !== (when === 'given')) return null;
  return (
    <Card withBorder radius="md" p="lg" my="lg" component="section" aria-labelledby="consent-title">
      <Title order={2} size="h3" id="consent-title">
        Your consent
      </Title>
      {consent.isPending && <Text mt="sm">Loading…</Text>}
      {consent.isError && <QueryError error={consent.error} onRetry={() => consent.refetch()} />}
      {consent.data?.consent === null && (
        <>
          <Alert color="blue" variant="light" mt="sm" mb="md" title="The companion waits for you">
            Your child can talk with a character once you have read this notice and agreed.
          </Alert>
          <ConsentNoticeText notice={consent.data.notice} />
          {consent.data.confirmWith === 'google' ? (
            <GoogleConsentForm notice={consent.data.notice} />
          ) : (
            <GiveConsentForm notice={consent.data.notice} />
          )}
        </>
      )}
      {consent.data?.consent && (
        <Stack gap="sm" mt="sm">
          <Text>
            You agreed on {formatLongDate(consent.data.consent.consentedAt)} to notice version{' '}
            {consent.data.consent.noticeVersion}.
          </Text>
          <details>
            <summary>Read the notice</summary>
            <ConsentNoticeText notice={consent.data.notice} />
          </details>
          <Group>
            <WithdrawButton />
          </Group>
        </Stack>
      )}
    </Card>
  );
}
