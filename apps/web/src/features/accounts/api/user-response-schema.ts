/** Loaded with the answer: the login page itself needs no validator to start. */
export const loadUserResponseSchema = () => import('@kurio/shared/user').then((module) => module.userResponseSchema);
