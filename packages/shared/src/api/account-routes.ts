import { defineRoutes } from './route';

/** Sign-up, sign-in and the learner's account settings. */
export const accountRoutes = defineRoutes('account', {});
