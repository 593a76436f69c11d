import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { routes } from '@kurio/shared/api/routes';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AiService } from './adapters/ai/ai-service';
import { createAiService } from './adapters/ai/create-ai-service';
import { createSmtpMailer, type Mailer } from './adapters/email/smtp-mailer';
import { createPaymentsProvider } from './adapters/payments/create-payments-provider';
import { type AppContext, defaultRateLimitRules, type RateLimitRules } from './app-context';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { registerAccountsRoutes } from './domains/accounts/routes/index';
import { createGoogleTokenVerifier, type GoogleTokenVerifier } from './domains/accounts/services/google';
import { createSignInCache } from './domains/accounts/services/sign-in-cache';
import { registerCardRoutes } from './domains/cards/routes/index';
import { createAnkiImportRunner } from './domains/cards/services/anki-import-job';
import { failInterruptedImports } from './domains/cards/services/anki-import-job-store';
import { optimizerPackage } from './domains/cards/services/fsrs/fsrs-optimizer';
import { registerCompanionRoutes } from './domains/companion/routes/index';
import { deliverDueAlerts } from './domains/companion/services/alert-delivery';
import { deleteExpiredConversations } from './domains/companion/services/transcript-retention';
import { registerLessonRoutes } from './domains/lessons/routes/index';
import { type LessonCatalog, loadLessonCatalog } from './domains/lessons/services/lesson-catalog';
import { registerMarketingRoutes } from './domains/marketing/routes/index';
import { registerPaymentRoutes } from './domains/payments/routes/index';
import { registerQuestRoutes } from './domains/quests/routes/index';
import { handle } from './http/declared-route';
import { registerErrorHandler } from './http/error-handler';
import { frameworkErrors } from './http/framework-errors';
import { registerNotFound } from './http/not-found';
import { registerOriginCheck } from './http/origin-check';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTextGuard } from './http/text-guard';
import { registerTimeZoneCookie } from './http/time-zone-cookie';
import { findContentDir } from './platform/content-dir';
import { registerHealthRoutes } from './platform/health';
import { registerMediaRoutes } from './platform/media';
import { createMetrics } from './platform/metrics/metrics';
import { registerMetricsRoute, registerRequestTiming } from './platform/metrics/metrics-route';
import { startPolling } from './platform/polling';
import { registerConfigRoutes } from './platform/public-config';

export interface BuildAppOptions {
  config: Config;
  database: DbHandle;
  /** Folder of the built web app to serve; none in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  googleVerifier?: GoogleTokenVerifier;
  rateLimitRules?: Partial<RateLimitRules>;
  /** Tests pass a fixture course; otherwise the repository's content/ folder. */
  lessonCatalog?: LessonCatalog;
  /** Tests of failure paths only: everything else uses the configured provider. */
  ai?: AiService;
  /** Tests of the fallback only: a package that cannot load, as on a platform without its binary. */
  fsrsOptimizerModule?: string;
  /** Tests of a mail server's failures: everything else mails through SMTP_URL. */
  mailer?: Mailer;
  /** How often the parent-alert outbox (alerts and weekly summaries) is polled (tests shorten it). */
  alertPollMs?: number;
  /** The time of children's talking limits, the weekly summary's weeks and the outbox (tests control it). */
  clock?: () => number;
}

export const bodyLimitBytes = 1024 * 1024;

/** Pino settings: request ids on every line, secrets never written. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.credential',
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * The service worker and the web manifest keep their names across versions, so browsers ask for them again on
 * every visit: that is how an installed app learns of a new version (docs/decisions/115).
 */
const askedForEveryVisit = new Set(['sw.js', 'manifest.webmanifest']);

/** What every route works with: the configuration, the database, and the adapters for the outside world. */
async function createContext(options: BuildAppOptions, logError: (error: unknown) => void): Promise<AppContext> {
  const { config, database } = options;
  const metrics = createMetrics({ processSeries: config.METRICS_TOKEN !== undefined });
  database.onQueueWait?.((seconds) => metrics.observePgliteWait(seconds));
  return {
    config,
    database,
    db: database.db,
    signInCache: await createSignInCache(database),
    googleVerifier:
      options.googleVerifier ??
      (config.GOOGLE_CLIENT_ID
        ? createGoogleTokenVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL)
        : undefined),
    rateLimitRules: {
      ...defaultRateLimitRules,
      loginPerIp: { ...defaultRateLimitRules.loginPerIp, limit: config.LOGIN_LIMIT_PER_15_MIN },
      signupPerIp: { ...defaultRateLimitRules.signupPerIp, limit: config.SIGNUP_LIMIT_PER_HOUR },
      ...options.rateLimitRules,
    },
    lessons: options.lessonCatalog ?? loadLessonCatalog(findContentDir()),
    ai: options.ai ?? (await createAiService(config, metrics.countAiCall)),
    fsrsOptimizerModule: options.fsrsOptimizerModule ?? optimizerPackage,
    payments: await createPaymentsProvider(config, database.db),
    metrics,
    mailer:
      options.mailer ??
      (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, `Kurio <${config.CONTACT_EMAIL}>`) : undefined),
    ankiImports: createAnkiImportRunner(database.db, logError),
    clock: options.clock ?? Date.now,
  };
}

/** The request pipeline every route shares: headers, cookies, forms, OpenAPI, errors and the guards. */
async function registerPipeline(app: FastifyInstance, { config, metrics }: AppContext): Promise<void> {
  const secure = config.PUBLIC_URL.startsWith('https://');
  registerRequestIdHeader(app);
  registerRequestTiming(app, metrics);
  registerSecurityHeaders(app, secure);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: bodyLimitBytes });
  await app.register(swagger, {
    openapi: { info: { title: 'Kurio API', version: '1.0.0', description: 'The API behind the Kurio learning app.' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  registerOriginCheck(app, config.PUBLIC_URL);
  registerTextGuard(app);
  registerTimeZoneCookie(app, secure);
}

async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerHealthRoutes(app, ctx);
  registerMetricsRoute(app, ctx.metrics, ctx.config.METRICS_TOKEN);
  registerConfigRoutes(app, ctx);
  registerAccountsRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerQuestRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  registerLessonRoutes(app, ctx);
  registerCompanionRoutes(app, ctx);
  registerMarketingRoutes(app, ctx);
  handle(app, routes.platform.openApiDocument, async () => app.swagger(), { hide: true });
}

/** The built web app's files, and its pages for every other GET path. */
async function serveWebApp(app: FastifyInstance, webRoot: string | undefined, publicUrl: string): Promise<void> {
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    // index: false leaves `/` to the not-found handler, which renders the landing page for its visitor; so does a
    // path with no file, which is what lets one wildcard route stand for every built file instead of a route
    // per file registered at start. Built assets ship with .br and .gz twins.
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (reply, filePath) => {
        if (askedForEveryVisit.has(path.basename(filePath))) reply.header('cache-control', 'no-cache');
      },
    });
  }
  await registerNotFound(app, webRoot, publicUrl);
}

/** Registers every plugin and route. Never listens: tests use inject, server.ts listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: bodyLimitBytes,
    // Only behind a proxy that sets X-Forwarded-For: otherwise a client could spoof its IP past rate limits.
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = await createContext(options, (error) => app.log.error({ err: error }, 'an Anki import job failed'));
  await registerPipeline(app, ctx);
  await registerRoutes(app, ctx);
  await serveWebApp(app, options.webRoot, config.PUBLIC_URL);
  const { mailer } = ctx;
  const alerts =
    mailer &&
    startPolling(
      () =>
        deliverDueAlerts({ db: ctx.db, mailer, publicUrl: config.PUBLIC_URL, now: ctx.clock }).then(
          ctx.metrics.countEmails,
        ),
      options.alertPollMs ?? 5_000,
      (error) => app.log.error({ err: error }, 'parent alerts: a delivery round failed'),
    );
  // Transcripts past the parent's chosen period go within the hour (decision 148).
  const retention = startPolling(
    () => deleteExpiredConversations(ctx.db),
    60 * 60_000,
    (error) => app.log.error({ err: error }, 'transcript retention: a round failed'),
    // A server restarted more often than hourly still sweeps.
    60_000,
  );
  // A job whose server stopped mid-import is undone and failed (decision 157): when PGlite starts, every running
  // job is such, as PGlite has one process; with PostgreSQL, one whose process has been silent for two minutes.
  if (database.engine === 'pglite') await failInterruptedImports(ctx.db, new Date());
  const orphanedImports = startPolling(
    () => failInterruptedImports(ctx.db, new Date(Date.now() - 2 * 60_000)),
    60_000,
    (error) => app.log.error({ err: error }, 'Anki imports: failing interrupted jobs failed'),
  );
  app.addHook('onClose', async () => {
    await Promise.all([alerts?.stop(), retention.stop(), orphanedImports.stop(), ctx.ankiImports.stop()]);
    await database.close();
  });
  return app;
}
