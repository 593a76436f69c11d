/**
 * Resolves after the browser has painted what the last state change put on screen: work that need not be seen in
 * that frame (focus moves, storage writes, measurements) runs after it, so an interaction paints sooner.
 */
export const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
