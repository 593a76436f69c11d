import type { AnkiImportJob } from '@kurio/shared/anki-import-jobs';
import type { AnkiImportResult } from '@kurio/shared/cards';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { TransferPanel } from './transfer-panel';

const report: AnkiImportResult = {
  imported: 7,
  scheduling: 'reschedule',
  decks: [
    { name: 'Languages', imported: 3 },
    { name: 'Languages::Spanish', imported: 4 },
  ],
  noteTypes: [
    { name: 'Basic', readAs: 'basic', notes: 1 },
    { name: 'Vocabulary', readAs: 'firstTwoFields', notes: 1 },
  ],
  skipped: [{ reason: 'Sound files are not imported', count: 2, examples: ['a.mp3', 'b.mp3'] }],
  reviews: {
    imported: 1204,
    skipped: [
      { reason: 'manual', count: 3 },
      { reason: 'impossibleTime', count: 1 },
    ],
  },
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoute({ path: '/', url: '/', Component: TransferPanel, queryClient });
}

/** Mantine's FileInput is a button over a hidden file input, which is what a chosen file goes to. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const apkg = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'spanish.apkg');

afterEach(() => vi.unstubAllGlobals());

const job = (changes: Partial<AnkiImportJob> = {}): AnkiImportJob => ({
  id: '6f1c2f4e-3b9a-4c71-9d8e-2a5b7c9d0e1f',
  status: 'running',
  stage: 'cards',
  scheduling: 'reschedule',
  done: 3,
  total: 7,
  message: null,
  result: null,
  ...changes,
});

/**
 * The import job endpoints as the server answers them: starting or cancelling answers `started`, and each poll of
 * the latest job the next of `polls` (the last one repeated).
 */
function stubJobs(started: AnkiImportJob, polls: (AnkiImportJob | null)[]) {
  let poll = 0;
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    if (init?.method === 'POST') return Response.json(started);
    return Response.json({ job: polls[Math.min(poll++, polls.length - 1)] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('TransferPanel with an Anki package', () => {
  it('offers the scheduling choice instead of a deck, sends it with the file, shows progress, then the report', async () => {
    const fetch = stubJobs(job(), [null, job({ status: 'done', done: 7, result: report })]);
    renderPanel();
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Export Anki package' })).toHaveAttribute(
      'href',
      '/api/card/export?format=apkg',
    );
    expect(screen.queryByRole('radio', { name: 'Keep Anki’s scheduling' })).toBeNull();

    await user.upload(fileInput(), apkg());
    expect(screen.queryByLabelText(/Into deck/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Start fresh: every card is new' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep Anki’s scheduling' })).not.toBeChecked();
    const reschedule = screen.getByRole('radio', { name: 'Reschedule from the review history' });
    expect(reschedule).toHaveAccessibleDescription(
      'Kurio replays each card’s Anki reviews through its own scheduler to set the next due date.',
    );
    await user.click(reschedule);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('progressbar', { name: 'Saving cards: 3 of 7' })).toHaveAttribute(
      'aria-valuenow',
      '43',
    );
    expect(screen.getByRole('button', { name: 'Cancel import' })).toBeEnabled();
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Imported 7 cards, rescheduled from their review history.',
        ),
      { timeout: 3_000 },
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Review history: 1204 reviews imported.');
    const reviewsLeftOut = within(status).getByRole('list', { name: 'Reviews left out' });
    expect(reviewsLeftOut).toHaveTextContent('Manual reschedules, not reviews: 3');
    expect(reviewsLeftOut).toHaveTextContent('Review times before 2006, in the future or unreadable: 1');
    const decks = within(status).getByRole('list', { name: 'Cards per deck' });
    expect(decks).toHaveTextContent('Languages: 3 cards');
    expect(decks).toHaveTextContent('Languages::Spanish: 4 cards');
    expect(status).toHaveTextContent('Vocabulary (1 note, unknown type: first two fields as question and answer)');
    expect(within(status).getByRole('list', { name: 'Left out' })).toHaveTextContent(
      'Sound files are not imported: 2 (a.mp3, b.mp3)',
    );

    const [url, init] = fetch.mock.calls.find(([, sent]) => sent?.method === 'POST')!;
    expect(url).toBe('/api/card/import/apkg/jobs');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('the import is sent as a form');
    expect(body.get('scheduling')).toBe('reschedule');
    expect((body.get('package') as File).name).toBe('spanish.apkg');
  });

  it('shows why a job was refused, and that nothing was imported', async () => {
    const message = 'This package has 120 notes and the free plan holds up to 100 cards (you can add 20 more). ';
    stubJobs(job({ stage: 'reading', done: 0, total: 0 }), [null, job({ status: 'refused', message })]);
    renderPanel();
    const user = userEvent.setup();
    await user.upload(fileInput(), apkg());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Reading the package…')).toBeVisible();
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent(message.trim());
  });

  it('finds a running import after a reload, and cancels it', async () => {
    const fetch = stubJobs(job({ status: 'cancelling' }), [job(), job({ status: 'cancelled' })]);
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(fetch.mock.calls.some(([url]) => url === `/api/card/import/apkg/jobs/${job().id}/cancel`)).toBe(true);
    expect(await screen.findByText('Cancelling: taking back what was imported…')).toBeVisible();
    expect(await screen.findByText('Nothing from the package was kept.', {}, { timeout: 3_000 })).toBeVisible();
  });
});
