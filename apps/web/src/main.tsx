import './lib/zod-config';
import './app/mantine-styles';
import { nextTask } from './lib/next-task';

// Start-up runs as short tasks instead of one long one, so a phone can paint and answer a tap between them:
// React's DOM renderer, the design system with the app's providers, then the app's own modules each evaluate in a
// task of their own (startApp goes on the same way with the route). The page preloads all of them
// (vite-plugins/preload-start-up-stages.ts), so the split costs no round trip.
await import('react-dom/client');
await nextTask();
await import('./app/providers');
await nextTask();
const { startApp } = await import('./app/start-app');
await nextTask();
const container = document.getElementById('root')!;
// A page the server rendered arrives with its HTML already in the root (prerender/render-route.tsx); the app hydrates it.
startApp(container, container.hasChildNodes());
