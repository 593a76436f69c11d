import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Transcript } from './transcript';

const transcript = ['One.', 'Two.', 'Three.'].map((sentence) => ({ sentence, isParagraphEnd: false }));
const scrolled = vi.fn();

/** The transcript in its scrolling pane; jsdom lays nothing out, so every sentence counts as out of view. */
function renderAt(currentIndex: number) {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.textContent);
  };
  const props = { transcript, hasHistory: () => false, seekEnabled: true, onSeek: () => {} };
  const view = render(
    <div data-scroll>
      <Transcript {...props} currentIndex={currentIndex} />
    </div>,
  );
  const moveTo = (index: number) =>
    view.rerender(
      <div data-scroll>
        <Transcript {...props} currentIndex={index} />
      </div>,
    );
  return { moveTo };
}

afterEach(() => scrolled.mockReset());

describe('Transcript', () => {
  it('opens at the first sentence where it already is, without scrolling', () => {
    renderAt(0);
    expect(scrolled).not.toHaveBeenCalled();
  });

  // The scroll waits for the next paint, so that measuring the sentence forces no layout inside the click.
  it('brings a resumed sentence into view when the lesson opens', async () => {
    renderAt(2);
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith('Three.'));
  });

  it('follows the voice to each next sentence, and back to the first', async () => {
    const { moveTo } = renderAt(0);
    moveTo(1);
    await vi.waitFor(() => expect(scrolled).toHaveBeenLastCalledWith('Two.'));
    moveTo(0);
    await vi.waitFor(() => expect(scrolled).toHaveBeenLastCalledWith('One.'));
  });

  it('does not scroll to a sentence the voice has already left before the paint', async () => {
    const { moveTo } = renderAt(0);
    moveTo(1);
    moveTo(2);
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith('Three.'));
    expect(scrolled).not.toHaveBeenCalledWith('Two.');
  });
});
