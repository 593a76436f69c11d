import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './require-auth';
import type { RouteDataName } from './route-data';

const routeModules = import.meta.glob<{ default: React.ComponentType }>('./routes/*.tsx');

/** What a route tells the app besides its component (read by load-initial-route.ts and the build's page template). */
export interface RouteHandle {
  /** The route module's source file, so the build (scripts/finish-build.mjs) can link the page's own chunks and styles. */
  module?: string;
  /** The requests its first render reads, by their name in route-data.ts. */
  data?: RouteDataName;
  /** Shown only to someone signed in (RequireAuth); the server renders it for nobody else. */
  personal?: boolean;
}

/** Lazily loads routes/{name}.tsx's default export, one chunk per area. */
const page = (name: string, data?: RouteDataName): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module routes/${name}.tsx`);
  const handle: RouteHandle = { module: `src/app/routes/${name}.tsx`, data };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
};

export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    handle: { data: 'layout' } satisfies RouteHandle,
    children: [
      { path: '/', ...page('landing') },
      { path: '/landing', ...page('landing') },
      { path: '/login', ...page('login') },
      { path: '/signup', ...page('signup') },
      { path: '/pricing', ...page('pricing') },
      { path: '/interview-guide', ...page('interview-guide') },
      { path: '/checkout/test/:checkoutId', ...page('test-checkout') },
      { path: '/features', ...page('features') },
      { path: '/about', ...page('about') },
      { path: '/blog', ...page('blog') },
      { path: '/careers', ...page('careers') },
      { path: '/help', ...page('help') },
      { path: '/community', ...page('community') },
      { path: '/api', ...page('api-reference') },
      { path: '/privacy', ...page('privacy') },
      { path: '/terms', ...page('terms') },
      { path: '/cookies', ...page('cookies') },
      { path: '/payment/success', ...page('payment-success') },
      { path: '/lessons', ...page('lessons', 'lessons') },
      { path: '/test', ...page('device-check') },
      { path: '/kids', ...page('kids', 'gallery') },
      { path: '/downloads', ...page('downloads') },
      {
        Component: RequireAuth,
        handle: { data: 'signIn', personal: true } satisfies RouteHandle,
        children: [
          { path: '/membership', ...page('membership') },
          { path: '/cards', ...page('cards', 'cards') },
          { path: '/card/:id', ...page('card-edit', 'cardEdit') },
          { path: '/generate', ...page('generate') },
          { path: '/dashboard', ...page('dashboard', 'dashboard') },
          { path: '/review', ...page('review', 'review') },
          { path: '/study/learn', ...page('learn-mode', 'review') },
          { path: '/study/test', ...page('practice-test', 'review') },
          { path: '/home', ...page('quest-home', 'quest') },
          { path: '/library', ...page('library', 'quest') },
          { path: '/quest/:bookId', ...page('quest', 'quest') },
          { path: '/checkout/test/portal', ...page('test-portal') },
          {
            ...page('settings-gate', 'parentLock'),
            children: [{ path: '/settings', ...page('settings', 'settings') }],
          },
          { path: '/beta', ...page('beta', 'characters') },
          {
            ...page('parents-gate', 'parentLock'),
            children: [
              { path: '/beta/p', ...page('parents') },
              { path: '/beta/p/vsd/:conversationId?', ...page('parents-conversation') },
              { path: '/beta/p/c', ...page('parents-character') },
            ],
          },
        ],
      },
      { path: '*', Component: NotFound },
    ],
  },
  {
    Component: BareLayout,
    handle: { data: 'layout' } satisfies RouteHandle,
    children: [
      { path: '/learn/:id', ...page('lesson-player', 'lesson') },
      {
        Component: RequireAuth,
        handle: { data: 'signIn', personal: true } satisfies RouteHandle,
        children: [
          { path: '/beta/friend', ...page('beta-friend', 'characters') },
          { path: '/create', ...page('lesson-creator', 'createdLessons') },
          { path: '/create/lessons/:id', ...page('created-lesson') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
