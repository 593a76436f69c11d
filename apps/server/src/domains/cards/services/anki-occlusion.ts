import type { OcclusionArea, OcclusionNote } from '@kurio/shared/occlusion';

/**
 * Anki's Image Occlusion note type (Anki 23.10+, rslib/src/image_occlusion): a cloze note type whose Occlusion field
 * holds items such as `{{c1::image-occlusion:rect:left=.2:top=.3:width=.1:height=.05:oi=1}}`, coordinates as
 * fractions of the image and `oi=1` for "hide all, guess one". Kurio keeps rectangles only (decision 164).
 */

/** Anki's OriginalStockKind for the note type, which it reads to find the fields by their tags. */
export const ankiImageOcclusionKind = 6;
/** Anki's ImageOcclusionField tags, by field: Occlusion, Image, Header, Back Extra, Comments. */
export const ankiOcclusionFields = ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'] as const;

/** What became of shapes Kurio does not draw, for the import report. */
export interface OcclusionShapeReport {
  /** Ellipses and polygons, imported as their bounding rectangle. */
  approximated: number;
  /** Text labels (they have no size) and shapes that could not be read, left out. */
  skipped: number;
}

const itemPattern = /\{\{c(\d{1,3})::image-occlusion:(.*?)\}\}/g;

/** `rect:left=.2:top=.3`: the shape and its properties, `\:` and `\\` escaped in values as Anki writes them. */
function readShape(text: string): { shape: string; properties: Map<string, string> } {
  const [shape = '', ...parts] = text.split(/(?<!\\):/);
  const properties = new Map<string, string>();
  for (const part of parts) {
    const equals = part.indexOf('=');
    if (equals > 0) properties.set(part.slice(0, equals), part.slice(equals + 1).replace(/\\([\\:])/g, '$1'));
  }
  return { shape, properties };
}

type Box = { left: number; top: number; width: number; height: number };

/** A shape's bounding box in fractions of the image, or null when it has none Kurio can tell. */
function boundingBox(shape: string, value: (name: string) => number): Box | null {
  if (shape === 'rect')
    return { left: value('left'), top: value('top'), width: value('width'), height: value('height') };
  if (shape === 'ellipse') {
    const width = value('width') || 2 * value('rx');
    const height = value('height') || 2 * value('ry');
    return { left: value('left'), top: value('top'), width, height };
  }
  return null;
}

function polygonBox(points: string): Box | null {
  const pairs = points
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number))
    .filter((pair) => pair.length === 2 && pair.every(Number.isFinite)) as [number, number][];
  if (pairs.length < 3) return null;
  const xs = pairs.map(([x]) => x);
  const ys = pairs.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** A box cut to the image: Anki lets a shape reach past its edge. */
function clamp(box: Box): Box {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  return {
    left,
    top,
    width: Math.min(1, box.left + box.width) - left,
    height: Math.min(1, box.top + box.height) - top,
  };
}

/**
 * The areas of an Anki Occlusion field and its mode: rectangles as they are, ellipses and polygons as their bounding
 * rectangle, text labels left out; `report` counts the last two kinds.
 */
export function readAnkiOcclusions(
  field: string,
  report: OcclusionShapeReport,
): { areas: OcclusionArea[]; mode: OcclusionNote['mode'] } {
  const areas: OcclusionArea[] = [];
  let hideAll = false;
  for (const [, number, text] of field.matchAll(itemPattern)) {
    const { shape, properties } = readShape(text!);
    const value = (name: string) => Number(properties.get(name) ?? 0) || 0;
    if (properties.get('oi') === '1') hideAll = true;
    const box = shape === 'polygon' ? polygonBox(properties.get('points') ?? '') : boundingBox(shape, value);
    if (!box) {
      report.skipped += 1;
      continue;
    }
    if (shape !== 'rect') report.approximated += 1;
    const { left, top, width, height } = clamp(box);
    areas.push([Number(number), left, top, width, height]);
  }
  return { areas, mode: hideAll ? 'hideAll' : 'hideOne' };
}

const decimal = (value: number) => String(Math.round(value * 10_000) / 10_000).replace(/^0\./, '.');

/** A Kurio note's areas as Anki's Occlusion field: one rectangle item each, `oi=1` in "hide all" mode. */
export function writeAnkiOcclusions(note: OcclusionNote): string {
  const hideAll = note.mode === 'hideAll' ? ':oi=1' : '';
  return note.areas
    .map(
      ([number, left, top, width, height]) =>
        `{{c${number}::image-occlusion:rect:left=${decimal(left)}:top=${decimal(top)}:width=${decimal(width)}:height=${decimal(height)}${hideAll}}}`,
    )
    .join('<br>');
}
