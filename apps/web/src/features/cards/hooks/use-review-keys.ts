import { useEffect } from 'react';

interface Handlers {
  revealed: boolean;
  reveal: () => void;
  rate: (quality: number) => void;
}

/** Whether a key press belongs to a field being typed in, not to the page. */
export const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Space or Enter shows the answer; 0–5 rate it. A focused button keeps its own Space/Enter. */
export function useReviewKeys({ revealed, reveal, rate }: Handlers) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingTarget(event.target)) return;
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
        event.preventDefault();
        reveal();
      } else if (revealed && /^[0-5]$/.test(event.key)) {
        event.preventDefault();
        rate(Number(event.key));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [revealed, reveal, rate]);
}
