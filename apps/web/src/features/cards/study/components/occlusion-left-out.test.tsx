import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OcclusionLeftOut } from './occlusion-left-out';

const show = (count: number, deckId?: number) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <OcclusionLeftOut count={count} deckId={deckId} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('OcclusionLeftOut', () => {
  it('says how many image occlusion cards are left out and why, with a way to review them in their deck', () => {
    show(3, 7);
    expect(screen.getByRole('note')).toHaveTextContent(
      '3 image occlusion cards are left out: their answer is a place on an image, which choices and typed answers cannot ask. Review them to study them.',
    );
    expect(screen.getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/review?deckId=7');
  });

  it('speaks of one card in the singular, and says nothing when none is left out', () => {
    const { unmount } = show(1);
    expect(screen.getByRole('note')).toHaveTextContent(/^1 image occlusion card is left out: its answer/);
    expect(screen.getByRole('link', { name: 'Review it' })).toHaveAttribute('href', '/review');
    unmount();
    show(0);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
