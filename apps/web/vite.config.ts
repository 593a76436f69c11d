import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.KURIO_API_URL ?? 'http://127.0.0.1:3001';

// Left alone, the bundler gives every combination of lazy routes that shares a few modules its own small chunk:
// a prerendered page then fetched 45 files before it could run. Small shared chunks are copied into the chunks
// that use them instead (one module state across the copies; decisions 099 and 110). Chunks holding styles stay
// files, as Vite needs to emit their CSS once.
const clientChunking = {
  preserveEntrySignatures: false as const,
  // The app, and the script a prerendered page runs first to load the app after its first paint.
  input: { index: 'index.html', 'load-app-after-paint': 'src/prerender/load-app-after-paint.ts' },
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: {
        maxSize: 16 * 1024,
        exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The server-side render of the prerendered pages is one Node bundle and keeps its exports.
    rolldownOptions: isSsrBuild ? {} : clientChunking,
  },
}));
