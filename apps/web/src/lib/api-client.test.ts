import { routes } from '@kurio/shared/api/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends a request in a task after the one that asked for it, so that task ends and the page can paint first', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ characters: [] })));
    vi.stubGlobal('fetch', fetch);
    const answer = callApi(routes.companion.gallery);
    // Everything the asking task does after the call still runs before the request is set up.
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    await expect(answer).resolves.toEqual({ characters: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
