import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useDeleteAccount } from '../api/delete-account';

/** Deleting is immediate and final, so it asks for the word DELETE and the password first. */
export function DeleteAccount() {
  const [opened, { open, close }] = useDisclosure(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
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
            if (confirm === 'DELETE') remove.mutate({ confirm: 'DELETE', password });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">This cannot be undone. Type DELETE and your password to confirm.</Text>
            <TextInput
              label="Type DELETE"
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              description="Leave empty if you only sign in with Google."
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {remove.isError && <Alert color="red">{remove.error.message}</Alert>}
            <Button type="submit" color="red" disabled={confirm !== 'DELETE'} loading={remove.isPending}>
              Delete everything
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
