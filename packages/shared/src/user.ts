import { z } from 'zod';
import { basicEmailPattern } from './email';
import { membershipSchema } from './membership';

/** Exact user-facing validation messages of docs/product.md §5. */
export const authMessages = {
  enterEmail: 'Enter email',
  notEmail: "Doesn't look like email",
  enterPassword: 'Enter password',
  enterName: 'Enter name',
  nameTooShort: 'Name must have 2 characters or more',
  nameTooLong: 'Name must have 30 characters or less',
  passwordTooShort: 'Password must have 6 characters or more',
  emailNotFound: 'Email not found',
  invalidPassword: 'Incorrect password',
  emailAlreadyUsed: 'Email already in use',
  accountCreated: 'Account created',
} as const;

const emailField = z
  .string({ error: authMessages.enterEmail })
  .trim()
  .min(1, authMessages.enterEmail)
  .max(254, authMessages.notEmail)
  .regex(basicEmailPattern, authMessages.notEmail);

/** A display name: the signup rule of docs/product.md §5, also used when the name is changed later. */
export const nameField = z
  .string({ error: authMessages.enterName })
  .trim()
  .min(1, authMessages.enterName)
  .min(2, authMessages.nameTooShort)
  .max(30, authMessages.nameTooLong);

const passwordField = z.string({ error: authMessages.enterPassword }).min(1, authMessages.enterPassword).max(200);

export const loginRequestSchema = z.object({ email: emailField, password: passwordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signupRequestSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField.min(6, authMessages.passwordTooShort),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** Google sign-in: the ID token from Google Identity Services is what proves identity; name and email are ignored. */
export const googleLoginRequestSchema = z.object({
  credential: z.string().max(8192).optional(),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.number().int(),
  membership: membershipSchema,
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export const userStatusResponseSchema = z.object({ user: userSchema.nullable() });
export type UserStatusResponse = z.infer<typeof userStatusResponseSchema>;
export const okResponseSchema = z.object({ ok: z.literal(true) });
