import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenerationNote } from './generation-note';
import { TopicChoices } from './topic-choices';

const inMantine = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('“Did you mean” topics on /generate', () => {
  it('offers each suggestion as a button that retries with that topic, by mouse or keyboard', async () => {
    const onPick = vi.fn();
    inMantine(<TopicChoices label="Did you mean:" topics={['photosynthesis', 'photosynthetic']} onPick={onPick} />);
    const group = screen.getByRole('group', { name: 'Did you mean:' });
    expect(group).toHaveTextContent('Did you mean:');
    await userEvent.click(screen.getByRole('button', { name: 'photosynthesis' }));
    expect(onPick).toHaveBeenLastCalledWith('photosynthesis');
    screen.getByRole('button', { name: 'photosynthetic' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('photosynthetic');
  });

  it('shows nothing when the server had no suggestion', () => {
    inMantine(<TopicChoices label="Did you mean:" topics={[]} onPick={vi.fn()} />);
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('the note beside generated cards', () => {
  it('says how many of the cards asked for offline mode could write, as a status rather than an error', () => {
    inMantine(<GenerationNote note={{ message: 'Offline mode could write 4 of 5 cards on “french revolution”.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline mode could write 4 of 5 cards on “french revolution”.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is absent when every card asked for came', () => {
    inMantine(<GenerationNote note={undefined} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
