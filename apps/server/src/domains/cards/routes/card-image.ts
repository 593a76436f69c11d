import multipart from '@fastify/multipart';
import { routes } from '@kurio/shared/api/routes';
import { maxOcclusionImageBytes, occlusionMessages } from '@kurio/shared/occlusion';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { readMultipartFile } from '../../../http/multipart-file';
import { enforceRateLimits } from '../../accounts/routes/public';
import { storeOcclusionImage } from '../services/occlusion-image';
import { cardUser } from './card-user';

/** Each image is up to 5 MB of the database: a learner makes a few notes an hour, not hundreds. */
const imagesPerUser = { limit: 120, windowMs: 60 * 60_000 };

/** An image for an image occlusion note (multipart `image`), stored for its owner (decision 164). */
export function registerCardImageRoute(app: FastifyInstance, ctx: AppContext): void {
  // Scoped so multipart parsing exists only on this route.
  app.register(async (scope) => {
    await scope.register(multipart);
    handle(
      scope,
      routes.card.uploadImage,
      async (request) => {
        const user = await cardUser(ctx, request);
        await enforceRateLimits(ctx, [{ key: `card-image:user:${user.id}`, rule: imagesPerUser }]);
        const upload = await readMultipartFile(request, {
          field: 'image',
          maxBytes: maxOcclusionImageBytes,
          tooLarge: occlusionMessages.imageTooLarge,
        });
        return storeOcclusionImage(ctx.db, user.id, upload);
      },
      {
        description:
          'multipart/form-data: `image`, a PNG, JPEG or WebP (typed by its bytes, at most 5 MB), for an image ' +
          'occlusion note. Answers its id and the URL the note names (GET /api/card/media/:id); 120 an hour.',
      },
    );
  });
}
