import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '../lib/downloads/download-item';
import { useDownloads } from '../stores/downloads';
import { DownloadButton } from './download-button';

const item = { kind: 'lesson' as const, id: '1', title: 'Start Your Purse to Fattening' };
const record: DownloadRecord = {
  ...item,
  urls: ['/api/lessons/1', '/media/lessons/1.mp3?v=abc'],
  bytes: 3_412_000,
  savedAt: Date.UTC(2026, 10, 24),
};

const renderButton = (variant: 'icon' | 'full') =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <DownloadButton item={item} resolveUrls={async () => record.urls} variant={variant} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('DownloadButton', () => {
  beforeEach(() => useDownloads.setState({ records: {}, progress: {}, errors: {} }));

  it('offers the download, and starts it with what the screen names', async () => {
    const download = vi.fn(async () => undefined);
    useDownloads.setState({ download });
    renderButton('full');
    await userEvent.click(screen.getByRole('button', { name: `Download for offline: ${item.title}` }));
    expect(download).toHaveBeenCalledWith(item, expect.any(Function));
  });

  it('shows the progress while downloading', () => {
    useDownloads.setState({ progress: { 'lesson:1': 0.42 } });
    renderButton('full');
    expect(screen.getByText('Downloading for offline… 42%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download for offline/ })).not.toBeInTheDocument();
  });

  it('shows the size once stored, with Remove', () => {
    useDownloads.setState({ records: { 'lesson:1': record } });
    renderButton('full');
    expect(screen.getByText('Downloaded for offline · 3.4 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove download' })).toBeInTheDocument();
  });

  it('says why the last attempt failed and offers to try again', () => {
    useDownloads.setState({ errors: { 'lesson:1': 'There is not enough space on this device.' } });
    renderButton('full');
    expect(screen.getByRole('alert')).toHaveTextContent('There is not enough space on this device.');
    expect(screen.getByRole('button', { name: `Download for offline: ${item.title}` })).toHaveTextContent('Try again');
  });

  it('as an icon: a progress ring, then a link to the downloads with the size', () => {
    useDownloads.setState({ progress: { 'lesson:1': 0.5 } });
    const { unmount } = renderButton('icon');
    expect(screen.getByRole('progressbar', { name: `Downloading ${item.title}` })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    unmount();
    useDownloads.setState({ progress: {}, records: { 'lesson:1': record } });
    renderButton('icon');
    expect(
      screen.getByRole('link', { name: `Downloaded for offline (3.4 MB): ${item.title}. Manage downloads` }),
    ).toHaveAttribute('href', '/downloads');
  });
});
