import { type KeyboardEvent, type PointerEvent, type RefObject, useState } from 'react';

/** docs/product.md §9: chat and lesson share the width 50/50; each keeps at least a fifth of it. */
export const chatShare = { initial: 50, min: 20, max: 80, step: 5 } as const;

const clampShare = (value: number) => Math.round(Math.min(chatShare.max, Math.max(chatShare.min, value)));

/** The chat pane's share of the width (percent), changed by dragging or the arrow keys on the divider. */
export function useSplit(container: RefObject<HTMLElement | null>) {
  const [share, setShare] = useState<number>(chatShare.initial);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!dragging || !box || box.width === 0) return;
    setShare(clampShare(((event.clientX - box.left) / box.width) * 100));
  };
  const stopDragging = () => setDragging(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? chatShare.step * 2 : chatShare.step;
    const change = { ArrowLeft: -step, ArrowRight: step, Home: -100, End: 100 }[event.key];
    if (change === undefined) return;
    event.preventDefault();
    setShare((current) => clampShare(current + change));
  };

  return {
    share,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: stopDragging, onPointerCancel: stopDragging, onKeyDown },
  };
}
