// What other domains' routes may use of accounts at the HTTP edge: the signed-in user and rate limits.
export { clientIp, enforceRateLimits } from './rate-limit';
export { currentUser, requireUser } from './sign-in-cookie';
