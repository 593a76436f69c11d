import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadEntryImports } from '../vite-plugins/preload-entry-imports';

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], css: string[] = []) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/runtime.js'], ['assets/app.js', 'assets/react-dom.js']),
    chunk('assets/runtime.js', []),
    chunk('assets/react-dom.js', ['assets/react.js']),
    chunk('assets/react.js', []),
    chunk('assets/app.js', ['assets/react.js', 'assets/runtime.js'], ['assets/route-about.js'], ['assets/app.css']),
    chunk('assets/route-about.js', ['assets/app.js'], [], ['assets/about.css']),
  ].map((each) => [each.fileName, each]),
);

function tagsFor(entry: string) {
  const hook = preloadEntryImports().transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => { attrs: Record<string, unknown> }[];
  };
  const context = { bundle, chunk: bundle[entry] } as unknown as Partial<IndexHtmlTransformContext>;
  return hook.handler('<html></html>', context).map((tag) => `${tag.attrs.rel} ${tag.attrs.href}`);
}

describe('index.html preloads of the app the entry imports dynamically', () => {
  it("lists the entry's dynamic imports with their static imports and styles, once each, not lazy routes", () => {
    expect(tagsFor('assets/index.js')).toEqual([
      'stylesheet /assets/app.css',
      'modulepreload /assets/app.js',
      'modulepreload /assets/react.js',
      'modulepreload /assets/react-dom.js',
    ]);
  });

  it('adds nothing for a chunk without dynamic imports', () => {
    expect(tagsFor('assets/react-dom.js')).toEqual([]);
  });
});
