import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmWithGoogle } from '../../../components/confirm-with-google';
import { useHolderProof } from '../../../sign-in/holder-proof';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Deleting is immediate and final, so it asks for the word DELETE and the password first; an account that signs in
 * only with Google confirms with Google instead (decision 146), so a session left signed in cannot delete it.
 */
export function DeleteAccount() {
  const [opened, { open, close }] = useDisclosure(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const proof = useHolderProof();
  const remove = useDeleteAccount();
  const withGoogle = proof.data?.confirmWith === 'google';
  const typed = confirm === 'DELETE';
  return (
    <>
      <Text size="sm">
        Removes your account and everything in it: cards and reviews, lesson and quest progress, characters and
        conversations, orders and sign-ins. An active subscription should be cancelled first under Membership.
      </Text>
      <Button color="red" variant="light" mt="sm" onClick={open}>
        Delete my account
      </Button>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed && !withGoogle) remove.mutate({ confirm: 'DELETE', password });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {withGoogle
                ? 'This cannot be undone. Type DELETE, then confirm with Google that it is you.'
                : 'This cannot be undone. Type DELETE and your password to confirm.'}
            </Text>
            <TextInput
              label="Type DELETE"
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
            />
            {proof.isError && <Alert color="red">{proof.error.message}</Alert>}
            {withGoogle ? (
              typed && (
                <ConfirmWithGoogle
                  why="You sign in with Google, so Google confirms that it is you, the account holder."
                  pending={remove.isPending}
                  pendingText="Deleting your account…"
                  error={remove.error?.message}
                  onCredential={(googleCredential) =>
                    remove.mutate({ confirm: 'DELETE', password: '', googleCredential })
                  }
                />
              )
            ) : (
              <>
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                {remove.isError && <Alert color="red">{remove.error.message}</Alert>}
                <Button type="submit" color="red" disabled={!typed || proof.isPending} loading={remove.isPending}>
                  Delete everything
                </Button>
              </>
            )}
          </Stack>
        </form>
      </Modal>
    </>
  );
}
