import { defineRoutes } from './route';

/** The kids voice companion: characters, talk, conversations and the parents area. */
export const companionRoutes = defineRoutes('companion', {});
