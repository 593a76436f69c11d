import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
beforeAll(() => {
  if (!document.fonts)
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

const renderComposer = (onSend = vi.fn(() => true)) => {
  render(
    <MantineProvider>
      <MessageComposer disabled={false} onSend={onSend} />
    </MantineProvider>,
  );
  return { onSend, input: screen.getByPlaceholderText('Message Kurio...') };
};

describe('MessageComposer (docs/product.md §2, §5 prototype chat)', () => {
  it('counts characters, and prompts when empty', async () => {
    const { input } = renderComposer();
    expect(screen.getByText('Type your message...')).toBeInTheDocument();
    await userEvent.type(input, 'Moon');
    expect(screen.getByText('4 characters')).toBeInTheDocument();
    await userEvent.clear(input);
    expect(screen.getByText('Type your message...')).toBeInTheDocument();
  });

  it('sends on Enter and clears; Shift+Enter adds a line instead', async () => {
    const { input, onSend } = renderComposer();
    await userEvent.type(input, 'tides{Shift>}{Enter}{/Shift}and moons');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('tides\nand moons');
    await userEvent.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('tides\nand moons');
    expect(input).toHaveValue('');
  });

  it('does nothing on Enter while the message is blank, and disables Send', async () => {
    const { input, onSend } = renderComposer();
    await userEvent.type(input, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText('3 characters')).toBeInTheDocument();
  });

  it('is ready to type on opening with a mouse; on a touch screen only once a reply ends', () => {
    // The setup's stand-in answers every query; this one also says whether the pointer is fine.
    const standIn = window.matchMedia;
    const pointer = (fine: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
        const list = standIn(query);
        Object.defineProperty(list, 'matches', { value: fine && query === '(pointer: fine)' });
        return list;
      });
    const composer = (disabled: boolean) => (
      <MantineProvider>
        <MessageComposer disabled={disabled} onSend={() => true} />
      </MantineProvider>
    );

    pointer(true);
    const mouse = render(composer(false));
    expect(screen.getByPlaceholderText('Message Kurio...')).toHaveFocus();
    mouse.unmount();

    pointer(false);
    const touch = render(composer(false));
    expect(screen.getByPlaceholderText('Message Kurio...')).not.toHaveFocus();
    touch.rerender(composer(true));
    touch.rerender(composer(false));
    expect(screen.getByPlaceholderText('Message Kurio...')).toHaveFocus();
    vi.restoreAllMocks();
  });
});
