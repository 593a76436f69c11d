import { routes } from '@kurio/shared/api/routes';
import { resolveTimeZone } from '@kurio/shared/local-time';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { googleCheck, requireUser } from '../../accounts/routes/public';
import { getAlertChoices, setAlertChoices } from '../services/parent-alerts';
import { checkPin, pinStatus, setPin } from '../services/parent-pin';
import { getRetention, setRetention } from '../services/transcript-retention';
import { setWeeklySummary, weeklySummaryStatus } from '../services/weekly-summary';

/**
 * The parent's settings: the PIN in front of the grown-up screens (147), how long transcripts stay (148), which
 * flags are emailed (156) and the weekly summary (161).
 */
export function registerParentSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.retention, async (request) => {
    const user = await requireUser(ctx, request);
    return getRetention(ctx.db, user.id);
  });

  handle(app, routes.companion.setRetention, async (request) => {
    const user = await requireUser(ctx, request);
    return setRetention(ctx.db, user.id, request.body);
  });

  handle(app, routes.companion.alertChoices, async (request) => {
    const user = await requireUser(ctx, request);
    return getAlertChoices(ctx.db, user.id);
  });

  handle(app, routes.companion.setAlertChoices, async (request) => {
    const user = await requireUser(ctx, request);
    return setAlertChoices(ctx.db, user.id, request.body);
  });

  const summaryStatus = async (userId: string) => ({
    ...(await weeklySummaryStatus(ctx.db, userId)),
    emailConfigured: ctx.mailer !== undefined,
  });

  handle(app, routes.companion.weeklySummary, async (request) => {
    const user = await requireUser(ctx, request);
    return summaryStatus(user.id);
  });

  handle(app, routes.companion.setWeeklySummary, async (request) => {
    const user = await requireUser(ctx, request);
    // The summary's weeks run Monday to Sunday in the zone of the browser that switched it on.
    const timeZone = resolveTimeZone(request.headers['x-time-zone']);
    await setWeeklySummary(ctx.db, user.id, { enabled: request.body.enabled, timeZone }, ctx.clock());
    return summaryStatus(user.id);
  });

  handle(app, routes.companion.pin, async (request) => {
    const user = await requireUser(ctx, request);
    return pinStatus(ctx.db, user.id);
  });

  handle(app, routes.companion.setPin, async (request) => {
    const user = await requireUser(ctx, request);
    return setPin(ctx.db, user, request.body, googleCheck(ctx, request));
  });

  handle(app, routes.companion.checkPin, async (request) => {
    const user = await requireUser(ctx, request);
    return checkPin(ctx.db, user.id, request.body.pin);
  });
}
