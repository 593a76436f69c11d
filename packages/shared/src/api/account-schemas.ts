import {
  accountExportSchema,
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
} from '../account';
import {
  googleLoginRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  signupRequestSchema,
  userResponseSchema,
  userStatusResponseSchema,
} from '../user';

export const accountSchemas = {
  signedInUser: { response: userStatusResponseSchema },
  signUp: { body: signupRequestSchema, response: userResponseSchema },
  signIn: { body: loginRequestSchema, response: userResponseSchema },
  signInWithGoogle: { body: googleLoginRequestSchema, response: userResponseSchema },
  signOut: { response: okResponseSchema },
  changeName: { body: changeNameRequestSchema, response: userResponseSchema },
  changePassword: { body: changePasswordRequestSchema, response: okResponseSchema },
  exportData: { response: accountExportSchema },
  delete: { body: deleteAccountRequestSchema, response: okResponseSchema },
};
