import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './require-auth';

/** Lazily loads a route module's `Component` export, one chunk per area. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// SPEC §2 routes whose screens land with their feature issue render "Page not found." until then.
const notBuiltYet: Pick<RouteObject, 'Component'> = { Component: NotFound };

export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    children: [
      { path: '/', ...page(() => import('./routes/landing')) },
      { path: '/landing', ...page(() => import('./routes/landing')) },
      { path: '/login', ...page(() => import('./routes/login')) },
      { path: '/signup', ...page(() => import('./routes/signup')) },
      { path: '/kids', ...page(() => import('./routes/kids')) },
      { path: '/pricing', ...notBuiltYet },
      { path: '/features', ...notBuiltYet },
      { path: '/payment/success', ...notBuiltYet },
      { path: '/lessons', ...notBuiltYet },
      { path: '/test', ...notBuiltYet },
      {
        Component: RequireAuth,
        children: [
          { path: '/membership', ...page(() => import('./routes/membership')) },
          { path: '/cards', ...notBuiltYet },
          { path: '/card/:id', ...notBuiltYet },
          { path: '/generate', ...notBuiltYet },
          { path: '/dashboard', ...notBuiltYet },
          { path: '/review', ...notBuiltYet },
          { path: '/home', ...notBuiltYet },
          { path: '/library', ...notBuiltYet },
          { path: '/quest/:bookId', ...notBuiltYet },
          { path: '/beta', ...page(() => import('./routes/beta')) },
          {
            ...page(() => import('./routes/parents-gate')),
            children: [
              { path: '/beta/p', ...page(() => import('./routes/parents')) },
              { path: '/beta/p/vsd/:sessionId?', ...page(() => import('./routes/parents-session')) },
              { path: '/beta/p/c', ...page(() => import('./routes/parents-character')) },
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
      { path: '/learn/:id', ...notBuiltYet },
      {
        Component: RequireAuth,
        children: [
          { path: '/beta/friend', ...page(() => import('./routes/beta-friend')) },
          { path: '/create', ...notBuiltYet },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
