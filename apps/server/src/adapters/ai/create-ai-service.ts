import type { Config } from '../../config';
import type { AiService } from './ai-service';
import { createLanguageModel } from './model/language-model';
import { createModelAiService } from './model/model-ai-service';
import { createOfflineAiService } from './offline/offline-ai-service';
import { withChildSafety } from './safety/with-child-safety';

/** The configured provider, always behind the child-safety layer. */
export function createAiService(config: Config): AiService {
  if (config.AI_PROVIDER === 'offline') return withChildSafety(createOfflineAiService());
  const model = createLanguageModel({
    provider: config.AI_PROVIDER,
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
  });
  return withChildSafety(createModelAiService({ mode: config.AI_PROVIDER, model, timeoutMs: config.AI_TIMEOUT_MS }));
}
