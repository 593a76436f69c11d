import type { AiService } from './adapters/ai/ai-service';
import type { Mailer } from './adapters/email/smtp-mailer';
import type { Payments } from './adapters/payments/create-payments-provider';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { GoogleTokenVerifier } from './domains/accounts/services/google';
import type { RateLimitRule } from './domains/accounts/services/rate-limits';
import type { SignInCache } from './domains/accounts/services/sign-in-cache';
import type { AnkiImportRunner } from './domains/cards/services/anki-import-job';
import type { LessonCatalog } from './domains/lessons/services/lesson-catalog';
import type { Metrics } from './platform/metrics/metrics';

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
  /** Signed-in users by sign-in, where the engine keeps it exact (PGlite); otherwise every request asks. */
  signInCache: SignInCache | undefined;
  googleVerifier: GoogleTokenVerifier | undefined;
  rateLimitRules: RateLimitRules;
  lessons: LessonCatalog;
  ai: AiService;
  payments: Payments;
  /** The series at /metrics; routes count what only they see (sync batches). */
  metrics: Metrics;
  /** The package FSRS trains with (decision 136); another name only to test the fallback when it cannot load. */
  fsrsOptimizerModule: string;
  /** Sends parent alerts; undefined without SMTP_URL, when alerts are only listed in the parents area. */
  mailer: Mailer | undefined;
  /** Anki imports running as jobs in this process (decision 157). */
  ankiImports: AnkiImportRunner;
  /** Milliseconds since the epoch for children's talking time, quiet hours and weekly summaries; tests set it. */
  clock: () => number;
}
