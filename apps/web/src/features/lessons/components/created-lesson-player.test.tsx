import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { CreatedLessonPlayer, noVoiceNotes } from './created-lesson-player';

const lesson = {
  id: 'lesson-1',
  title: 'Tides',
  topic: 'tides',
  createdAt: '2026-11-24T12:00:00.000Z',
  markdown: '# Tides\n\nThe Moon pulls the sea. The sea rises twice a day. Then it falls again.',
};

const TidesPlayer = () => <CreatedLessonPlayer lesson={lesson} />;

function renderPlayer() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoute({ path: '/', url: '/', Component: TidesPlayer, queryClient });
  return userEvent.setup();
}

// jsdom cannot read aloud: the player is the one a device without speech synthesis gets.
describe('CreatedLessonPlayer on a device with no voice', () => {
  // jsdom does not lay out or scroll.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.scrollTo ??= () => {};
  });

  it('says why there is no voice, and keeps reading, moving and asking', async () => {
    const user = renderPlayer();
    expect(screen.getByRole('heading', { name: 'Tides', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(noVoiceNotes.noSynthesis)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Voice' })).toBeDisabled();
    const counter = screen.getByText(/^Sentence \d+ of \d+$/);
    const total = counter.textContent!.split(' of ')[1];
    expect(counter).toHaveTextContent(`Sentence 1 of ${total}`);
    await user.click(screen.getByRole('button', { name: 'Next sentence' }));
    expect(counter).toHaveTextContent(`Sentence 2 of ${total}`);
    await user.click(screen.getByRole('button', { name: 'Previous sentence' }));
    expect(counter).toHaveTextContent(`Sentence 1 of ${total}`);
  });

  it('opens the tutor on the current sentence, holds the controls meanwhile, and closes back to the lesson', async () => {
    const user = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Next sentence' }));
    await user.click(screen.getByRole('button', { name: 'Wait, I have questions' }));
    expect(screen.getByRole('heading', { name: 'Sure, ask away…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next sentence' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Wait, I have questions' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue lesson' }));
    expect(screen.queryByRole('heading', { name: 'Sure, ask away…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next sentence' })).toBeEnabled();
  });
});
