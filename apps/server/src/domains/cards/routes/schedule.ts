import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { fsrsSettingsFor } from '../services/fsrs/fsrs-settings-store';
import { optimiseSchedule, scheduleSettings, setDesiredRetention } from '../services/fsrs/schedule-settings';
import { simulateWorkload } from '../services/fsrs/workload';
import { cardUser } from './card-user';

/** Settings, Schedule (decision 136): the learner's FSRS training, desired retention and workload preview. */
export function registerCardScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const optimizer = ctx.fsrsOptimizerModule;

  handle(app, routes.card.schedule, async (request) =>
    scheduleSettings(ctx.db, await cardUser(ctx, request), optimizer),
  );

  handle(app, routes.card.optimiseSchedule, async (request) =>
    optimiseSchedule(ctx.db, await cardUser(ctx, request), optimizer),
  );

  handle(app, routes.card.setRetention, async (request) =>
    setDesiredRetention(ctx.db, await cardUser(ctx, request), request.body.desiredRetention, optimizer),
  );

  handle(app, routes.card.workload, async (request) => {
    const user = await cardUser(ctx, request);
    const settings = await fsrsSettingsFor(ctx.db, user.id);
    const preview = { ...settings, desiredRetention: request.query.desiredRetention };
    return simulateWorkload(ctx.db, user.id, preview, new Date());
  });
}
