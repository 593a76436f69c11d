import type { AiService } from './adapters/ai/ai-service';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { GoogleTokenVerifier } from './services/accounts/google';
import type { RateLimitRule } from './services/accounts/rate-limits';

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
  googleVerifier: GoogleTokenVerifier | undefined;
  rateLimitRules: RateLimitRules;
  ai: AiService;
}
