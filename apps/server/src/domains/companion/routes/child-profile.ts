import { childProfileResponseSchema, childProfileSchema } from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../accounts/routes/public';
import { getChildProfile, saveChildProfile } from '../services/child-profile';

/** The child profile that fills the {childName}-style placeholders of every character's prompt. */
export function registerChildProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companion'];

  routes.get(
    '/api/companion/child',
    { schema: { tags, response: { 200: childProfileResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { child: await getChildProfile(ctx.db, user.id) };
    },
  );

  routes.put(
    '/api/companion/child',
    { schema: { tags, body: childProfileSchema, response: { 200: childProfileResponseSchema } } },
    async (request) => {
      const user = await requireUser(ctx, request);
      return { child: await saveChildProfile(ctx.db, user.id, request.body) };
    },
  );
}
