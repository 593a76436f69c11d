import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadStartUpStages } from './vite-plugins/preload-start-up-stages';

const apiTarget = process.env.KURIO_API_URL ?? 'http://127.0.0.1:3001';

// Left alone, the bundler gives every combination of lazy routes that shares a few modules its own small chunk:
// a server-rendered page then fetched 45 files before it could run. Small shared chunks are copied into the chunks
// that use them instead (one module state across the copies; decisions 099 and 110). Chunks holding styles stay
// files, as Vite needs to emit their CSS once.
const clientChunking = {
  preserveEntrySignatures: false as const,
  // The app, and the script a server-rendered page runs first to load the app after its first paint.
  input: { index: 'index.html', 'load-app-after-paint': 'src/prerender/load-app-after-paint.ts' },
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: {
        maxSize: 16 * 1024,
        exclude: [
          /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          // Read by more than one of the start-up stages (src/main.tsx), which every page loads: as files they
          // load once, where copies would be loaded once per stage.
          /\/src\/lib\/api-client\.ts$/,
          /\/QueryClientProvider\.js$/,
        ],
      },
    },
  },
};

// The installable app: the web manifest and the service worker, src/service-worker/sw.ts, which precaches every
// built script, style, icon and the shell (docs/decisions/115). The page registers it itself once it has rendered
// (src/lib/register-service-worker.ts, with workbox-window) and asks before an update takes over ('prompt').
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Kurio',
    short_name: 'Kurio',
    description: 'AI flashcards with spaced repetition, narrated audio lessons and book quests you can take offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#5b3fd6',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell, not the server-rendered pages: offline, every route renders from the shell.
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), installableApp, preloadStartUpStages()],
  // The server-side bundles serve no files, and carry their dependencies built for production: left external,
  // React would pick its development build in a server started without NODE_ENV=production.
  publicDir: isSsrBuild ? false : 'public',
  ssr: { noExternal: isSsrBuild ? true : undefined },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // The server-side render keeps its exports: the running server renders every page with it.
    rolldownOptions: isSsrBuild ? { input: ['src/prerender/render-route.tsx'] } : clientChunking,
  },
}));
