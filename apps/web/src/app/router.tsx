import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { BareLayout } from './layouts/bare-layout';
import { MainLayout } from './layouts/main-layout';
import { RequireAuth } from './require-auth';

/** Lazily loads a route module's `Component` export, one chunk per area. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    Component: MainLayout,
    children: [
      { path: '/', ...page(() => import('./routes/landing')) },
      { path: '/landing', ...page(() => import('./routes/landing')) },
      { path: '/login', ...page(() => import('./routes/login')) },
      { path: '/signup', ...page(() => import('./routes/signup')) },
      { path: '/pricing', ...page(() => import('./routes/pricing')) },
      { path: '/interview-guide', ...page(() => import('./routes/interview-guide')) },
      { path: '/checkout/test/:sessionId', ...page(() => import('./routes/test-checkout')) },
      { path: '/features', ...page(() => import('./routes/features')) },
      { path: '/about', ...page(() => import('./routes/about')) },
      { path: '/blog', ...page(() => import('./routes/blog')) },
      { path: '/careers', ...page(() => import('./routes/careers')) },
      { path: '/help', ...page(() => import('./routes/help')) },
      { path: '/community', ...page(() => import('./routes/community')) },
      { path: '/api', ...page(() => import('./routes/api-reference')) },
      { path: '/privacy', ...page(() => import('./routes/privacy')) },
      { path: '/terms', ...page(() => import('./routes/terms')) },
      { path: '/cookies', ...page(() => import('./routes/cookies')) },
      { path: '/payment/success', ...page(() => import('./routes/payment-success')) },
      { path: '/lessons', ...page(() => import('./routes/lessons')) },
      { path: '/test', ...page(() => import('./routes/device-check')) },
      { path: '/kids', ...page(() => import('./routes/kids')) },
      {
        Component: RequireAuth,
        children: [
          { path: '/membership', ...page(() => import('./routes/membership')) },
          { path: '/cards', ...page(() => import('./routes/cards')) },
          { path: '/card/:id', ...page(() => import('./routes/card-edit')) },
          { path: '/generate', ...page(() => import('./routes/generate')) },
          { path: '/dashboard', ...page(() => import('./routes/dashboard')) },
          { path: '/review', ...page(() => import('./routes/review')) },
          { path: '/home', ...page(() => import('./routes/quest-home')) },
          { path: '/library', ...page(() => import('./routes/library')) },
          { path: '/quest/:bookId', ...page(() => import('./routes/quest')) },
          { path: '/checkout/test/portal', ...page(() => import('./routes/test-portal')) },
          { path: '/settings', ...page(() => import('./routes/settings')) },
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
      { path: '/learn/:id', ...page(() => import('./routes/lesson-player')) },
      {
        Component: RequireAuth,
        children: [
          { path: '/beta/friend', ...page(() => import('./routes/beta-friend')) },
          { path: '/create', ...page(() => import('./routes/lesson-creator')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
