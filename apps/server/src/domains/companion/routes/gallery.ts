import { galleryResponseSchema } from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { avatarStyles, avatarUrl, renderAvatar } from '../services/avatars';
import { builtInCharacters } from '../services/built-in-characters';

const paramsSchema = z.object({
  style: z.enum(avatarStyles as [string, ...string[]]),
  file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.svg$/),
});

/**
 * Public character pictures: avatars drawn on our server (docs/architecture.md §2; a seed reveals nothing about anyone)
 * and the built-in gallery the waitlist page shows to visitors.
 */
export function registerGalleryRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companion'];

  routes.get('/api/companion/gallery', { schema: { tags, response: { 200: galleryResponseSchema } } }, async () => ({
    characters: builtInCharacters.map(({ id, name, tagline, avatar }) => ({
      id,
      name,
      tagline,
      profileImageUrl: avatarUrl(avatar.style, avatar.seed),
    })),
  }));

  routes.get(
    '/api/companion/avatar/:style/:file',
    { schema: { tags, params: paramsSchema } },
    async (request, reply) => {
      const { style, file } = request.params;
      const svg = renderAvatar(style as (typeof avatarStyles)[number], file.slice(0, -'.svg'.length));
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
    },
  );
}
