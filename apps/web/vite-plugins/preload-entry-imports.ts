import type { Plugin } from 'vite';

/**
 * Vite preloads only what the entry imports statically. `main.tsx` imports the app dynamically (to evaluate it a
 * part per task), so this adds module preloads and stylesheets for the entry's own dynamic imports and everything
 * they import statically: the app then starts with every file on its way at once, as before. Lazy routes, which
 * the router imports dynamically, are not followed.
 */
export function preloadEntryImports(): Plugin {
  return {
    name: 'kurio:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunkOf = (file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? output : undefined;
        };
        const staticClosure = (file: string, seen: Set<string>) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of chunkOf(file)?.imports ?? []) staticClosure(imported, seen);
        };
        const alreadyLoaded = new Set<string>();
        staticClosure(chunk.fileName, alreadyLoaded);
        const files = new Set<string>();
        for (const file of chunk.dynamicImports) staticClosure(file, files);
        const scripts = [...files].filter((file) => !alreadyLoaded.has(file));
        const styles = new Set(scripts.flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])]));
        return [
          ...[...styles].map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...scripts.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
