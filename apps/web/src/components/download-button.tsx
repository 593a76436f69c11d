import { ActionIcon, Alert, Button, Group, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { type DownloadItem, downloadKey } from '../lib/downloads/download-item';
import { formatBytes } from '../lib/format-bytes';
import { useDownloads } from '../stores/downloads';
import { showWarning } from '../stores/warning-bar';
import { Icon } from './icon';

const DownloadIcon = ({ done = false }: { done?: boolean }) => (
  <Icon>
    {done ? <path d="m5 12 5 5 9-10" /> : <path d="M12 4v11m-5-5 5 5 5-5" />}
    <path d="M5 20h14" />
  </Icon>
);

/** One download's state, loading the device's downloads the first time any button shows. */
function useDownload(item: DownloadItem, resolveUrls: () => Promise<string[]>) {
  const key = downloadKey(item);
  // One field each: a download's progress re-renders only the buttons whose state it changes.
  const records = useDownloads((state) => state.records);
  const load = useDownloads((state) => state.load);
  const record = records?.[key];
  const progress = useDownloads((state) => state.progress[key]);
  const error = useDownloads((state) => state.errors[key]);
  useEffect(() => {
    if (!records) void load();
  }, [records, load]);
  /** Downloads, and answers why it failed, if it did. */
  const start = async () => {
    await useDownloads.getState().download(item, resolveUrls);
    return useDownloads.getState().errors[key];
  };
  const remove = () => (record ? useDownloads.getState().remove(record) : Promise.resolve());
  return { ready: records !== null, record, progress, error, start, remove };
}

// Mantine's sizes of an `xl` ActionIcon and an `sm` Button.
const iconRoom = { width: 'calc(2.75rem * var(--mantine-scale))', height: 'calc(2.75rem * var(--mantine-scale))' };
const buttonRoom = { height: 'calc(2.25rem * var(--mantine-scale))' };

interface DownloadButtonProps {
  item: DownloadItem;
  /** What to store: the API answers and audio the screen plays from. Asked only when the learner downloads. */
  resolveUrls: () => Promise<string[]>;
  /** An icon for rows and headers; a labelled button with progress, size and Remove for pages. */
  variant?: 'icon' | 'full';
}

type DownloadState = ReturnType<typeof useDownload> & { title: string; percent: number };

/** The icon for rows and headers: a ring while downloading, a tick once stored, else the download arrow. */
function DownloadIconButton({ title, record, progress, percent, error, start }: DownloadState) {
  if (progress !== undefined) {
    return (
      <RingProgress
        size={44}
        thickness={4}
        roundCaps
        sections={[{ value: percent, color: 'violet.7' }]}
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`Downloading ${title}`}
      />
    );
  }
  if (record) {
    return (
      <ActionIcon
        component={Link}
        to={paths.downloads}
        variant="subtle"
        color="teal.8"
        size="xl"
        radius="xl"
        aria-label={`Downloaded for offline (${formatBytes(record.bytes)}): ${title}. Manage downloads`}
      >
        <DownloadIcon done />
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      variant="subtle"
      color={error ? 'red.9' : 'gray.7'}
      size="xl"
      radius="xl"
      aria-label={error ? `Download failed, try again: ${title}` : `Download for offline: ${title}`}
      // An icon has no room for the reason, so the warning bar says it.
      onClick={() => void start().then((failed) => failed && showWarning(failed))}
    >
      <DownloadIcon />
    </ActionIcon>
  );
}

/** The labelled button for pages: progress while downloading, the size and Remove once stored, why it failed. */
function DownloadPanel({ title, record, progress, percent, error, start, remove }: DownloadState) {
  if (progress !== undefined) {
    return (
      <Stack gap={4}>
        <Text size="sm">Downloading for offline… {percent}%</Text>
        <Progress value={percent} aria-label={`Downloading ${title}`} />
      </Stack>
    );
  }
  if (record) {
    return (
      <Group gap="xs" justify="space-between">
        <Text size="sm" c="teal.9" fw={500}>
          Downloaded for offline · {formatBytes(record.bytes)}
        </Text>
        <Button variant="default" size="compact-sm" onClick={remove}>
          Remove download
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" variant="light" role="alert" title="Download failed">
          {error}
        </Alert>
      )}
      <Button
        variant="light"
        leftSection={<DownloadIcon />}
        onClick={() => void start()}
        aria-label={`Download for offline: ${title}`}
      >
        {error ? 'Try again' : 'Download for offline'}
      </Button>
    </Stack>
  );
}

/**
 * "Download for offline" for a lesson or a book quest (docs/product.md §2): the progress while it downloads, the
 * size once stored, and why it failed. Only a finished download shows as downloaded.
 */
export function DownloadButton({ item, resolveUrls, variant = 'full' }: DownloadButtonProps) {
  const download = useDownload(item, resolveUrls);
  // Until the device's downloads are read, the button's room is kept, so nothing below it moves when it shows.
  if (!download.ready) return <div aria-hidden style={variant === 'icon' ? iconRoom : buttonRoom} />;
  const state = { ...download, title: item.title, percent: Math.round((download.progress ?? 0) * 100) };
  return variant === 'icon' ? <DownloadIconButton {...state} /> : <DownloadPanel {...state} />;
}
