import type {
  accountExportSchema,
  accountHolderProofResponseSchema,
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
} from '../account';
import type {
  googleLoginRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  signupRequestSchema,
  userResponseSchema,
  userStatusResponseSchema,
} from '../user';
import { defineRoutes, get, post } from './route';

type OneUser = { response: typeof userResponseSchema };
type Ok = { response: typeof okResponseSchema };

/** Sign-up, sign-in and the learner's account settings. */
export const accountRoutes = defineRoutes('account', {
  /** Who this request's sign-in belongs to: the user, or null. */
  signedInUser: get<{ response: typeof userStatusResponseSchema }>('/api/user/status'),
  signUp: post<OneUser & { body: typeof signupRequestSchema }>('/api/user/signup', 'form'),
  signIn: post<OneUser & { body: typeof loginRequestSchema }>('/api/user/login', 'form'),
  /** Signs in with a Google ID token, which the server verifies before trusting its name or email. */
  signInWithGoogle: post<OneUser & { body: typeof googleLoginRequestSchema }>('/api/user/login_3rd_party', 'form'),
  signOut: post<Ok>('/api/user/logout', 'none'),
  changeName: post<OneUser & { body: typeof changeNameRequestSchema }>('/api/account/name'),
  /** How this account proves it is the holder before such a step: its password, or Google when it has none. */
  holderProof: get<{ response: typeof accountHolderProofResponseSchema }>('/api/account/proof'),
  changePassword: post<Ok & { body: typeof changePasswordRequestSchema }>('/api/account/password'),
  /** Everything stored for the user, as a JSON attachment (kurio-export.json). */
  exportData: get<{ response: typeof accountExportSchema }>('/api/account/export'),
  /** Deletes the account and everything in it, and signs out. */
  delete: post<Ok & { body: typeof deleteAccountRequestSchema }>('/api/account/delete'),
});
