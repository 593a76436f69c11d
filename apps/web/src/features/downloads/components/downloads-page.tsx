import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import type { DownloadRecord } from '../../../lib/downloads/download-item';
import { formatBytes } from '../../../lib/format-bytes';
import { formatLongDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDownloads } from '../../../stores/downloads';

const kindLabel = { lesson: 'Lesson', quest: 'Book quest' } as const;
const linkTo = (record: DownloadRecord) =>
  record.kind === 'lesson' ? paths.lesson(record.id) : paths.quest(record.id);

function DownloadRow({ record }: { record: DownloadRecord }) {
  const remove = useDownloads((state) => state.remove);
  const [removing, setRemoving] = useState(false);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="sm" px="md">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={linkTo(record)} fw={600}>
          {record.title}
        </Anchor>
        <Text size="sm" c="gray.7">
          {kindLabel[record.kind]} · {formatBytes(record.bytes)} · saved {formatLongDate(record.savedAt)}
        </Text>
      </Stack>
      <Button
        variant="subtle"
        color="red.9"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        loading={removing}
        aria-label={`Delete download: ${record.title}`}
        onClick={() => {
          setRemoving(true);
          void remove(record).finally(() => setRemoving(false));
        }}
      >
        Delete
      </Button>
    </Group>
  );
}

/** docs/product.md §2 Downloads: what this device keeps for offline listening, its size, and deleting it. */
export function DownloadsPage() {
  usePageTitle('Downloads');
  const { records, load } = useDownloads();
  useEffect(() => {
    void load();
  }, [load]);

  if (!records) return <PageLoader label="Reading your downloads…" />;
  const list = Object.values(records).sort((a, b) => b.savedAt - a.savedAt);
  const total = list.reduce((sum, record) => sum + record.bytes, 0);
  return (
    <Stack maw={720} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1}>Downloads</Title>
        <Text c="gray.7">
          Lessons and book quests you downloaded play on this device without a connection. They stay until you delete
          them or sign out.
        </Text>
      </Stack>
      {list.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>Nothing downloaded yet.</Text>
            <Text c="gray.7">
              Use “Download for offline” on a lesson or a book quest to listen without a connection.
            </Text>
            <Group gap="xs">
              <Button component={Link} to={paths.lessons} variant="light">
                Browse lessons
              </Button>
              <Button component={Link} to={paths.library} variant="subtle">
                Open the library
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg">
          <Text size="sm" c="gray.7" px="md" pt="md" aria-live="polite">
            {list.length} {list.length === 1 ? 'download' : 'downloads'} · {formatBytes(total)} on this device
          </Text>
          <ul aria-label="Downloads" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((record) => (
              <DownloadRow key={`${record.kind}:${record.id}`} record={record} />
            ))}
          </ul>
        </Paper>
      )}
    </Stack>
  );
}
