import { helpLines } from '@kurio/shared/child-safety';
import type { ConversationListItem } from '@kurio/shared/companion';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { conversationsQueryKey } from '../api/conversations';
import { ChatHistoryPage } from './chat-history-page';

const conversation = (id: string, overrides: Partial<ConversationListItem> = {}): ConversationListItem => ({
  id,
  assistantId: 'nova',
  assistantName: 'Nova',
  firstMessageAt: Date.UTC(2026, 10, 20, 15),
  firstUserMessage: 'Why is the sky blue?',
  messageCount: 4,
  flaggedCount: 0,
  flagCategories: [],
  ...overrides,
});

/** The page with the server's answer already cached, in the server's order (flagged first). */
function renderHistory(conversations: ConversationListItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(conversationsQueryKey, { sessions: conversations });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter>
          <ChatHistoryPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('link');

describe('ChatHistoryPage', () => {
  it('shows no alert and no flag badges when nothing was flagged, and always lists every help line', () => {
    renderHistory([conversation('a'), conversation('b', { assistantName: 'Tara the Tiger', messageCount: 1 })]);
    expect(screen.getByRole('heading', { name: 'Chat History', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 conversations')).toBeInTheDocument();
    expect(screen.getByText('1 message')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/flagged/)).toBeNull();
    const help = screen.getByRole('region', { name: 'Where to get help' });
    for (const line of helpLines) {
      expect(within(help).getByText(line.name)).toBeInTheDocument();
      expect(help).toHaveTextContent(line.contact);
    }
  });

  it('counts one flagged conversation in the singular, keeps the server order and badges the flagged card', () => {
    renderHistory([
      conversation('flagged', { flaggedCount: 1, flagCategories: ['selfHarm'], firstUserMessage: 'i feel sad' }),
      conversation('newer', { assistantName: 'Tara the Tiger', firstMessageAt: Date.UTC(2026, 10, 21, 15) }),
    ]);
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('1 conversation needs your attention');
    expect(alert).toHaveTextContent('Flagged conversations are listed first.');
    // A serious category points to the help lines on the same page.
    expect(within(alert).getByRole('link', { name: 'where to get help' })).toHaveAttribute(
      'href',
      '#where-to-get-help',
    );
    expect(document.getElementById('where-to-get-help')).toHaveTextContent('988 Suicide & Crisis Lifeline');

    const [first, second] = cards();
    expect(first).toHaveAttribute('href', '/beta/p/vsd/flagged');
    expect(first).toHaveAccessibleName('Conversation with Nova, 1 flagged: Self-harm or suicide');
    expect(within(first!).getByText('1 flagged')).toBeInTheDocument();
    expect(within(first!).getByText('Self-harm or suicide')).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Conversation with Tara the Tiger');
    expect(second).not.toHaveTextContent('flagged');
  });

  it('counts several flagged conversations in the plural, with one badge per category', () => {
    renderHistory([
      conversation('one', { flaggedCount: 3, flagCategories: ['bullying', 'personalInfo'] }),
      conversation('two', { flaggedCount: 1, flagCategories: ['unkind'] }),
      conversation('three'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 conversations need your attention');
    const [first, second, third] = cards();
    expect(within(first!).getByText('3 flagged')).toBeInTheDocument();
    expect(within(first!).getByText('Bullying')).toBeInTheDocument();
    expect(within(first!).getByText('Personal information')).toBeInTheDocument();
    expect(within(second!).getByText('1 flagged')).toBeInTheDocument();
    expect(within(second!).getByText('Unkind words in a reply')).toBeInTheDocument();
    expect(third).not.toHaveTextContent('flagged');
  });

  it('does not send the parent to the help lines for flags that are not serious', () => {
    renderHistory([conversation('a', { flaggedCount: 1, flagCategories: ['personalInfo'] })]);
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('1 conversation needs your attention');
    expect(within(alert).queryByRole('link')).toBeNull();
    // The help lines themselves are still on the page.
    expect(screen.getByRole('region', { name: 'Where to get help' })).toBeInTheDocument();
  });
});
