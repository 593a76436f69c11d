import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  currentTitle: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** docs/product.md §4: asked before a different book replaces the active quest. */
export function ChangeActiveQuestDialog({ opened, currentTitle, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Change Active Quest?" centered>
      <Text>Your progress on "{currentTitle}" will be saved, but it will no longer be your active quest.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
