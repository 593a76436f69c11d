import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NotePreview } from './note-preview';

const capitals = '{{c1::Paris}} is the capital of {{c2::France::country}}.';
const cardsIn = () => within(screen.getByRole('region', { name: 'Cards preview' })).getAllByRole('listitem');
const show = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

describe('NotePreview', () => {
  it('counts every deletion of a new note', () => {
    show(<NotePreview note={{ type: 'cloze', question: capitals, answer: '' }} />);
    expect(screen.getByText('Preview: 2 cards')).toBeInTheDocument();
    expect(cardsIn()).toHaveLength(2);
  });

  it('leaves out the card of a deletion the learner deleted, as the save will, and says why', () => {
    const saved = { note: { type: 'cloze' as const, question: capitals, answer: '' }, ordinals: [1] };
    show(<NotePreview note={{ type: 'cloze', question: capitals, answer: 'Since 508' }} saved={saved} />);
    expect(screen.getByText('Preview: 1 card')).toBeInTheDocument();
    expect(cardsIn().map((item) => item.textContent)).toEqual(['[...] is the capital of France.']);
    expect(screen.getByText(/Not made again, as you deleted its card: c2/)).toBeInTheDocument();
  });

  it('counts a deletion new to the note, and the reversed card a deleted one is not made again for', () => {
    const saved = { note: { type: 'cloze' as const, question: capitals, answer: '' }, ordinals: [1] };
    const more = `${capitals} It lies on the {{c3::Seine}}.`;
    const { unmount } = show(<NotePreview note={{ type: 'cloze', question: more, answer: '' }} saved={saved} />);
    expect(screen.getByText('Preview: 2 cards')).toBeInTheDocument();
    unmount();

    const reversed = { note: { type: 'reversed' as const, question: 'tree', answer: 'der Baum' }, ordinals: [1] };
    show(<NotePreview note={{ type: 'reversed', question: 'tree', answer: 'der Baum (m.)' }} saved={reversed} />);
    expect(cardsIn().map((item) => item.textContent)).toEqual(['tree']);
    expect(screen.getByText(/deleted its card: the reversed card/)).toBeInTheDocument();
  });
});
