import { ankiPlanLimitMessages, freeAnkiMediaBytes } from '@kurio/shared/anki-import-jobs';
import { freeCardLimit } from '@kurio/shared/card-rules';
import {
  type AnkiImportResult,
  type AnkiScheduling,
  ankiMessages,
  type CardInput,
  cardInputSchema,
} from '@kurio/shared/cards';
import { clozeNumbers } from '@kurio/shared/cloze';
import { occlusionNumbers, occlusionText } from '@kurio/shared/occlusion';
import { defaultFsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { eq } from 'drizzle-orm';
import type { Database } from 'sql.js';
import type { Db } from '../../../db/client';
import { cards } from '../../../db/schema/index';
import { DomainError } from '../../domain-error';
import { type AnkiCard, type AnkiCollection, openAnkiCollection, readAnkiCollection } from './anki-collection';
import { ankiFieldReader, type DroppedMedia, imageSources } from './anki-html';
import { type ImageFile, imagesShownBy, type KeptImage, keepImages, maxImportImageBytes } from './anki-media';
import { type NoteTypePlan, planNoteType } from './anki-notes';
import { type OcclusionShapeReport, readAnkiOcclusions } from './anki-occlusion';
import { notAnkiPackage, readAnkiPackage } from './anki-package';
import type { AnkiMedia } from './anki-package-media';
import type { PackageCounts } from './anki-package-reader';
import { importAnkiReviews } from './anki-review-import';
import { revlogByCard, revlogSize } from './anki-revlog';
import { keptSchedule } from './anki-scheduling';
import { storeCardMedia } from './card-media';
import { insertCards, type NewCard } from './cards';
import { fsrsSettingsFor } from './fsrs/fsrs-settings-store';

const deckNameLimit = 100;
const fallbackDeck = 'Imported';

class SkipReport {
  private readonly byReason = new Map<string, { count: number; examples: string[] }>();
  add(reason: string, example: string) {
    const entry = this.byReason.get(reason) ?? { count: 0, examples: [] };
    entry.count += 1;
    if (example && entry.examples.length < 3 && !entry.examples.includes(example)) entry.examples.push(example);
    this.byReason.set(reason, entry);
  }
  list(): AnkiImportResult['skipped'] {
    return [...this.byReason].map(([reason, entry]) => ({ reason, ...entry }));
  }
}

const plainExample = (markdown: string) => markdown.replace(/\s+/g, ' ').slice(0, 60);

export const occlusionSkipReasons = {
  approximated: 'Image occlusion ellipses and polygons, imported as their bounding rectangle',
  skipped: 'Image occlusion text labels, left out (they have no size)',
  unreadable: 'Image occlusion notes whose image or areas could not be read',
  noShape: 'Image occlusion cards left without a shape',
} as const;

/** The first image a field's Markdown shows: the kept image's URL. */
const imageUrl = (markdown: string) => /!\[[^\]]*\]\(([^)\s]+)\)/.exec(markdown)?.[1] ?? '';

/** An Anki Image Occlusion note as a Kurio one: its rectangles from the raw field, one card per area number. */
function occlusionNoteOf(
  plan: NoteTypePlan,
  raw: string[],
  markdown: string[],
  ords: number[],
  shapes: OcclusionShapeReport,
) {
  const { areas, mode } = readAnkiOcclusions(raw[plan.clozeFields[0]!] ?? '', shapes);
  const header = (plan.headerFields ?? [])
    .map((ord) => markdown[ord] ?? '')
    .filter(Boolean)
    .join(' ');
  const occlusion = {
    image: imageUrl(markdown[plan.imageField ?? -1] ?? ''),
    mode,
    header: header.slice(0, 200),
    areas,
  };
  const numbers = new Set(occlusionNumbers(occlusion));
  const answer = plan.extraFields
    .map((ord) => markdown[ord] ?? '')
    .filter(Boolean)
    .join('\n\n');
  return {
    note: { type: 'occlusion' as const, question: occlusionText(occlusion), answer },
    // Anki numbers an occlusion card's ord from 0 for c1, as for cloze.
    ordinals: new Map(ords.filter((ord) => numbers.has(ord + 1)).map((ord) => [ord, ord + 1])),
  };
}

/** The Kurio note an Anki note becomes, and the ordinal of the card each of its Anki cards (by ord) becomes. */
function noteOf(
  plan: NoteTypePlan,
  markdown: string[],
  ords: number[],
): { note: CardInput; ordinals: Map<number, number> } {
  const join = (fields: number[]) =>
    fields
      .map((ord) => markdown[ord] ?? '')
      .filter(Boolean)
      .join('\n\n');
  if (plan.reading === 'cloze') {
    const question = join(plan.clozeFields);
    // Anki numbers a cloze card's ord from 0 for c1.
    const numbers = new Set(clozeNumbers(question));
    const ordinals = new Map(ords.filter((ord) => numbers.has(ord + 1)).map((ord) => [ord, ord + 1]));
    return { note: { type: 'cloze', question, answer: join(plan.extraFields) }, ordinals };
  }
  if (plan.reading === 'firstTwoFields')
    return { note: { question: markdown[0] ?? '', answer: markdown[1] ?? '' }, ordinals: new Map([[ords[0]!, 1]]) };
  const [forward, backward] = [...plan.templates.entries()].sort(([a], [b]) => a - b);
  const fields = forward![1];
  const note = { question: join(fields.question), answer: join(fields.answer) };
  // An optional reversed note whose "add reverse" field is empty has only its forward card: a basic note.
  if (!backward || !ords.includes(backward[0])) return { note, ordinals: new Map([[forward![0], 1]]) };
  return {
    note: { ...note, type: 'reversed' },
    ordinals: new Map([
      [forward![0], 1],
      [backward[0], 2],
    ]),
  };
}

/**
 * The Kurio note of an Anki note, checked as any note is, with the ordinal of each of its cards by Anki ord; a note
 * that fails the check is reported once per card and answered as null.
 */
function readNote(plan: NoteTypePlan, raw: string[], markdown: string[], ords: number[], skipped: SkipReport) {
  const occlusion = plan.reading === 'imageOcclusion';
  const shapes = { approximated: 0, skipped: 0 };
  const { note, ordinals } = occlusion
    ? occlusionNoteOf(plan, raw, markdown, ords, shapes)
    : noteOf(plan, markdown, ords);
  const parsed = cardInputSchema.safeParse(note);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]!.message;
    for (const _ord of ords)
      skipped.add(
        occlusion ? occlusionSkipReasons.unreadable : problem,
        occlusion ? problem : plainExample(note.question || note.answer),
      );
    return null;
  }
  for (const kind of ['approximated', 'skipped'] as const)
    for (let shape = 0; shape < shapes[kind]; shape++) skipped.add(occlusionSkipReasons[kind], '');
  return { data: parsed.data, ordinals };
}

/** Why an Anki card of a note was left out when its note no longer makes it. */
const lostCardReason = (plan: NoteTypePlan) =>
  plan.reading === 'imageOcclusion'
    ? occlusionSkipReasons.noShape
    : 'A cloze card whose deletion is no longer in its note';

const deckName = (collection: AnkiCollection, id: number) =>
  (collection.decks.get(id) ?? fallbackDeck).trim().slice(0, deckNameLimit) || fallbackDeck;

export type ConversionReport = Omit<AnkiImportResult, 'imported' | 'scheduling' | 'reviews'>;

/** Kurio cards with the Anki card each came from: one note's, or a batch of whole notes. */
export interface NoteCards {
  cards: NewCard[];
  ankiIds: number[];
}

/**
 * Turns an Anki collection into Kurio cards note by note as `notes` is read, counting the report as it goes
 * (`report()` once it is read through): cards per deck, note types and how they were read, and what was left out
 * and why.
 */
export function convertCollection(
  collection: AnkiCollection,
  scheduling: AnkiScheduling,
  now: Date,
  images: { kept: ReadonlyMap<string, KeptImage>; refused: ReadonlyMap<string, string> },
): { notes: Generator<NoteCards>; report: () => ConversionReport } {
  const skipped = new SkipReport();
  const fieldToMarkdown = ankiFieldReader(images.kept);
  const plans = new Map([...collection.noteTypes].map(([id, type]) => [id, planNoteType(type)]));
  const noteTypeCounts = new Map<number, number>();
  const deckCounts = new Map<string, number>();
  const byNote = new Map<number, AnkiCard[]>();
  for (const card of collection.cards) byNote.set(card.noteId, [...(byNote.get(card.noteId) ?? []), card]);

  function* notes(): Generator<NoteCards> {
    for (const [noteId, noteCards] of byNote) {
      const note = collection.notes.get(noteId);
      const plan = note && plans.get(note.noteTypeId);
      if (!note || !plan) {
        skipped.add('Its note or note type is missing from the package', '');
        continue;
      }
      noteTypeCounts.set(note.noteTypeId, (noteTypeCounts.get(note.noteTypeId) ?? 0) + 1);
      const dropped: DroppedMedia = { sounds: [], images: [] };
      const markdown = note.fields.map((field) => fieldToMarkdown(field, dropped));
      for (const sound of dropped.sounds) skipped.add('Sound files are not imported', sound);
      for (const image of dropped.images)
        skipped.add(images.refused.get(image) ?? 'Images missing from the package are left out', image);
      // A note read by its first two fields gives one card, scheduled like the note's first Anki card.
      const chosen = plan.reading === 'firstTwoFields' ? noteCards.slice(0, 1) : noteCards;
      const read = readNote(
        plan,
        note.fields,
        markdown,
        chosen.map((card) => card.ord),
        skipped,
      );
      if (!read) continue;
      const { data, ordinals } = read;
      const made: NoteCards = { cards: [], ankiIds: [] };
      for (const card of chosen) {
        const ordinal = ordinals.get(card.ord);
        if (ordinal === undefined) {
          skipped.add(lostCardReason(plan), plainExample(markdown[0] ?? ''));
          continue;
        }
        const deck = deckName(collection, card.deckId);
        deckCounts.set(deck, (deckCounts.get(deck) ?? 0) + 1);
        made.cards.push({
          ...data,
          sibling: { noteKey: String(noteId), ordinal },
          deck,
          schedule: scheduling === 'keep' ? keptSchedule(card, collection.createdAt, now) : undefined,
        });
        made.ankiIds.push(card.id);
      }
      if (made.cards.length > 0) yield made;
    }
  }
  const report = (): ConversionReport => ({
    decks: [...deckCounts].map(([name, imported]) => ({ name, imported })).sort((a, b) => a.name.localeCompare(b.name)),
    noteTypes: [...noteTypeCounts].map(([id, count]) => ({
      name: collection.noteTypes.get(id)!.name,
      readAs: plans.get(id)!.reading,
      notes: count,
    })),
    skipped: skipped.list(),
  });
  return { notes: notes(), report };
}

/**
 * Notes' cards gathered into batches of at least `size` cards (or what is left), never splitting a note: its
 * siblings must be saved together to share their note.
 */
export function* inBatches(notes: Iterable<NoteCards>, size: number): Generator<NoteCards> {
  let batch: NoteCards = { cards: [], ankiIds: [] };
  for (const note of notes) {
    batch.cards.push(...note.cards);
    batch.ankiIds.push(...note.ankiIds);
    if (batch.cards.length >= size) {
      yield batch;
      batch = { cards: [], ankiIds: [] };
    }
  }
  if (batch.cards.length > 0) yield batch;
}

/** The collection's cards and the size of its review log; a collection SQLite cannot read is not a package. */
function readOrRefuse(sqlite: Database): { collection: AnkiCollection; left: number } {
  try {
    return { collection: readAnkiCollection(sqlite), left: revlogSize(sqlite) };
  } catch {
    throw notAnkiPackage();
  }
}

export interface Importer {
  id: string;
  pro: boolean;
  engine: SchedulerEngine;
}

/** A package opened for import: its SQLite collection, what it holds, and its media; `close` when done. */
export interface OpenedPackage {
  sqlite: Database;
  collection: AnkiCollection;
  /** Entries in its review log. */
  left: number;
  media: AnkiMedia;
  close(): void;
}

/**
 * Opens an .apkg, from a file on disk or from bytes, and reads its collection; its media stay in the package until
 * they are asked for. Anything that is not a readable package is refused as such.
 */
export async function openAnkiPackage(source: string | Buffer, maxUnpackedBytes?: number): Promise<OpenedPackage> {
  const opened = await readAnkiPackage(source, maxUnpackedBytes);
  const sqlite = await openAnkiCollection(opened.collection).catch(() => {
    opened.close();
    throw notAnkiPackage();
  });
  const close = () => {
    sqlite.close();
    opened.close();
  };
  try {
    return { sqlite, media: opened.media, close, ...readOrRefuse(sqlite) };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * Refuses a package past the learner's plan before any note is converted: on the free plan its notes (each gives
 * at least one card) against the cards the plan has room for, and its media against `freeAnkiMediaBytes`.
 */
export async function checkAnkiPlanLimits(db: Db, user: Importer, counts: PackageCounts): Promise<void> {
  if (user.pro) return;
  const { notes, mediaBytes } = counts;
  const remaining = Math.max(0, freeCardLimit - (await db.$count(cards, eq(cards.userId, user.id))));
  if (notes > remaining) {
    throw new DomainError('notAllowed', 'cardLimitReached', ankiPlanLimitMessages.notes(notes, remaining));
  }
  if (mediaBytes > freeAnkiMediaBytes) {
    throw new DomainError('notAllowed', 'ankiMediaLimit', ankiPlanLimitMessages.media(mediaBytes));
  }
}

/**
 * Starts converting an opened package: the images its notes show are kept first (each handed to `images.keep` as it
 * is read, so they are stored one at a time), then its notes are converted as they are read.
 */
export async function startConversion(
  opened: OpenedPackage,
  scheduling: AnkiScheduling,
  now: Date,
  images: { maxTotalBytes: number; keep: (image: ImageFile) => Promise<void> },
) {
  const { collection } = opened;
  const referenced = [...collection.notes.values()].flatMap((note) => note.fields.flatMap(imageSources));
  const kept = await keepImages(opened.media, referenced, images);
  return { ...convertCollection(collection, scheduling, now, kept), images: kept.kept };
}

/** A package that gave no card and left nothing out holds no cards: refused. */
export function checkSomethingConverted(cards: number, report: ConversionReport): void {
  if (cards === 0 && report.skipped.length === 0) {
    throw new DomainError('invalid', 'ankiPackageEmpty', ankiMessages.noCards, {
      fieldErrors: { package: ankiMessages.noCards },
    });
  }
}

/** The Kurio cards of an opened package, converted whole, the images they may show, and the import report so far. */
export async function convertAnkiPackage(
  opened: OpenedPackage,
  scheduling: AnkiScheduling,
  now: Date,
  images: { maxTotalBytes: number; keep: (image: ImageFile) => Promise<void> },
) {
  const conversion = await startConversion(opened, scheduling, now, images);
  const [all = { cards: [], ankiIds: [] }] = inBatches(conversion.notes, Number.POSITIVE_INFINITY);
  const report = conversion.report();
  checkSomethingConverted(all.cards.length, report);
  return { ...all, report, images: conversion.images };
}

/** The review-log report before any review is written: all of it left behind when the learner starts fresh. */
export const reviewsBeforeImport = (left: number, scheduling: AnkiScheduling): AnkiImportResult['reviews'] => ({
  imported: 0,
  skipped: left > 0 ? [{ reason: scheduling === 'fresh' ? 'startedFresh' : 'cardNotImported', count: left }] : [],
});

/** What importing the review log needs besides the card ids: the learner's scheduler and FSRS settings. */
export async function reviewSettings(db: Db, user: Importer, scheduling: AnkiScheduling, now: Date) {
  const fsrs = user.engine === 'fsrs' ? await fsrsSettingsFor(db, user.id) : defaultFsrsSettings;
  return { userId: user.id, engine: user.engine, fsrs, reschedule: scheduling === 'reschedule', now };
}

/**
 * Imports an .apkg in one request: all its readable cards, their images and, unless the learner starts fresh,
 * their review log in one transaction, or none (a package past the plan is refused with DomainError
 * 'notAllowed' before anything is converted). The web app imports through a job instead (anki-import-job.ts).
 */
export async function importAnkiPackage(
  db: Db,
  user: Importer,
  input: { bytes: Buffer; scheduling: AnkiScheduling },
  now = new Date(),
): Promise<AnkiImportResult> {
  const opened = await openAnkiPackage(input.bytes);
  try {
    await checkAnkiPlanLimits(db, user, { notes: opened.collection.notes.size, mediaBytes: opened.media.totalBytes });
    // One transaction writes everything, so the images wait in memory for it: the 50 MB upload bounds them.
    const files: ImageFile[] = [];
    const {
      cards: converted,
      ankiIds,
      report,
    } = await convertAnkiPackage(opened, input.scheduling, now, {
      maxTotalBytes: maxImportImageBytes,
      keep: async (image) => void files.push(image),
    });
    let reviews = reviewsBeforeImport(opened.left, input.scheduling);
    const settings = await reviewSettings(db, user, input.scheduling, now);
    if (converted.length > 0) {
      await insertCards(db, user, converted, now, {
        alongside: async (tx, ids) => {
          await storeCardMedia(tx, user.id, imagesShownBy(converted, files));
          if (input.scheduling === 'fresh') return;
          const cardIds = new Map(ankiIds.map((ankiId, index) => [ankiId, ids[index]!]));
          reviews = await importAnkiReviews(tx, revlogByCard(opened.sqlite), { ...settings, cardIds });
        },
      });
    }
    return { imported: converted.length, scheduling: input.scheduling, ...report, reviews };
  } finally {
    opened.close();
  }
}
