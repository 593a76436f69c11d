import type { OcclusionArea, OcclusionMode } from '@kurio/shared/occlusion';

/**
 * An occlusion note while it is being made: the editor keeps it in the form's `question` as the server stores it
 * (occlusionText), and the shared schema checks it on save, here and on the server.
 */
export interface OcclusionDraft {
  image: string;
  mode: OcclusionMode;
  header: string;
  areas: OcclusionArea[];
}

const emptyDraft: OcclusionDraft = { image: '', mode: 'hideOne', header: '', areas: [] };

/** The draft in a form's question, or an empty one (a note switched from another type holds text). */
export function readDraft(text: string): OcclusionDraft {
  try {
    const value = JSON.parse(text) as Partial<OcclusionDraft>;
    if (!value || typeof value !== 'object') return emptyDraft;
    return {
      image: typeof value.image === 'string' ? value.image : '',
      mode: value.mode === 'hideAll' ? 'hideAll' : 'hideOne',
      header: typeof value.header === 'string' ? value.header : '',
      areas: Array.isArray(value.areas) ? value.areas : [],
    };
  } catch {
    return emptyDraft;
  }
}

/** Keyboard steps, in fractions of the image: one percent of its width or height. */
export const keyStep = 0.01;
/** The smallest area a drag or a resize leaves, so an area never shrinks to nothing. */
export const minSize = 0.02;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The area moved by (dx, dy), kept inside the image. */
export function moveArea([number, left, top, width, height]: OcclusionArea, dx: number, dy: number): OcclusionArea {
  return [number, clamp(left + dx, 0, 1 - width), clamp(top + dy, 0, 1 - height), width, height];
}

/** The area resized by (dw, dh) from its top-left corner, at least `minSize` and inside the image. */
export function resizeArea([number, left, top, width, height]: OcclusionArea, dw: number, dh: number): OcclusionArea {
  return [number, left, top, clamp(width + dw, minSize, 1 - left), clamp(height + dh, minSize, 1 - top)];
}

/** The area between two points of a drag (fractions of the image), or null when it is too small to mean one. */
export function areaFromDrag(
  number: number,
  from: { x: number; y: number },
  to: { x: number; y: number },
): OcclusionArea | null {
  const [x1, x2] = [clamp(Math.min(from.x, to.x), 0, 1), clamp(Math.max(from.x, to.x), 0, 1)];
  const [y1, y2] = [clamp(Math.min(from.y, to.y), 0, 1), clamp(Math.max(from.y, to.y), 0, 1)];
  if (x2 - x1 < minSize || y2 - y1 < minSize) return null;
  return [number, x1, y1, x2 - x1, y2 - y1];
}

/** The number of a new area (one card each): after the highest so far. */
export const nextAreaNumber = (areas: readonly OcclusionArea[]) => Math.max(0, ...areas.map(([number]) => number)) + 1;

/** A new area in the middle of the image, for the keyboard's "Add area". */
export const centredArea = (number: number): OcclusionArea => [number, 0.4, 0.4, 0.2, 0.2];

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** How an area is read out: its number and place. */
export const describeArea = ([number, left, top, width, height]: OcclusionArea) =>
  `Area ${number}: left ${percent(left)}, top ${percent(top)}, width ${percent(width)}, height ${percent(height)}`;

/** Where an area sits, as CSS in percent of the image: it follows the image at any width. */
export const placeOf = ([, left, top, width, height]: OcclusionArea) => ({
  left: `${left * 100}%`,
  top: `${top * 100}%`,
  width: `${width * 100}%`,
  height: `${height * 100}%`,
});
