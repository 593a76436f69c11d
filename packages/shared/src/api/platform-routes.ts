import { defineRoutes } from './route';

/** What the app needs before any domain: its public configuration. */
export const platformRoutes = defineRoutes('platform', {});
