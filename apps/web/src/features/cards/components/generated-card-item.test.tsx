import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DraftCard } from '../hooks/generation-state';
import { GeneratedCardItem } from './generated-card-item';

// jsdom has no document.fonts; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const card = { clientId: 'c1', question: 'What is a noun?', answer: 'A **naming** word', selected: true };

function renderItem(shown: DraftCard = card) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <GeneratedCardItem card={shown} position={1} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe('GeneratedCardItem draft semantics (docs/product.md §4)', () => {
  it('Cancel discards the draft', async () => {
    const onChange = renderItem();
    await userEvent.click(screen.getByRole('button', { name: 'Edit card 1' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Changed?' } });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('What is a noun?')).toBeInTheDocument();
  });

  it('Done applies the draft, trimmed, and refuses an empty answer', async () => {
    const onChange = renderItem();
    await userEvent.click(screen.getByRole('button', { name: 'Edit card 1' }));
    fireEvent.change(screen.getByLabelText('Answer (markdown)'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Answer is required')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Answer (markdown)'), { target: { value: '  A person, place or thing  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({ question: 'What is a noun?', answer: 'A person, place or thing' });
  });

  it("'Save this card' starts ticked and reports unticking", async () => {
    const onChange = renderItem();
    const box = screen.getByRole('checkbox', { name: 'Save this card' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith({ selected: false });
  });

  it('shows a cloze card with its words hidden, then shown, and edits its text and extra', async () => {
    const cloze: DraftCard = { ...card, type: 'cloze', question: 'Cells divide by {{c1::mitosis}}.', answer: '' };
    const onChange = renderItem(cloze);
    expect(screen.getByText('Fill in the blank')).toBeInTheDocument();
    expect(screen.getByText('Cells divide by [...].')).toBeInTheDocument();
    expect(screen.getByText('mitosis').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Edit card 1' }));
    fireEvent.change(screen.getByLabelText('Text ({{c1::hidden words}})'), { target: { value: 'Cells divide.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText(/needs at least one deletion/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Text ({{c1::hidden words}})'), {
      target: { value: '{{c1::Cells}} divide by {{c2::mitosis}}.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({ question: '{{c1::Cells}} divide by {{c2::mitosis}}.', answer: '' });
  });
});
