import { routes } from '@kurio/shared/api/routes';
import { companionMessages } from '@kurio/shared/companion';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { handle } from '../../../http/declared-route';
import { requireUser } from '../../accounts/routes/public';
import { notFound } from '../../domain-error';
import { createCharacter, deleteCharacter, listCharacters, updateCharacter } from '../services/characters';

export function registerCharacterRoutes(app: FastifyInstance, ctx: AppContext): void {
  handle(app, routes.companion.listCharacters, async (request) => {
    const user = await requireUser(ctx, request);
    return { characters: await listCharacters(ctx.db, user.id) };
  });

  handle(app, routes.companion.createCharacter, async (request) => {
    const user = await requireUser(ctx, request);
    return { character: await createCharacter(ctx.db, user.id, request.body) };
  });

  handle(app, routes.companion.updateCharacter, async (request) => {
    const user = await requireUser(ctx, request);
    const character = await updateCharacter(ctx.db, user.id, request.params.id, request.body);
    if (!character) throw notFound(companionMessages.characterNotFound);
    return { character };
  });

  handle(app, routes.companion.deleteCharacter, async (request) => {
    const user = await requireUser(ctx, request);
    if (!(await deleteCharacter(ctx.db, user.id, request.params.id))) {
      throw notFound(companionMessages.characterNotFound);
    }
    return { deleted: 1 };
  });
}
