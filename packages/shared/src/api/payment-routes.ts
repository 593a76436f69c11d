import { defineRoutes } from './route';

/** Pro checkout, the interview-guide order, billing and the payment provider's calls. */
export const paymentRoutes = defineRoutes('payment', {});
