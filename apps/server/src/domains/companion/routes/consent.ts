import { routes } from '@kurio/shared/api/routes';
import { type ConsentNotice, consentNoticeVersion } from '@kurio/shared/parent-consent';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { Config } from '../../../config';
import { handle } from '../../../http/declared-route';
import { proofFor } from '../../accounts/public';
import { googleCheck, requireUser } from '../../accounts/routes/public';
import { currentConsent, giveConsent, withdrawConsent } from '../services/parent-consent';

const providerNames = { openai: 'OpenAI', anthropic: 'Anthropic' } as const;

/** The notice names where the child's words go: the configured provider, or nowhere when replies are offline. */
export function noticeFor(config: Config): ConsentNotice {
  const provider =
    config.AI_PROVIDER === 'offline'
      ? null
      : config.AI_PROVIDER === 'openai-compatible'
        ? `the model server at ${new URL(config.AI_BASE_URL ?? 'http://unknown').host}`
        : providerNames[config.AI_PROVIDER];
  return { version: consentNoticeVersion, aiProvider: provider };
}

/**
 * Consent before the companion talks (decision 146): read, given with the password (or Google, for an account
 * without one), withdrawn with the data.
 */
export function registerConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const notice = noticeFor(ctx.config);

  handle(app, routes.companion.consent, async (request) => {
    const user = await requireUser(ctx, request);
    return { notice, consent: await currentConsent(ctx.db, user.id), confirmWith: proofFor(user) };
  });

  handle(app, routes.companion.giveConsent, async (request) => {
    const user = await requireUser(ctx, request);
    const consent = await giveConsent(ctx.db, user, request.body, googleCheck(ctx, request));
    return { notice, consent, confirmWith: proofFor(user) };
  });

  handle(app, routes.companion.withdrawConsent, async (request) => {
    const user = await requireUser(ctx, request);
    return { deleted: await withdrawConsent(ctx.db, user.id) };
  });
}
