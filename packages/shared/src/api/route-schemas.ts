import { accountSchemas } from './account-schemas';
import { cardSchemas } from './card-schemas';
import { companionSchemas } from './companion-schemas';
import { lessonSchemas } from './lesson-schemas';
import { marketingSchemas } from './marketing-schemas';
import { paymentSchemas } from './payment-schemas';
import { platformSchemas } from './platform-schemas';
import { questSchemas } from './quest-schemas';
import type { RouteSchemas } from './route';
import type { Routes } from './routes';

/**
 * The schema values of every route, which the server validates and serialises with. The web app never imports
 * this module: it needs only the types, which `routes.ts` carries.
 */
export const routeSchemas: RouteSchemas<Routes> = {
  account: accountSchemas,
  card: cardSchemas,
  companion: companionSchemas,
  lesson: lessonSchemas,
  marketing: marketingSchemas,
  payment: paymentSchemas,
  platform: platformSchemas,
  quest: questSchemas,
};
