import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  /** Changes made offline that have not reached the server; the dialog shows while there are any. */
  unsent: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** Asked before signing out would delete changes this device has not sent yet (docs/product.md §4). */
export function UnsentChangesDialog({ unsent, onStay, onSignOut }: Props) {
  const one = unsent === 1;
  const changes = one ? '1 change' : `${unsent} changes`;
  return (
    <Modal opened={unsent > 0} onClose={onStay} title="Not synced yet" centered>
      <Text>
        {changes} made offline {one ? 'has' : 'have'} not reached Kurio yet. Logging out deletes {one ? 'it' : 'them'}{' '}
        from this device. Stay logged in and {one ? 'it syncs' : 'they sync'} when you are back online.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button color="red" variant="subtle" onClick={onSignOut}>
          Log out anyway
        </Button>
        <Button onClick={onStay} data-autofocus>
          Stay logged in
        </Button>
      </Group>
    </Modal>
  );
}
