import { afterEach, describe, expect, it } from 'vitest';
import { signedOutUser, useAppStore } from './app-store';

const learner = { id: 'u1', name: 'Ada', role: 0, membership: { plan: 0, subscription: 3, expireAt: -1 } };

afterEach(() => useAppStore.getState().resetUser());

describe('the device user', () => {
  it('keeps the same object when the server confirms the same user, so nothing re-renders', () => {
    useAppStore.getState().setUser(learner);
    const stored = useAppStore.getState().user;
    useAppStore.getState().setUser({ ...learner, membership: { ...learner.membership } });
    expect(useAppStore.getState().user).toBe(stored);
  });

  it('takes any change of name, role or membership', () => {
    useAppStore.getState().setUser(learner);
    for (const change of [
      { name: 'Ada L.' },
      { role: 1 },
      { membership: { plan: 1, subscription: 1, expireAt: 1_900_000_000_000 } },
    ]) {
      const before = useAppStore.getState().user;
      useAppStore.getState().setUser({ ...before, ...change });
      expect(useAppStore.getState().user).not.toBe(before);
      expect(useAppStore.getState().user).toMatchObject(change);
    }
    useAppStore.getState().resetUser();
    expect(useAppStore.getState().user).toBe(signedOutUser);
  });
});
