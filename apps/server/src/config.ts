import { z } from 'zod';
import { defaultPgliteSharedBuffers, postgresMemorySize } from './db/pglite-memory';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** PGlite's buffer pool: more trades resident memory for fewer copies from the OS page cache. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .regex(postgresMemorySize, 'must be a size such as 16MB (units kB, MB or GB)')
      .default(defaultPgliteSharedBuffers),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    LOGIN_LIMIT_PER_15_MIN: z.coerce.number().int().min(1).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AI_PROVIDER: z.enum(['offline', 'openai-compatible', 'openai', 'anthropic']).default('offline'),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    /** How long a model may stay silent before the call fails with a clear timeout. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalUrl,
    STRIPE_PRICE_MONTHLY: optionalString,
    STRIPE_PRICE_YEARLY: optionalString,
    STRIPE_PRICE_GUIDE: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    CONTACT_EMAIL: z.string().email().default('support@kurio.example'),
    /** The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers 404. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Where parent alerts are mailed through, e.g. smtps://user:pass@mail.example:465; unset lists them only. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    }
    if ((env.AI_PROVIDER === 'openai' || env.AI_PROVIDER === 'anthropic') && !env.AI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_API_KEY'],
        message: `is required when AI_PROVIDER=${env.AI_PROVIDER}`,
      });
    }
    if (env.AI_PROVIDER !== 'offline' && !env.AI_MODEL && env.AI_PROVIDER === 'openai-compatible') {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_PROVIDER=openai-compatible' });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws a message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
