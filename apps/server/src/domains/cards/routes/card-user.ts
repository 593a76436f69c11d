import { resolveTimeZone } from '@kurio/shared/local-time';
import { isPro } from '@kurio/shared/membership';
import { defaultFsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { toApiUser } from '../../accounts/public';
import { requireUser } from '../../accounts/routes/public';
import { fsrsSettingsFor } from '../services/fsrs/fsrs-settings-store';

/** The signed-in user as the card routes need them: plan (FSRS for pro, SM-2 for free) and local time zone. */
export async function cardUser(ctx: AppContext, request: FastifyRequest) {
  const user = await requireUser(ctx, request);
  const pro = isPro(toApiUser(user).membership);
  const engine: SchedulerEngine = pro ? 'fsrs' : 'sm2';
  return { id: user.id, pro, engine, timeZone: resolveTimeZone(request.headers['x-time-zone']) };
}

/**
 * The same, with how FSRS schedules them: a Pro learner's parameters and desired retention; a free learner's
 * FSRS memory keeps advancing on the defaults, so it is ready the day they go Pro.
 */
export async function schedulingUser(ctx: AppContext, request: FastifyRequest) {
  const user = await cardUser(ctx, request);
  return { ...user, fsrs: user.pro ? await fsrsSettingsFor(ctx.db, user.id) : defaultFsrsSettings };
}
