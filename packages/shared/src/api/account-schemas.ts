// By namespace: the route table names each of these schemas, and a second list of them here would only repeat it.
import * as account from '../account';
import * as user from '../user';

export const accountSchemas = {
  signedInUser: { response: user.userStatusResponseSchema },
  signUp: { body: user.signupRequestSchema, response: user.userResponseSchema },
  signIn: { body: user.loginRequestSchema, response: user.userResponseSchema },
  signInWithGoogle: { body: user.googleLoginRequestSchema, response: user.userResponseSchema },
  signOut: { response: user.okResponseSchema },
  changeName: { body: account.changeNameRequestSchema, response: user.userResponseSchema },
  holderProof: { response: account.accountHolderProofResponseSchema },
  changePassword: { body: account.changePasswordRequestSchema, response: user.okResponseSchema },
  exportData: { response: account.accountExportSchema },
  delete: { body: account.deleteAccountRequestSchema, response: user.okResponseSchema },
};
