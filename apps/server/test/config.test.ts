import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('starts with no settings at all, using the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      AI_PROVIDER: 'offline',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('requires the settings a chosen AI provider needs', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_API_KEY: is required when AI_PROVIDER=openai/);
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL/);
  });

  it('rejects a PGlite buffer pool size PostgreSQL would not read', () => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '16 megabytes' })).toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).PGLITE_SHARED_BUFFERS).toBe('64MB');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' })).toMatchObject({
      DATABASE_URL: undefined,
      GOOGLE_CLIENT_ID: undefined,
    });
  });
});
