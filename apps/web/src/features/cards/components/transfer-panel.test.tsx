import type { AnkiImportResult } from '@kurio/shared/cards';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
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

describe('TransferPanel with an Anki package', () => {
  it('offers the scheduling choice instead of a deck, sends it with the file, and shows the report', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(report));
    vi.stubGlobal('fetch', fetch);
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

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Imported 7 cards, rescheduled from their review history.');
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

    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/card/import/apkg');
    const body = init?.body;
    if (!(body instanceof FormData)) throw new Error('the import is sent as a form');
    expect(body.get('scheduling')).toBe('reschedule');
    expect((body.get('package') as File).name).toBe('spanish.apkg');
  });

  it('shows the server’s refusal and imports nothing', async () => {
    const message = 'The free plan holds up to 100 cards; you can add 20 more. Upgrade to Pro for unlimited cards.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'cardLimitReached', message }, { status: 403 })),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.upload(fileInput(), apkg());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
