import type { LessonDetail } from '@kurio/shared/lessons';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { lessonQueryKey } from '../api/get-lesson';
import { LessonPlayerPage } from './lesson-player-page';

const notReady: LessonDetail = {
  id: '8',
  title: 'A Lesson Still in the Studio',
  duration: '',
  durationMs: 0,
  audioUrl: null,
  transcript: [],
  progress: { completed: false, positionMs: 0 },
};

const ready: LessonDetail = {
  ...notReady,
  id: '9',
  title: 'Pay Yourself First',
  duration: '00:09',
  durationMs: 9500,
  audioUrl: '/media/lessons/9.mp3',
  transcript: [
    { sentence: 'Keep one tenth of everything you earn.', startMs: 300, isParagraphEnd: false },
    { sentence: 'Move it to savings on payday.', startMs: 3100, isParagraphEnd: true },
    { sentence: 'A tenth of 3,000 dollars is 300 dollars.', startMs: 6000, isParagraphEnd: true },
  ],
};

/** Renders the page with the lesson already in the query cache (as the API would answer, visitor view). */
function renderPage(lesson: LessonDetail) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(lessonQueryKey(lesson.id, ''), lesson);
  renderRoute({ path: '/learn/:id', url: `/learn/${lesson.id}`, Component: LessonPlayerPage, queryClient });
}

describe('LessonPlayerPage', () => {
  // jsdom does not lay out or scroll.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.scrollTo ??= () => {};
  });

  it("shows 'Lesson not ready!' for a lesson without audio or transcript", () => {
    renderPage(notReady);
    expect(screen.getByRole('heading', { name: 'Lesson not ready!' })).toBeInTheDocument();
    expect(screen.getByText('A Lesson Still in the Studio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('shows the title, the transcript in paragraphs with the first sentence current, and labelled controls', () => {
    renderPage(ready);
    expect(screen.getByRole('heading', { name: 'Pay Yourself First', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const first = screen.getByRole('button', { name: 'Keep one tenth of everything you earn.' });
    expect(first).toHaveAttribute('aria-current', 'true');
    expect(first.closest('p')).toHaveTextContent('Move it to savings on payday.');
    expect(first.closest('p')).not.toHaveTextContent('A tenth of 3,000');
    for (const name of ['Play', 'Back 10 seconds', 'Forward 10 seconds', 'Wait, I have questions']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByLabelText('Playback speed')).toBeInTheDocument();
    expect(screen.getByText('00:09')).toBeInTheDocument();
  });

  it('seeks to a sentence and says so, then asks the tutor about it with the controls held until the chat closes', async () => {
    // jsdom plays no media.
    HTMLMediaElement.prototype.play = async () => {};
    HTMLMediaElement.prototype.pause = () => {};
    renderPage(ready);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move it to savings on payday.' }));
    expect(screen.getByText('Now at: Move it to savings on payday.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move it to savings on payday.' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Wait, I have questions' }));
    expect(screen.getByRole('heading', { name: 'Sure, ask away…' })).toBeInTheDocument();
    expect(screen.getByText('Move it to savings on payday.', { selector: 'blockquote p' })).toBeInTheDocument();
    for (const name of ['Play', 'Back 10 seconds', 'Wait, I have questions']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Continue lesson' }));
    expect(screen.queryByRole('heading', { name: 'Sure, ask away…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });
});
