import type { Conversation, ConversationMessage } from '@kurio/shared/companion';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { conversationQueryKey } from '../api/conversation';
import { conversationSummaryQueryOptions } from '../api/conversation-summary';
import { ConversationDetailPage } from './conversation-detail-page';

const start = Date.UTC(2026, 10, 20, 15);
const message = (
  id: string,
  role: ConversationMessage['role'],
  content: string,
  extra: Partial<ConversationMessage> = {},
) => ({
  id,
  role,
  content,
  timestamp: start + Number(id) * 60_000,
  flagged: false,
  ...extra,
});

/** Both messages of a flagged exchange carry the flag, as the server stores them. */
const flaggedExchange = (category: ConversationMessage['flagCategory'], reason: string): ConversationMessage[] => [
  message('1', 'user', 'hello Nova'),
  message('2', 'assistant', 'Hi! What shall we talk about?'),
  message('3', 'user', 'something worrying', { flagged: true, flagReason: reason, flagCategory: category }),
  message('4', 'assistant', 'Please tell a grown-up you trust.', {
    flagged: true,
    flagReason: reason,
    flagCategory: category,
  }),
];

function renderConversation(messages: ConversationMessage[]) {
  const conversation: Conversation = {
    id: 's1',
    assistantId: 'nova',
    assistantName: 'Nova',
    childName: 'Ada',
    messages,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(conversationQueryKey(conversation.id), { session: conversation });
  queryClient.setQueryData(conversationSummaryQueryOptions(conversation.id).queryKey, {
    summary: 'A chat.',
    insights: [],
  });
  renderRoute({
    path: '/beta/p/vsd/:conversationId',
    url: `/beta/p/vsd/${conversation.id}`,
    Component: ConversationDetailPage,
    queryClient,
  });
}

describe('ConversationDetailPage', () => {
  it('names the category of a flagged message before its reason, and shows the help lines for it', async () => {
    renderConversation(flaggedExchange('selfHarm', 'The child may be hurt, scared or unsafe.'));
    expect(await screen.findByRole('heading', { name: 'Session with Nova', level: 1 })).toBeInTheDocument();
    const notes = screen.getAllByText('Flagged: Self-harm or suicide');
    expect(notes).toHaveLength(2);
    expect(notes[0]!.parentElement).toHaveTextContent(
      'Flagged: Self-harm or suicide — The child may be hurt, scared or unsafe.',
    );
    expect(document.querySelectorAll('[data-flagged="true"]')).toHaveLength(2);
    expect(document.querySelectorAll('[data-flagged="false"]')).toHaveLength(2);

    const help = screen.getByRole('region', { name: 'Where to get help' });
    expect(help).toHaveTextContent('This conversation touched on: Self-harm or suicide.');
    for (const name of ['Emergency services', '988 Suicide & Crisis Lifeline', 'Samaritans', 'Childline']) {
      expect(within(help).getByText(name)).toBeInTheDocument();
    }
    expect(help).toHaveTextContent('Call or text 988');
    // Lines for other topics stay off this conversation's page.
    expect(within(help).queryByText('Poison Help')).toBeNull();
    expect(within(help).queryByText('NCMEC CyberTipline')).toBeNull();
    // Near the top: before the summary and the conversation.
    const summary = screen.getByRole('heading', { name: 'Session Summary' });
    expect(help.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the help lines for each serious category in the conversation', async () => {
    renderConversation([
      ...flaggedExchange('secrets', 'Secrets.'),
      message('5', 'user', 'my tummy hurts', { flagged: true, flagCategory: 'medical' }),
    ]);
    const help = await screen.findByRole('region', { name: 'Where to get help' });
    expect(help).toHaveTextContent('This conversation touched on: Secrets or grooming, Medical emergency.');
    for (const name of ['NCMEC CyberTipline', 'Childhelp National Child Abuse Hotline', 'Poison Help']) {
      expect(within(help).getByText(name)).toBeInTheDocument();
    }
    expect(within(help).queryByText('988 Suicide & Crisis Lifeline')).toBeNull();
    // A flag without a reason shows the category alone.
    expect(screen.getByText('Flagged: Medical emergency').parentElement).toHaveTextContent(
      /^Flagged: Medical emergency$/,
    );
  });

  it('shows no help lines for flags that are not serious', async () => {
    renderConversation(flaggedExchange('personalInfo', 'Personal information was shared or asked for.'));
    expect(await screen.findAllByText('Flagged: Personal information')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Where to get help' })).toBeNull();
  });

  it('keeps the old wording for a message flagged before categories existed', async () => {
    renderConversation([message('1', 'user', 'hi', { flagged: true, flagReason: 'Unkind or rude words.' })]);
    expect(await screen.findByText('Flagged by the safety layer: Unkind or rude words.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where to get help' })).toBeNull();
  });
});
