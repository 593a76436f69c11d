import { answerTimeCapMs } from '@kurio/shared/card-rules';
import type { AnkiReviewSkipReason } from '@kurio/shared/cards';
import type { Database, Statement } from 'sql.js';
import { notAnkiPackage } from './anki-package';

/** One row of Anki's review log: `id` is when it happened (epoch ms), `ease` the button (1 Again … 4 Easy). */
export interface RevlogEntry {
  at: number;
  ease: number;
  type: number;
  /** Days after a review; 0 on the manual entry Anki writes when the learner resets a card to new. */
  interval: number;
  /** How long the answer took, ms; Anki caps it at the deck's "maximum answer seconds" and writes 0 when unknown. */
  time: number;
}

/**
 * An entry's answer time as Kurio records it: capped at Kurio's own cap, since a deck's Anki cap may be longer,
 * and none when Anki has none (0) or the field is not a time.
 */
export const answerTimeOf = (entry: RevlogEntry): number | null =>
  Number.isSafeInteger(entry.time) && entry.time > 0 ? Math.min(entry.time, answerTimeCapMs) : null;

/** One card's review-log entries, in time order. */
export interface RevlogCard {
  cardId: number;
  entries: RevlogEntry[];
}

/** Anki's "Forget" (reset to new) is a manual entry with no interval: the card's memory starts over after it. */
export const isReset = (entry: RevlogEntry) => entry.type === 4 && entry.ease === 0 && entry.interval === 0;

/** Kurio's quality for each Anki button: Again fails (below 3), Hard, Good and Easy are FSRS's own three. */
const qualityOfEase: Record<number, number> = { 1: 1, 2: 3, 3: 4, 4: 5 };
/** The button Anki shows for each Kurio quality, the inverse of `qualityOfEase` (0–2 all fail: Again). */
export const easeOfQuality = (quality: number) => (quality <= 2 ? 1 : quality - 1);

/** Revlog types: 0 learn, 1 review, 2 relearn, 3 filtered (cram), 4 manual, 5 rescheduled. */
const answeredTypes = new Set([0, 1, 2, 3]);
const manualTypes = new Set([4, 5]);
/** Anki appeared in 2006: an earlier review time is a corrupt or foreign id, not a review. */
const earliestReview = Date.UTC(2006, 0, 1);

/**
 * The quality a revlog entry gives, or why it is left out. `previous` is the card's last kept entry: its
 * entries come in time order, so a duplicate is always next to the one it repeats.
 */
export function judgeEntry(
  entry: RevlogEntry,
  previous: RevlogEntry | undefined,
  now: number,
): { quality: number } | { skip: AnkiReviewSkipReason } {
  if (!Number.isSafeInteger(entry.at) || entry.at < earliestReview || entry.at > now) return { skip: 'impossibleTime' };
  if (entry.ease === 0 || manualTypes.has(entry.type)) return { skip: 'manual' };
  const quality = qualityOfEase[entry.ease];
  if (quality === undefined || !answeredTypes.has(entry.type)) return { skip: 'unknownRating' };
  if (previous?.at === entry.at) return { skip: 'duplicate' };
  return { quality };
}

const hasRevlog = (db: Database) =>
  db.exec(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'revlog'`).length > 0;

const columns = 'cid, id, ease, type, ivl, time';
type RevlogRow = [cid: number, id: number, ease: number, type: number, interval: number, time: number];

/** How many entries the review log holds (0 when the collection has none); throws when its columns are missing. */
export function revlogSize(db: Database): number {
  if (!hasRevlog(db)) return 0;
  return Number(db.exec(`SELECT count(*) FROM (SELECT ${columns} FROM revlog)`)[0]?.values[0]?.[0] ?? 0);
}

/** The next row, or false at the end; a log SQLite cannot read is a damaged package, the uploader's 400. */
function step(statement: Statement): boolean {
  try {
    return statement.step();
  } catch {
    throw notAnkiPackage();
  }
}

/**
 * The review log one card at a time, each card's entries in time order, read row by row from SQLite so only
 * one card's history is held at once, however long the log.
 */
export function* revlogByCard(db: Database): Generator<RevlogCard> {
  if (!hasRevlog(db)) return;
  const statement = db.prepare(`SELECT ${columns} FROM revlog ORDER BY cid, id`);
  try {
    let current: RevlogCard | undefined;
    while (step(statement)) {
      const [cid, id, ease, type, interval, time] = statement.get().map(Number) as RevlogRow;
      if (current?.cardId !== cid) {
        if (current) yield current;
        current = { cardId: cid, entries: [] };
      }
      current.entries.push({ at: id, ease, type, interval, time });
    }
    if (current) yield current;
  } finally {
    statement.free();
  }
}
