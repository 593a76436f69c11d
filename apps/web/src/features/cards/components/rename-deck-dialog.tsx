import { type Deck, renameDeckRequestSchema } from '@kurio/shared/cards';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRenameDeck } from '../api/rename-deck';
import { ApiErrorAlert } from './api-error-alert';

/** Mount with `key={deck.id}` so the field starts from the deck's current name. */
export function RenameDeckDialog({ deck, onClose }: { deck: Deck | null; onClose: () => void }) {
  const rename = useRenameDeck();
  const [name, setName] = useState(deck?.name ?? '');
  const [error, setError] = useState<string>();
  const close = () => {
    rename.reset();
    setError(undefined);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!deck) return;
    const parsed = renameDeckRequestSchema.safeParse({ id: deck.id, name });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (await rename.mutateAsync(parsed.data).catch(() => undefined)) close();
  };
  return (
    <Modal opened={deck !== null} onClose={close} title="Rename deck" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Deck name"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <ApiErrorAlert error={rename.error} title="Could not rename the deck" />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
