import { createOpenAiModeration } from '../../child-safety/moderation';
import { withChildSafety } from '../../child-safety/with-child-safety';
import type { Config } from '../../config';
import { createOfflineAiService } from '../../offline-ai/offline-ai-service';
import type { AiService } from './ai-service';
import { type AiCallListener, withCallCounts } from './counted-ai-service';

/**
 * The configured provider, always behind the child-safety layer. The model SDKs load only when a model is
 * configured, so an offline server does not spend its start-up compiling them. `onCall` hears of each call the
 * provider itself answers: a companion turn the safety layer stops before the provider is not one.
 */
export async function createAiService(config: Config, onCall: AiCallListener): Promise<AiService> {
  if (config.AI_PROVIDER === 'offline') return withChildSafety(withCallCounts(createOfflineAiService(), onCall));
  const { createLanguageModel, defaultBaseUrls } = await import('./model/language-model');
  const { createModelAiService } = await import('./model/model-ai-service');
  const model = createLanguageModel({
    provider: config.AI_PROVIDER,
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
  });
  // Anthropic has no moderation endpoint; OpenAI and compatible servers may (one without it just answers 404).
  const moderate =
    config.AI_PROVIDER === 'anthropic'
      ? undefined
      : createOpenAiModeration({
          baseUrl: config.AI_BASE_URL ?? defaultBaseUrls[config.AI_PROVIDER],
          apiKey: config.AI_API_KEY,
        });
  return withChildSafety(
    withCallCounts(createModelAiService({ mode: config.AI_PROVIDER, model, timeoutMs: config.AI_TIMEOUT_MS }), onCall),
    moderate,
  );
}
