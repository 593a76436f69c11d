import { useEffect } from 'react';
import { typingTarget } from '../../hooks/use-review-keys';

/**
 * Enter calls `action` while mounted. The listener starts after the render, so the Enter that checked an answer
 * does not also go on; a focused button or link keeps its own Enter.
 */
export function useEnterKey(action: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || typingTarget(event.target)) return;
      if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [action]);
}
