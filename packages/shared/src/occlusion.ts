import { z } from 'zod';
import { cardMediaPath } from './card-media';

/**
 * Image occlusion notes (docs/decisions/164): an image with areas to hide, one card per area number. The note is
 * kept in the card's `question` as compact JSON, so the review loop's functions, the sync and the device's copy of
 * due cards carry it without a column of their own.
 */

/** Anki's two modes: "hide one, guess one" shows the other areas; "hide all, guess one" masks them too. */
export const occlusionModes = ['hideOne', 'hideAll'] as const;
export type OcclusionMode = (typeof occlusionModes)[number];
export const occlusionModeLabels: Record<OcclusionMode, string> = {
  hideOne: 'Hide one, show others',
  hideAll: 'Hide all, reveal one',
};

/** docs/product.md §9: an image for occlusion is PNG, JPEG or WebP (typed by its bytes), at most 5 MB. */
export const occlusionImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const maxOcclusionImageBytes = 5 * 1024 * 1024;
/** Each area is at most 37 characters of JSON: 40 keep a note, its image and header under the question's 2,000. */
export const maxOcclusionAreas = 40;
/** Anki numbers deletions up to 999, as does the cards table's ordinal. */
const maxAreaNumber = 999;

export const occlusionMessages = {
  noImage: 'Upload an image, then draw the areas to hide',
  noArea: 'Draw at least one area to hide',
  tooMany: `Hide at most ${maxOcclusionAreas} areas on one image`,
  outside: (index: number) => `Area ${index} lies outside the image: keep it within the picture`,
  empty: (index: number) => `Area ${index} has no size: give it a width and a height`,
  typedAnswer: 'An image occlusion card cannot ask for a typed answer',
  imageType: 'Use a PNG, JPEG or WebP image',
  imageTooLarge: 'The image is too large (at most 5 MB)',
  imageRequired: 'Choose an image to upload',
} as const;

/** An area as fractions of the image: its card number, left, top, width and height. */
export type OcclusionArea = [number: number, left: number, top: number, width: number, height: number];

export interface OcclusionNote {
  /** The stored image's URL (GET /api/card/media/:id), served only to its owner. */
  image: string;
  mode: OcclusionMode;
  /** Shown above the image (Anki's Header field). */
  header: string;
  areas: OcclusionArea[];
}

const mediaUrl = new RegExp(`^${cardMediaPath}[0-9a-f-]{36}$`);
/** Rounding to 4 decimals can push an edge a hair past the image's. */
const edge = 1.0005;

const areaSchema = z.tuple([
  z.number().int().min(1).max(maxAreaNumber),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
]);

export const occlusionNoteSchema = z
  .object({
    image: z.string({ error: occlusionMessages.noImage }).regex(mediaUrl, occlusionMessages.noImage),
    mode: z.enum(occlusionModes, { error: 'Mode must be hideOne or hideAll' }).default('hideOne'),
    header: z.string().trim().max(200, 'Keep the header under 200 characters').default(''),
    areas: z
      .array(areaSchema, { error: occlusionMessages.noArea })
      .min(1, occlusionMessages.noArea)
      .max(maxOcclusionAreas, occlusionMessages.tooMany),
  })
  .superRefine((note, context) => {
    note.areas.forEach(([, left, top, width, height], index) => {
      if (!(width > 0 && height > 0))
        context.addIssue({ code: 'custom', path: ['areas', index], message: occlusionMessages.empty(index + 1) });
      else if (left < 0 || top < 0 || left + width > edge || top + height > edge)
        context.addIssue({ code: 'custom', path: ['areas', index], message: occlusionMessages.outside(index + 1) });
    });
  });

/** What is wrong with an occlusion note's stored text, or null when it makes at least one card. */
export function occlusionProblem(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return occlusionMessages.noImage;
  }
  const parsed = occlusionNoteSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

/** The note kept in a card's question, or null when it is not a well-formed one. */
export function parseOcclusion(text: string): OcclusionNote | null {
  try {
    const parsed = occlusionNoteSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The note as its card's question keeps it: fractions to 4 decimals (a 10,000-pixel image to the pixel). */
export const occlusionText = (note: OcclusionNote): string =>
  JSON.stringify({
    image: note.image,
    mode: note.mode,
    header: note.header,
    areas: note.areas.map(([number, ...box]) => [number, ...box.map(round)]),
  });

/** The area numbers of a note, ascending: one card each. */
export const occlusionNumbers = (note: OcclusionNote): number[] =>
  [...new Set(note.areas.map(([number]) => number))].sort((a, b) => a - b);
