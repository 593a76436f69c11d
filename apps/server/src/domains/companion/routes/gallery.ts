import { routes } from '@kurio/shared/api/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { avatarUrl, renderAvatar } from '../services/avatars';
import { builtInCharacters } from '../services/built-in-characters';

/**
 * Public character pictures: avatars drawn on our server (docs/architecture.md §2; a seed reveals nothing about anyone)
 * and the built-in gallery the waitlist page shows to visitors.
 */
export function registerGalleryRoutes(app: FastifyInstance, _ctx: AppContext): void {
  handle(app, routes.companion.gallery, async () => ({
    characters: builtInCharacters.map(({ id, name, tagline, avatar }) => ({
      id,
      name,
      tagline,
      profileImageUrl: avatarUrl(avatar.style, avatar.seed),
    })),
  }));

  handle(app, routes.companion.avatar, async (request, reply) => {
    const { style, file } = request.params;
    const svg = renderAvatar(style, file.slice(0, -'.svg'.length));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
}
