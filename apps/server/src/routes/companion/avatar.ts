import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { avatarStyles, renderAvatar } from '../../services/companion/avatars';

const paramsSchema = z.object({
  style: z.enum(avatarStyles as [string, ...string[]]),
  file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.svg$/),
});

/** Character avatars drawn on our server (DESIGN.md §2): public, since a seed reveals nothing about anyone. */
export function registerAvatarRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/companion/avatar/:style/:file',
      { schema: { tags: ['companion'], params: paramsSchema } },
      async (request, reply) => {
        const { style, file } = request.params;
        const svg = renderAvatar(style as (typeof avatarStyles)[number], file.slice(0, -'.svg'.length));
        return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
      },
    );
}
