// Names and rules the page and the service worker (src/service-worker/sw.ts) share (docs/decisions/115). This file
// is read by both builds, so it uses nothing of the DOM or of a worker.

/**
 * GET answers the service worker keeps, network first, so the screens they feed open offline. They are personal
 * (a learner's progress, quests, who is signed in), so signing in or out deletes them.
 */
export const apiCacheName = 'kurio-api';

/** What the learner downloaded: narration audio, the answers that describe it, and one record per download. */
export const downloadsCacheName = 'kurio-downloads';

/**
 * The images of the cards the device keeps for offline review (an image occlusion note's image, a Markdown image an
 * Anki import kept), cache first: an image's URL never changes what it serves (decision 164). Personal, so signing
 * in or out deletes them.
 */
export const cardImagesCacheName = 'kurio-card-images';
export const cardImagePath = /^\/api\/card\/media\/[0-9a-f-]{36}$/;

/** The API paths worth an offline copy: who is signed in, public settings, lessons, quests and the decks (their languages). */
export const offlineApiPaths = [
  /^\/api\/user\/status$/,
  /^\/api\/config$/,
  /^\/api\/lessons(\/[^/]+)?$/,
  /^\/api\/quest\/data$/,
  /^\/api\/card\/decks$/,
];

/** Download records live in the downloads cache under this path, which no request of the app ever uses. */
export const downloadRecordPrefix = '/__kurio/downloads/';
