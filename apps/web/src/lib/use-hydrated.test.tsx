import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <button type="submit" disabled={!useHydrated()} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in the HTML and true once that HTML is hydrated, with no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is true when the browser draws the screen itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
