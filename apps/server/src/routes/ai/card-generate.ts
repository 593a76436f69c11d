import { generateCardsRequestSchema, generateCardsResponseSchema } from '@kurio/shared/card-generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { toHttpError } from '../../http/ai-error';
import { withQuota } from '../../http/ai-quota';
import { requireUser } from '../../http/session';
import { clientGone } from '../../http/text-stream';

/** POST /api/card/generate: cards for review in the generator; nothing is saved. */
export function registerCardGenerateRoute(app: FastifyInstance, ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/card/generate',
      { schema: { tags: ['card'], body: generateCardsRequestSchema, response: { 200: generateCardsResponseSchema } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request);
        const { topic, quantity, sourceText } = request.body;
        const signal = clientGone(reply);
        const cards = await withQuota(ctx, user, 'cards', quantity, async () => {
          try {
            return await ctx.ai.generateCards({ topic, quantity, sourceText }, signal);
          } catch (error) {
            throw toHttpError(error);
          }
        });
        return { cards };
      },
    );
}
