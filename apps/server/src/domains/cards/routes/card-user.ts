import { resolveTimeZone } from '@kurio/shared/local-time';
import { isPro } from '@kurio/shared/membership';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { toApiUser } from '../../accounts/public';
import { requireUser } from '../../accounts/routes/public';

/** The signed-in user as the card routes need them: plan (FSRS for pro, SM-2 for free) and local time zone. */
export async function cardUser(ctx: AppContext, request: FastifyRequest) {
  const user = await requireUser(ctx, request);
  const pro = isPro(toApiUser(user).membership);
  const engine: SchedulerEngine = pro ? 'fsrs' : 'sm2';
  return { id: user.id, pro, engine, timeZone: resolveTimeZone(request.headers['x-time-zone']) };
}
