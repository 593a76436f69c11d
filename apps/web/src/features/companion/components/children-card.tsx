import { ageBandLabels, type Child } from '@kurio/shared/children';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';
import { useChildren, useDeleteChild } from '../api/children';
import { ChildForm, emptyChild } from './child-form';
import classes from './companion.module.css';
import { QueryError } from './query-error';

/**
 * docs/product.md §2 'Children': each child the companion talks with, their age band (replies fit it) and what
 * the characters may know about them. Deleting a child deletes their conversations.
 */
export function ChildrenCard() {
  const children = useChildren();
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="children-title">
      <Title order={2} size="h3" id="children-title">
        Children
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Each child has their own history and alerts, and the characters answer in words that fit their age. What you
        write here is sent to the AI model with each reply; leave the optional fields blank to keep them private.
      </Text>
      {children.isPending && <Text c="dimmed">Loading children…</Text>}
      {children.isError && <QueryError error={children.error} onRetry={() => children.refetch()} />}
      {children.data?.length === 0 && !adding && <Text mb="sm">No children added yet.</Text>}
      {children.data && children.data.length > 0 && (
        <Stack component="ul" gap="sm" className={classes.plainList} aria-label="Children" mb="md">
          {children.data.map((child) => (
            <li key={child.id}>
              <ChildRow child={child} />
            </li>
          ))}
        </Stack>
      )}
      {adding ? (
        <ChildForm
          initial={emptyChild}
          submitLabel="Add child"
          onDone={() => {
            setAdding(false);
            showWarning('Child added.');
          }}
        />
      ) : (
        children.data && (
          <Button variant="light" onClick={() => setAdding(true)} style={{ alignSelf: 'flex-start' }}>
            Add a child
          </Button>
        )
      )}
    </Card>
  );
}

function ChildRow({ child }: { child: Child }) {
  const [editing, setEditing] = useState(false);
  const [confirming, { open, close }] = useDisclosure(false);
  const remove = useDeleteChild();
  if (editing) {
    return (
      <Card withBorder radius="sm" p="md">
        <ChildForm
          id={child.id}
          initial={child}
          submitLabel={`Save ${child.name}`}
          onDone={() => {
            setEditing(false);
            showWarning('Saved. Characters will use it from the next thing your child says.');
          }}
        />
      </Card>
    );
  }
  const confirm = () =>
    remove.mutate(child.id, {
      onSuccess: () => showWarning(`${child.name} and their conversations were deleted.`),
      onError: (error) => showWarning(error.message),
      onSettled: close,
    });
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <Text fw={700}>{child.name}</Text>
        <Badge variant="light">{ageBandLabels[child.ageBand]} years</Badge>
        <Text size="sm" c="dimmed">
          {child.dailyMinutes === null
            ? `${child.minutesUsedToday} min today`
            : `${child.minutesUsedToday} of ${child.dailyMinutes} min today`}
          {child.quietHours.length > 0 &&
            ` · quiet ${child.quietHours.map((period) => `${period.start}–${period.end}`).join(', ')}`}
        </Text>
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setEditing(true)} aria-label={`Edit ${child.name}`}>
          Edit
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={open} aria-label={`Delete ${child.name}`}>
          Delete
        </Button>
      </Group>
      <Modal opened={confirming} onClose={close} title={`Delete ${child.name}?`}>
        <Text>{child.name}'s profile and every conversation of theirs will be deleted for good.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete {child.name}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
