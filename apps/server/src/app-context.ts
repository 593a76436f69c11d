import type { AiService } from './adapters/ai/ai-service';
import type { Payments } from './adapters/payments/create-payments-provider';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { GoogleTokenVerifier } from './services/accounts/google';
import type { RateLimitRule } from './services/accounts/rate-limits';
import type { SessionCache } from './services/accounts/session-cache';
import type { LessonCatalog } from './services/lessons/lesson-catalog';

export interface RateLimitRules {
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  signupPerIp: RateLimitRule;
}

export const defaultRateLimitRules: RateLimitRules = {
  loginPerIp: { limit: 30, windowMs: 15 * 60_000 },
  loginPerEmail: { limit: 10, windowMs: 15 * 60_000 },
  signupPerIp: { limit: 10, windowMs: 60 * 60_000 },
};

/** What route modules receive: configuration and the adapters they call. */
export interface AppContext {
  config: Config;
  database: DbHandle;
  db: Db;
  /** Signed-in users by session, where the engine keeps it exact (PGlite); otherwise every request asks. */
  sessionCache: SessionCache | undefined;
  googleVerifier: GoogleTokenVerifier | undefined;
  rateLimitRules: RateLimitRules;
  lessons: LessonCatalog;
  ai: AiService;
  payments: Payments;
}
