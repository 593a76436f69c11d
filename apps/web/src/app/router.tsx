import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './require-auth';

const routeModules = import.meta.glob<{ default: React.ComponentType }>('./routes/*.tsx');

/**
 * Lazily loads routes/{name}.tsx's default export, one chunk per area. `handle.module` names the source file so
 * the prerender script can link the page's own chunks and styles.
 */
const page = (name: string): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = routeModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module routes/${name}.tsx`);
  return {
    lazy: async () => ({ Component: (await load()).default }),
    handle: { module: `src/app/routes/${name}.tsx` },
  };
};

export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    children: [
      { path: '/', ...page('landing') },
      { path: '/landing', ...page('landing') },
      { path: '/login', ...page('login') },
      { path: '/signup', ...page('signup') },
      { path: '/pricing', ...page('pricing') },
      { path: '/interview-guide', ...page('interview-guide') },
      { path: '/checkout/test/:sessionId', ...page('test-checkout') },
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
      { path: '/lessons', ...page('lessons') },
      { path: '/test', ...page('device-check') },
      { path: '/kids', ...page('kids') },
      { path: '/downloads', ...page('downloads') },
      {
        Component: RequireAuth,
        children: [
          { path: '/membership', ...page('membership') },
          { path: '/cards', ...page('cards') },
          { path: '/card/:id', ...page('card-edit') },
          { path: '/generate', ...page('generate') },
          { path: '/dashboard', ...page('dashboard') },
          { path: '/review', ...page('review') },
          { path: '/home', ...page('quest-home') },
          { path: '/library', ...page('library') },
          { path: '/quest/:bookId', ...page('quest') },
          { path: '/checkout/test/portal', ...page('test-portal') },
          { path: '/settings', ...page('settings') },
          { path: '/beta', ...page('beta') },
          {
            ...page('parents-gate'),
            children: [
              { path: '/beta/p', ...page('parents') },
              { path: '/beta/p/vsd/:sessionId?', ...page('parents-session') },
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
    children: [
      { path: '/learn/:id', ...page('lesson-player') },
      {
        Component: RequireAuth,
        children: [
          { path: '/beta/friend', ...page('beta-friend') },
          { path: '/create', ...page('lesson-creator') },
          { path: '/create/lessons/:id', ...page('created-lesson') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
