import { helpLines } from '@kurio/shared/child-safety';
import type { Child } from '@kurio/shared/children';
import type { ConversationListItem } from '@kurio/shared/companion';
import type { ParentAlert, ParentAlertListResponse, WeeklySummaryStatus } from '@kurio/shared/parent-alerts';
import type { ConsentResponse } from '@kurio/shared/parent-consent';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { holderProofQueryOptions } from '../../../sign-in/holder-proof';
import { childrenQueryKey } from '../api/children';
import { consentQueryKey } from '../api/consent';
import { conversationsQueryKey } from '../api/conversations';
import { alertChoicesQueryKey, parentAlertsQueryKey, weeklySummaryQueryKey } from '../api/parent-alerts';
import { pinQueryKey } from '../api/parent-pin';
import { retentionQueryKey } from '../api/retention';
import { ChatHistoryPage } from './chat-history-page';
import { emptyChild } from './child-form';

const conversation = (id: string, overrides: Partial<ConversationListItem> = {}): ConversationListItem => ({
  id,
  assistantId: 'nova',
  assistantName: 'Nova',
  firstMessageAt: Date.UTC(2026, 10, 20, 15),
  firstUserMessage: 'Why is the sky blue?',
  messageCount: 4,
  flaggedCount: 0,
  flagCategories: [],
  childId: null,
  childName: null,
  ...overrides,
});

const notice = { version: '2026-11-27', aiProvider: null };
const agreed: ConsentResponse = {
  notice,
  consent: { noticeVersion: '2026-11-27', consentedAt: Date.UTC(2026, 10, 27, 12), confirmedBy: 'password' },
  confirmWith: 'password',
};

const summaryOff: WeeklySummaryStatus = { enabled: false, nextAt: null, last: null, emailConfigured: true };

const noAlerts: ParentAlertListResponse = { alerts: [], emailConfigured: true };

const parentAlert = (overrides: Partial<ParentAlert>): ParentAlert => ({
  id: 'alert',
  conversationId: 'flagged',
  category: 'selfHarm',
  createdAt: Date.UTC(2026, 10, 20, 15),
  status: 'sent',
  attempts: 1,
  sentAt: Date.UTC(2026, 10, 20, 15, 1),
  lastError: null,
  ...overrides,
});

/** The page with the server's answer already cached, in the server's order (flagged first). */
function renderHistory(
  conversations: ConversationListItem[],
  alerts: ParentAlertListResponse = noAlerts,
  consent: ConsentResponse = agreed,
  children: Child[] = [],
  weeklySummary: WeeklySummaryStatus = summaryOff,
  googleClientId: string | null = null,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(conversationsQueryKey, { sessions: conversations });
  queryClient.setQueryData(parentAlertsQueryKey, alerts);
  queryClient.setQueryData(consentQueryKey, consent);
  queryClient.setQueryData(pinQueryKey, { pinSet: false, lockedUntil: null });
  queryClient.setQueryData(holderProofQueryOptions.queryKey, { confirmWith: consent.confirmWith });
  queryClient.setQueryData(retentionQueryKey, { retentionDays: 30 });
  queryClient.setQueryData(childrenQueryKey, { children });
  queryClient.setQueryData(alertChoicesQueryKey, { emailOtherFlags: false });
  queryClient.setQueryData(weeklySummaryQueryKey, weeklySummary);
  queryClient.setQueryData(publicConfigQueryOptions.queryKey, {
    contactEmail: 'a@b.c',
    googleClientId,
    aiMode: 'offline',
    paymentsMode: 'test',
  });
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

const cards = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link');

const kid = (id: string, name: string): Child => ({
  ...emptyChild,
  dailyMinutes: null,
  quietHours: [],
  id,
  name,
  minutesUsedToday: 0,
});

describe('ChatHistoryPage', () => {
  it("shows one child's conversations when the parent picks them, naming the child on each card", async () => {
    const ada = { childId: 'ada', childName: 'Ada' };
    const ben = { childId: 'ben', childName: 'Ben' };
    renderHistory(
      [conversation('a', { ...ben, flaggedCount: 1, flagCategories: ['selfHarm'] }), conversation('b', ada)],
      noAlerts,
      agreed,
      [kid('ada', 'Ada'), kid('ben', 'Ben')],
    );
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      "Ben's conversation with Nova, 1 flagged: Self-harm or suicide",
      "Ada's conversation with Nova",
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Ada' }));
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(["Ada's conversation with Nova"]);
    expect(screen.getByText('1 conversation')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Children' })).getByText('Ben')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Also email the other flags/ })).not.toBeChecked();
  });

  it('shows no alert and no flag badges when nothing was flagged, and always lists every help line', () => {
    renderHistory([conversation('a'), conversation('b', { assistantName: 'Tara the Tiger', messageCount: 1 })]);
    expect(screen.getByRole('heading', { name: 'Chat History', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 conversations')).toBeInTheDocument();
    expect(screen.getByText('1 message')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Conversations' })).queryByText(/flagged/)).toBeNull();
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

  it('lists email alerts with what became of each email, a failure in words, and a link to the conversation', () => {
    renderHistory([conversation('flagged', { flaggedCount: 1, flagCategories: ['selfHarm'] })], {
      emailConfigured: true,
      alerts: [
        parentAlert({}),
        parentAlert({ id: 'b', category: 'abuse', status: 'failed', attempts: 6, sentAt: null, lastError: '550 No' }),
      ],
    });
    const section = screen.getByRole('region', { name: 'Email alerts' });
    const [sent, failed] = within(section).getAllByRole('listitem');
    expect(sent).toHaveTextContent('Self-harm or suicide');
    expect(sent).toHaveTextContent(/Emailed Nov 20, 2026/);
    expect(
      within(sent!).getByRole('link', { name: 'Open the conversation flagged for Self-harm or suicide' }),
    ).toHaveAttribute('href', '/beta/p/vsd/flagged');
    expect(failed).toHaveTextContent('Could not be emailed after 6 tries: 550 No');
    expect(within(section).queryByText('Email is not set up')).toBeNull();
  });

  it('says how to set up email when the server has none, and lists the alerts anyway', () => {
    renderHistory([], {
      emailConfigured: false,
      alerts: [parentAlert({ status: 'pending', attempts: 0, sentAt: null })],
    });
    const section = screen.getByRole('region', { name: 'Email alerts' });
    expect(within(section).getByText('Email is not set up')).toBeInTheDocument();
    expect(section).toHaveTextContent('SMTP_URL');
    expect(within(section).getByRole('listitem')).toHaveTextContent('Not emailed: email is not set up');
  });

  it('asks a parent who has not agreed to read the notice and type their password', () => {
    renderHistory([], noAlerts, {
      notice: { ...notice, aiProvider: 'Anthropic' },
      consent: null,
      confirmWith: 'password',
    });
    const section = screen.getByRole('region', { name: 'Your consent' });
    expect(section).toHaveTextContent('Never audio');
    expect(section).toHaveTextContent('is sent to Anthropic to write the reply');
    expect(section).toHaveTextContent('Notice version 2026-11-27');
    expect(within(section).getByLabelText(/Your account password/)).toHaveAttribute('type', 'password');
    expect(within(section).getByRole('button', { name: 'I have read this and agree' })).toBeInTheDocument();
  });

  it('shows when the parent agreed and to which notice, with a way to withdraw', () => {
    renderHistory([conversation('a', { flaggedCount: 1, flagCategories: ['abuse'] })]);
    const section = screen.getByRole('region', { name: 'Your consent' });
    expect(section).toHaveTextContent('You agreed on November 27, 2026 to notice version 2026-11-27.');
    expect(section).toHaveTextContent('replies are written on this Kurio server');
    // Agreed, the card comes after the conversations, so a flagged one stays at the top.
    expect(screen.getByRole('list', { name: 'Conversations' }).compareDocumentPosition(section)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(section).getByRole('button', { name: 'Withdraw consent' })).toBeInTheDocument();
    const retention = screen.getByRole('region', { name: 'Keep transcripts for' });
    expect(within(retention).getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(within(retention).getAllByRole('radio')).toHaveLength(3);
  });

  it('shows the weekly summary choice, when the next goes out, and a summary that failed, in words', () => {
    const failed: WeeklySummaryStatus = {
      enabled: true,
      nextAt: new Date(2026, 10, 30).getTime(),
      last: {
        weekStart: new Date(2026, 10, 16).getTime(),
        status: 'failed',
        attempts: 6,
        sentAt: null,
        lastError: '550 No',
      },
      emailConfigured: true,
    };
    renderHistory([], noAlerts, agreed, [], failed);
    const section = screen.getByRole('region', { name: 'Email alerts' });
    expect(within(section).getByRole('checkbox', { name: /Email me a weekly summary/ })).toBeChecked();
    expect(section).toHaveTextContent(
      'Last summary (week of Nov 16, 2026): Could not be emailed after 6 tries: 550 No',
    );
    expect(section).toHaveTextContent('Next summary: November 30, 2026, covering the week before.');
    expect(section).toHaveTextContent('Never what they said.');
  });

  it('says when the last weekly summary went out', () => {
    const sent: WeeklySummaryStatus = {
      ...summaryOff,
      last: {
        weekStart: new Date(2026, 10, 16).getTime(),
        status: 'sent',
        attempts: 1,
        sentAt: new Date(2026, 10, 23, 0, 1).getTime(),
        lastError: null,
      },
    };
    renderHistory([], noAlerts, agreed, [], sent);
    const section = screen.getByRole('region', { name: 'Email alerts' });
    expect(within(section).getByRole('checkbox', { name: /Email me a weekly summary/ })).not.toBeChecked();
    expect(section).toHaveTextContent('Last summary (week of Nov 16, 2026): Emailed Nov 23, 2026, 12:01 AM');
    expect(section).not.toHaveTextContent('Next summary');
  });

  describe('a parent whose account signs in only with Google', () => {
    const google = { notice, consent: null, confirmWith: 'google' as const };
    afterEach(() => {
      delete window.google;
    });

    it("asks them to confirm with Google's own button instead of a password", async () => {
      const renderButton = vi.fn();
      window.google = { accounts: { id: { initialize: vi.fn(), renderButton } } };
      renderHistory([], noAlerts, google, [], summaryOff, 'kurio.apps.googleusercontent.com');
      const section = screen.getByRole('region', { name: 'Your consent' });
      expect(section).toHaveTextContent('confirm with Google that it is you');
      expect(within(section).queryByLabelText(/Your account password/)).toBeNull();
      // One button for consent, one for the PIN card, which asks Google too (decision 146).
      await vi.waitFor(() => expect(renderButton).toHaveBeenCalledTimes(2));
      const containers = renderButton.mock.calls.map(([element]) => element as HTMLElement);
      expect(containers.filter((element) => section.contains(element))).toHaveLength(1);
    });

    it('says why it cannot agree when this server has no Google sign-in, rather than offering another way', () => {
      renderHistory([], noAlerts, google);
      const section = screen.getByRole('region', { name: 'Your consent' });
      expect(section).toHaveTextContent(
        'Sign-in with Google is not set up on this server, so it cannot confirm it is you',
      );
      expect(within(section).queryByRole('link', { name: 'Account settings' })).toBeNull();
      expect(within(section).queryByLabelText(/Your account password/)).toBeNull();
    });
  });
});
