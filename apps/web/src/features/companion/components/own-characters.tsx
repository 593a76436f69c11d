import type { Character } from '@kurio/shared/companion';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';
import { useCharacters } from '../api/characters';
import { useDeleteCharacter } from '../api/delete-character';
import { useUpdateCharacter } from '../api/update-character';
import { CharacterAvatar } from './character-avatar';
import { CharacterForm } from './character-form';
import classes from './companion.module.css';

/** The parent's own characters, each editable and deletable (built-in ones are not listed here). */
export function OwnCharacters() {
  const characters = useCharacters();
  const remove = useDeleteCharacter();
  const update = useUpdateCharacter();
  const [editing, setEditing] = useState<Character | null>(null);
  const own = characters.data?.filter((character) => !character.builtIn) ?? [];
  if (own.length === 0) return null;
  return (
    <section aria-labelledby="own-characters">
      <Title order={2} size="h3" mt="xl" mb="md" id="own-characters">
        Your characters
      </Title>
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {own.map((character) => (
          <Card component="li" key={character.id} withBorder radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group wrap="nowrap">
                <CharacterAvatar name={character.name} src={character.profileImageUrl} size="md" />
                <Text fw={700}>{character.name}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => setEditing(character)}
                  aria-label={`Edit ${character.name}`}
                >
                  Edit
                </Button>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  aria-label={`Delete ${character.name}`}
                  onClick={() => remove.mutate(character.id, { onError: (error) => showWarning(error.message) })}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit character" size="lg">
        {editing && (
          <CharacterForm
            defaultValues={{ name: editing.name, systemPrompt: editing.systemPrompt }}
            submitLabel="Save changes"
            onSubmit={(values) => update.mutateAsync({ id: editing.id, ...values }).then(() => setEditing(null))}
          />
        )}
      </Modal>
    </section>
  );
}
