// What other domains' routes may use of accounts at the HTTP edge: the signed-in user, rate limits, and Google's
// side of proving the account holder.
export { googleCheck } from './google-check';
export { clientIp, enforceRateLimits } from './rate-limit';
export { currentUser, requireUser } from './sign-in-cookie';
