// What other domains may use of accounts: who the user is and their AI quota. The lint rule
// `domain-through-public-entry` (.dependency-cruiser.cjs) keeps every other import of accounts out.
export { confirmAccountHolder, type GoogleCheck, proofFor } from './services/account-holder';
export { hashPassword, verifyPassword } from './services/passwords';
export { takeQuota, withQuota } from './services/take-quota';
export { findUserById, toApiUser, type UserRow } from './services/users';
