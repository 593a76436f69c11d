import { defineRoutes } from './route';

/** The waitlist. */
export const marketingRoutes = defineRoutes('marketing', {});
