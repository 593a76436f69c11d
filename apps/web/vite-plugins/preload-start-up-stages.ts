import type { Plugin } from 'vite';

/**
 * src/main.tsx imports the app in stages, so that each evaluates in a task of its own. Vite preloads only an
 * entry's static imports in index.html; this adds the same tags for the staged imports and everything they import
 * statically, so the browser fetches the whole start-up at once, as before the split.
 */
export function preloadStartUpStages(): Plugin {
  return {
    name: 'kurio:preload-start-up-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const loaded = new Set<string>();
        const visit = (file: string, into: Set<string>) => {
          const output = bundle[file];
          if (into.has(file) || output?.type !== 'chunk') return;
          into.add(file);
          for (const imported of output.imports) visit(imported, into);
        };
        visit(chunk.fileName, loaded);
        const staged = new Set<string>();
        for (const file of chunk.dynamicImports) visit(file, staged);
        const files = [...staged].filter((file) => !loaded.has(file));
        const styles = new Set(
          files.flatMap((file) => {
            const output = bundle[file];
            return output?.type === 'chunk' ? [...(output.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        return [
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
