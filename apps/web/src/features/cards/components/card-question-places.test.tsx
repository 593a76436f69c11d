import type { Card } from '@kurio/shared/cards';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardListItem } from './card-list-item';
import { DeleteCardDialog } from './delete-card-dialog';

const card: Card = {
  id: 7,
  question: 'What colour is **chlorophyll**?',
  answer: 'Green',
  type: 'basic',
  ordinal: 1,
  typeAnswer: false,
  noteId: '00000000-0000-4000-8000-000000000007',
  note: { question: 'What colour is **chlorophyll**?', answer: 'Green' },
  deckId: null,
  deckName: null,
  dueAt: 0,
  createdAt: 0,
};

describe('CardListItem', () => {
  it('shows the question as the review screen does: emphasis rendered, no Markdown marks', () => {
    render(
      <MantineProvider>
        <MemoryRouter>
          <CardListItem card={card} onDelete={() => {}} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const item = screen.getByRole('listitem', { name: 'Card #7' });
    expect(item.querySelector('strong')).toHaveTextContent('chlorophyll');
    expect(item).toHaveTextContent('What colour is chlorophyll?');
    expect(item).not.toHaveTextContent('**');
  });
});

describe('DeleteCardDialog', () => {
  it('names the card as the list shows it: emphasis rendered, no Markdown marks', async () => {
    render(
      <MantineProvider>
        <DeleteCardDialog card={card} onCancel={() => {}} onConfirm={() => {}} />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete card' });
    expect(dialog.querySelector('strong')).toHaveTextContent('chlorophyll');
    expect(dialog).toHaveTextContent('#7What colour is chlorophyll?');
    expect(dialog).not.toHaveTextContent('**');
  });
});
