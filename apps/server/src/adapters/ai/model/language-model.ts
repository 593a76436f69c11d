import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export interface ModelSettings {
  provider: 'openai-compatible' | 'openai' | 'anthropic';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

/** Where a provider is reached when AI_BASE_URL is unset: a local Ollama for compatible servers. */
export const defaultBaseUrls = {
  'openai-compatible': 'http://localhost:11434/v1',
  openai: 'https://api.openai.com/v1',
} as const;

export const defaultModels = { openai: 'gpt-4.1-mini', anthropic: 'claude-haiku-4-5' } as const;

/** The AI SDK model for the configured provider (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export function createLanguageModel(settings: ModelSettings): LanguageModel {
  switch (settings.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: settings.baseUrl ?? defaultBaseUrls['openai-compatible'],
        apiKey: settings.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(settings.model ?? 'llama3.1');
    case 'openai':
      return createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl })(
        settings.model ?? defaultModels.openai,
      );
    case 'anthropic':
      return createAnthropic({ apiKey: settings.apiKey, baseURL: settings.baseUrl })(
        settings.model ?? defaultModels.anthropic,
      );
  }
}
