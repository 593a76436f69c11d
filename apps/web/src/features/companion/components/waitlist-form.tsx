import { companionMessages, waitlistRequestSchema } from '@kurio/shared/companion';
import { Alert, Group, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { useJoinWaitlist } from '../api/join-waitlist';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Waitlist (docs/product.md §5): trimmed, checked against the basic pattern (else not sent), cleared on success. */
export function WaitlistForm({ label }: { label: string }) {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const join = useJoinWaitlist();
  const inputId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = waitlistRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setNotice({ kind: 'error', text: companionMessages.invalidEmail });
      return;
    }
    join.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('');
        setNotice({ kind: 'success', text: companionMessages.waitlistJoined });
      },
      onError: (error) => setNotice({ kind: 'error', text: error.message }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Group align="flex-start" gap="sm" wrap="wrap" justify="center">
        <TextInput
          id={inputId}
          type="email"
          aria-label="Email address"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          w={{ base: '100%', xs: 300 }}
          size="md"
        />
        <SubmitButton size="md" loading={join.isPending}>
          Join Waitlist
        </SubmitButton>
      </Group>
      {notice && (
        <Alert mt="sm" color={notice.kind === 'success' ? 'green' : 'red'} role="alert" maw={520} mx="auto">
          {notice.text}
        </Alert>
      )}
    </form>
  );
}
