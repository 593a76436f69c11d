import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GeneratedCardItem } from './generated-card-item';

// jsdom has no document.fonts; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const card = { clientId: 'c1', question: 'What is a noun?', answer: 'A **naming** word', selected: true };

function renderItem() {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <GeneratedCardItem card={card} position={1} onChange={onChange} />
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
});
