import { accountRoutes } from './account-routes';
import { cardRoutes } from './card-routes';
import { companionRoutes } from './companion-routes';
import { lessonRoutes } from './lesson-routes';
import { marketingRoutes } from './marketing-routes';
import { paymentRoutes } from './payment-routes';
import { platformRoutes } from './platform-routes';
import { questRoutes } from './quest-routes';

/**
 * Every endpoint of Kurio's API, by domain: the one place a method and a path are written. The server registers
 * each handler from it (`apps/server/src/http/declared-route.ts`) and the web calls it by name
 * (`apps/web/src/lib/api-client.ts`); a server test fails when a route here has no handler or a handler no route.
 */
export const routes = {
  account: accountRoutes,
  card: cardRoutes,
  companion: companionRoutes,
  lesson: lessonRoutes,
  marketing: marketingRoutes,
  payment: paymentRoutes,
  platform: platformRoutes,
  quest: questRoutes,
};

export type Routes = typeof routes;
