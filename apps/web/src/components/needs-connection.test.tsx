import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsConnection } from './needs-connection';

const message = "You're offline — checkout needs a connection";

/** Sets what the browser reports and fires the event it fires. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('NeedsConnection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the screen needs a connection while offline, and goes when the network comes back', () => {
    render(
      <MantineProvider>
        <NeedsConnection what="checkout" />
      </MantineProvider>,
    );
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    goOnline(true);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
