import { defaultCardQuantity, topicExamples } from '@kurio/shared/card-generation';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { GeneratorPage } from './generator-page';

type Call = { url: string; body: unknown };

const events = (...lines: [string, unknown][]) =>
  new Response(lines.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

/** The server: two cards and a note for a generation, a refusal with a suggestion for "Zzz", a save. */
function serve(calls: Call[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (url, init) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), body });
      if (String(url).startsWith('/api/config')) return Response.json({ aiMode: 'offline' });
      if (String(url) !== '/api/card/generate') return Response.json({ created: 2 });
      if (body.topic === 'Zzz') {
        return Response.json(
          { code: 'cannotCover', message: 'No dictionary entry for Zzz.', suggestions: ['Zebra'] },
          { status: 422 },
        );
      }
      if (body.topic === 'Cells') {
        return events(
          ['card', { type: 'cloze', question: 'Cells divide by {{c1::mitosis}}.', answer: '' }],
          ['done', {}],
        );
      }
      return events(
        ['card', { question: 'Q1', answer: 'A1' }],
        ['card', { question: 'Q2', answer: 'A2' }],
        ['note', { message: 'Two cards only.' }],
        ['done', {}],
      );
    }),
  );
}

function renderPage(calls: Call[]) {
  serve(calls);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoute({ path: '/', url: '/', Component: GeneratorPage, queryClient });
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('GeneratorPage', () => {
  it('generates on a topic, shows the cards and the note, and saves them into a deck named after it', async () => {
    const calls: Call[] = [];
    const user = renderPage(calls);
    expect(screen.getByRole('textbox', { name: /Topic/ })).toHaveAttribute(
      'placeholder',
      `e.g. ${topicExamples.offline[0]}`,
    );
    await user.type(screen.getByRole('textbox', { name: /Topic/ }), 'Photosynthesis');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('heading', { name: '2 Cards Generated' })).toBeInTheDocument();
    expect(screen.getByText('Two cards only.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Try:' })).toBeNull();
    expect(calls.find((call) => call.url === '/api/card/generate')?.body).toEqual({
      topic: 'Photosynthesis',
      quantity: defaultCardQuantity,
      cloze: true,
    });
    await user.click(screen.getByRole('button', { name: 'Save 2 selected card(s)' }));
    // On to the dashboard, which this test's router does not hold.
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/card/create');
    expect(calls.at(-1)?.body).toMatchObject({
      deck: 'Photosynthesis',
      cards: [
        { question: 'Q1', answer: 'A1' },
        { question: 'Q2', answer: 'A2' },
      ],
    });
  });

  it('shows a generated fill-in-the-blank card with its blank, and saves it as a cloze note', async () => {
    const calls: Call[] = [];
    const user = renderPage(calls);
    await user.type(screen.getByRole('textbox', { name: /Topic/ }), 'Cells');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const card = await screen.findByRole('listitem', { name: 'Card 1' });
    expect(card).toHaveTextContent('Cells divide by [...].');
    expect(card).not.toHaveTextContent('{{c1::');
    await user.click(screen.getByRole('button', { name: 'Save 1 selected card(s)' }));
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({
      cards: [{ type: 'cloze', question: 'Cells divide by {{c1::mitosis}}.', answer: '' }],
    });
  });

  it('offers the dictionary’s suggestions when it cannot cover a topic, and generates on one in a click', async () => {
    const calls: Call[] = [];
    const user = renderPage(calls);
    await user.type(screen.getByRole('textbox', { name: /Topic/ }), 'Zzz');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('No dictionary entry for Zzz.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zebra' }));
    expect(await screen.findByRole('heading', { name: '2 Cards Generated' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Topic/ })).toHaveValue('Zebra');
  });
});
