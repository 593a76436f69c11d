import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadStartUpStages } from '../vite-plugins/preload-start-up-stages';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** An output chunk as Vite hands it to the hook: only what the hook reads. */
const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], css: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

/** The entry imports the runtime; its stages import React's renderer and the app, which share React. */
const entry = chunk('assets/index.js', ['assets/runtime.js'], ['assets/client.js', 'assets/start-app.js']);
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/runtime.js', []),
    chunk('assets/client.js', ['assets/react.js', 'assets/runtime.js']),
    chunk(
      'assets/start-app.js',
      ['assets/react.js', 'assets/router.js'],
      ['assets/routes/cards.js'],
      ['assets/start-app.css'],
    ),
    chunk('assets/react.js', []),
    chunk('assets/router.js', ['assets/react.js']),
    chunk('assets/routes/cards.js', ['assets/react.js']),
  ].map((output) => [output.fileName, output]),
) as unknown as Bundle;

function tagsFor(context: Partial<IndexHtmlTransformContext>) {
  const hook = preloadStartUpStages().transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => unknown;
  };
  return hook.handler('<html></html>', context) as { attrs: { rel: string; href: string } }[] | undefined;
}

describe('preloadStartUpStages', () => {
  it("preloads each stage the entry imports and what they import, once each, with the stages' styles", () => {
    const tags = tagsFor({ bundle, chunk: entry as never }) ?? [];
    expect(tags.map(({ attrs }) => `${attrs.rel} ${attrs.href}`)).toEqual([
      'stylesheet /assets/start-app.css',
      'modulepreload /assets/client.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/start-app.js',
      'modulepreload /assets/router.js',
    ]);
  });

  it('leaves the lazy routes to load when they are visited', () => {
    const hrefs = (tagsFor({ bundle, chunk: entry as never }) ?? []).map(({ attrs }) => attrs.href);
    expect(hrefs).not.toContain('/assets/routes/cards.js');
    expect(hrefs).not.toContain('/assets/runtime.js');
  });

  it('adds nothing to a page served by the dev server, which has no bundle', () => {
    expect(tagsFor({})).toBeUndefined();
  });
});
