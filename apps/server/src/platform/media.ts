import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { findContentDir, generatedDir } from './content-dir';

/**
 * `/media/<path>` serves the content pipeline's output (narration mp3s, transcripts) with byte ranges,
 * so audio can seek. URLs carry a content hash (`?v=`), so a year of caching is safe.
 */
export function registerMediaRoutes(app: FastifyInstance, _ctx: AppContext): void {
  const root = generatedDir(findContentDir());
  if (!existsSync(root)) return;
  app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    acceptRanges: true,
    maxAge: '365d',
    immutable: true,
    index: false,
    schemaHide: true,
  });
}
