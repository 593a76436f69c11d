import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { analyticsQueryOptions } from '../features/cards/api/analytics';
import { dashboardQueryOptions } from '../features/cards/api/dashboard-stats';
import { decksQueryOptions } from '../features/cards/api/decks';
import { cardQueryOptions, isCardId } from '../features/cards/api/get-card';
import { latestAnkiImportQueryOptions } from '../features/cards/api/import-anki-package';
import { cardListQueryOptions, unfilteredCards } from '../features/cards/api/list-cards';
import { offlineCardsQueryOptions } from '../features/cards/api/offline-cards';
import { scheduleSettingsQueryOptions } from '../features/cards/api/schedule-settings';
import { reviewDeckId } from '../features/cards/lib/review-deck';
import { charactersQueryOptions } from '../features/companion/api/characters';
import { childrenQueryOptions } from '../features/companion/api/children';
import { consentQueryOptions } from '../features/companion/api/consent';
import { galleryQueryOptions } from '../features/companion/api/gallery';
import { pinQueryOptions } from '../features/companion/api/parent-pin';
import { createdLessonsQueryOptions } from '../features/lessons/api/get-created-lessons';
import { lessonQueryOptions } from '../features/lessons/api/get-lesson';
import { lessonsQueryOptions } from '../features/lessons/api/get-lessons';
import { questDataQueryOptions } from '../features/quests/api/get-quest-data';
import { publicConfigQueryOptions } from '../lib/public-config';
import { holderProofQueryOptions } from '../sign-in/holder-proof';
import { userStatusQueryOptions } from '../sign-in/user-status';

export interface RouteDataContext {
  queryClient: QueryClient;
  params: Params;
  /** The page address's query (`?deckId=3`). */
  search: URLSearchParams;
  /** The user the device remembers, or '' when none. */
  userId: string;
}

/** What a server-rendered page carries besides its HTML (in `#route-state`; app/start-app.tsx reads it). */
export interface RouteState {
  /** The answers the render read, for the browser's query cache, so it hydrates without asking again. */
  queries: DehydratedState;
  /** The API addresses those answers came from. */
  fetched: string[];
}

/** Starts the requests a route's first render reads; each promise settles when its answer is in the cache. */
export type RouteData = (context: RouteDataContext) => Promise<unknown>[];

/** A matched route: its handle may name the data its first render reads. */
interface RouteMatch {
  route: { handle?: unknown };
  params: Params;
}

/**
 * Starts the data requests of every matched route (each route's `handle.data`) and resolves once all have
 * settled or `waitMs` has passed, whichever comes first; a slower answer lands in the cache later.
 */
export async function loadRouteData(
  matches: RouteMatch[],
  context: Omit<RouteDataContext, 'params'>,
  waitMs: number,
): Promise<void> {
  const requests = matches.flatMap(({ route, params }) => {
    const name = (route.handle as { data?: RouteDataName } | undefined)?.data;
    return name ? routeData[name]({ ...context, params }) : [];
  });
  if (requests.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(requests),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
}

/** Only for someone the device remembers: a visitor is sent to /login without asking. */
const signedIn =
  (data: RouteData): RouteData =>
  (context) =>
    context.userId ? data(context) : [];

/** Every screen's frame: the header's AI and payment modes. */
const layoutData: RouteData = ({ queryClient }) => [queryClient.prefetchQuery(publicConfigQueryOptions)];

/** The personal areas' guard (require-auth.tsx): the server's word on the remembered sign-in. */
const signInData = signedIn(({ queryClient }) => [queryClient.prefetchQuery(userStatusQueryOptions())]);

/**
 * The stats, the statistics and the latest Anki import, so the page arrives drawn and nothing below them moves
 * when they land.
 */
const dashboardData = signedIn(({ queryClient }) => [
  queryClient.prefetchQuery(dashboardQueryOptions()),
  queryClient.prefetchQuery(analyticsQueryOptions()),
  queryClient.prefetchQuery(latestAnkiImportQueryOptions()),
]);

const cardsData = signedIn(({ queryClient }) => [
  queryClient.prefetchQuery(decksQueryOptions()),
  queryClient.prefetchInfiniteQuery(cardListQueryOptions(unfilteredCards)),
]);

const cardEditData = signedIn(({ queryClient, params }) => {
  const id = Number(params.id);
  return isCardId(id) ? [queryClient.prefetchQuery(cardQueryOptions(id))] : [];
});

const questData = signedIn(({ queryClient }) => [queryClient.prefetchQuery(questDataQueryOptions())]);

/**
 * The characters, the children who may be talking to them, and whether a parent has agreed yet: the notice that
 * asks for it stands above the characters, so it is drawn with them rather than pushing them down later.
 */
const charactersData = signedIn(({ queryClient }) => [
  queryClient.prefetchQuery(charactersQueryOptions()),
  queryClient.prefetchQuery(childrenQueryOptions()),
  queryClient.prefetchQuery(consentQueryOptions()),
]);

/** The parent lock (parental-gate.tsx): whether a PIN is set decides what the guarded page shows first. */
const parentLockData = signedIn(({ queryClient }) => [queryClient.prefetchQuery(pinQueryOptions)]);

/** The learner's schedule (retention, training figures, what Pro would change) and what the password form asks. */
const settingsData = signedIn(({ queryClient }) => [
  queryClient.prefetchQuery(scheduleSettingsQueryOptions),
  queryClient.prefetchQuery(holderProofQueryOptions),
]);

const createdLessonsData = signedIn(({ queryClient, userId }) => [
  queryClient.prefetchQuery(createdLessonsQueryOptions(userId)),
]);

/** The built-in characters the kids' waitlist page shows every visitor, so they arrive drawn with the page. */
const galleryData: RouteData = ({ queryClient }) => [queryClient.prefetchQuery(galleryQueryOptions())];

/** The course, for visitors too (with the learner's progress when signed in). */
const lessonsData: RouteData = ({ queryClient, userId }) => [queryClient.prefetchQuery(lessonsQueryOptions(userId))];

const lessonData: RouteData = ({ queryClient, params, userId }) =>
  params.id ? [queryClient.prefetchQuery(lessonQueryOptions(params.id, userId))] : [];

/** The review's cards, so a page the server renders opens on the first card due (the study modes on their first question). */
const reviewData = signedIn(({ queryClient, search }) => [
  queryClient.prefetchQuery(offlineCardsQueryOptions(reviewDeckId(search))),
]);

/**
 * Each route's requests by the name its handle gives them (router.tsx): the route table every page loads at start
 * names them without loading their code, which only a page drawn in the browser from the empty shell needs.
 */
const routeData = {
  layout: layoutData,
  signIn: signInData,
  dashboard: dashboardData,
  cards: cardsData,
  cardEdit: cardEditData,
  quest: questData,
  characters: charactersData,
  parentLock: parentLockData,
  settings: settingsData,
  createdLessons: createdLessonsData,
  gallery: galleryData,
  lessons: lessonsData,
  lesson: lessonData,
  review: reviewData,
} satisfies Record<string, RouteData>;

export type RouteDataName = keyof typeof routeData;
