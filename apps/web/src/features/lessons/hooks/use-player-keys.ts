import { useEffect, useRef } from 'react';

interface PlayerKeyActions {
  chatOpen: boolean;
  openChat: () => void;
  togglePlay: () => void;
  skip: (seconds: number) => void;
}

/** Keys typed into a field, or handled by a focused control itself, are not shortcuts. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="slider"], [role="separator"]')) {
    return true;
  }
  return key === ' ' && target.closest('button, a, [role="button"], [role="checkbox"]') !== null;
}

/** docs/product.md §2: W/w opens chat. Beyond the original: Space plays or pauses, ←/→ skip 10 s (not in chat mode). */
export function usePlayerKeys(actions: PlayerKeyActions, skipSeconds: number) {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || ownsKey(event.target, event.key)) return;
      const { chatOpen, openChat, togglePlay, skip } = latest.current;
      if (chatOpen) return;
      if (event.key === 'w' || event.key === 'W') openChat();
      else if (event.key === ' ') togglePlay();
      else if (event.key === 'ArrowLeft') skip(-skipSeconds);
      else if (event.key === 'ArrowRight') skip(skipSeconds);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [skipSeconds]);
}
