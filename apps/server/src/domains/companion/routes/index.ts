import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { registerCharacterRoutes } from './characters';
import { registerChildRoutes } from './children';
import { registerConsentRoutes } from './consent';
import { registerConversationRoutes } from './conversations';
import { registerGalleryRoutes } from './gallery';
import { registerParentSettingsRoutes } from './parent-settings';
import { registerTalkRoutes } from './talk';

/** The kids companion and the parents area behind it. */
export function registerCompanionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerGalleryRoutes(app, ctx);
  registerCharacterRoutes(app, ctx);
  registerChildRoutes(app, ctx);
  registerConsentRoutes(app, ctx);
  registerParentSettingsRoutes(app, ctx);
  registerConversationRoutes(app, ctx);
  registerTalkRoutes(app, ctx, ctx.ai);
}
