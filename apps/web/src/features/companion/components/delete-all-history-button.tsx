import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showWarning } from '../../../stores/warning-bar';
import { useDeleteAllConversations } from '../api/delete-all-conversations';

/** Deletes every conversation of this account for good, after a confirmation. */
export function DeleteAllHistoryButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const deleteAll = useDeleteAllConversations();
  const navigate = useNavigate();
  const confirm = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        close();
        showWarning('All conversations were deleted.');
        navigate(paths.parents);
      },
      onError: (error) => showWarning(error.message),
    });
  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        Delete all history
      </Button>
      <Modal opened={opened} onClose={close} title="Delete all history?">
        <Text>Every conversation and its transcript will be deleted for good. This cannot be undone.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={deleteAll.isPending}>
            Delete everything
          </Button>
        </Group>
      </Modal>
    </>
  );
}
