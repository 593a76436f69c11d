import { FileInput, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { documentInputId } from './document-source';
import { RefusalActions } from './refusal-actions';

const inMantine = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('what a learner can do when offline mode cannot write on a topic', () => {
  it('puts the notes, a document and connecting a model one click away', async () => {
    const onPasteNotes = vi.fn();
    const onFile = vi.fn();
    inMantine(
      <>
        <RefusalActions onPasteNotes={onPasteNotes} />
        <FileInput id={documentInputId} label="From a document" onClick={onFile} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Paste my notes' }));
    expect(onPasteNotes).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Upload a document' }));
    expect(onFile).toHaveBeenCalledOnce();
    const connect = screen.getByRole('button', { name: 'Connect a model' });
    expect(screen.queryByText(/AI_PROVIDER/)).toBeNull();
    await userEvent.click(connect);
    expect(connect).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Connecting a model/)).toBeInTheDocument();
  });
});
