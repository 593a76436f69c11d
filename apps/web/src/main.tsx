import './styles/mantine-first-paint.css';
import { nextTask } from './lib/next-task';

// Our CSP forbids eval. Unless told, zod probes for it with `new Function` on its first parse, and the browser
// reports every such probe as a policy violation. zod reads this global config when it loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
// Marketing pages arrive prerendered and already painted (scripts/prerender.mjs loads this script only after the
// first paint); every other route renders here from scratch.
const prerendered = container.hasChildNodes();
// The app is imported, not bundled into this entry, so that a painted page can evaluate it a part per task
// (React DOM, Mantine, the header and footer, the routes) instead of in one long task. index.html preloads all of
// it (vite-plugins/preload-entry-imports.ts), so these imports wait for no request. Only React DOM and our own
// modules are staged: a dynamic import of a library's whole namespace would keep all of it in the bundle.
if (prerendered) {
  const parts = [
    () => import('react-dom/client'),
    () => import('./app/providers'),
    () => import('./app/layouts/main-layout'),
    () => import('./app/router'),
  ];
  for (const load of parts) {
    await nextTask();
    await load();
  }
  await nextTask();
}
const { startApp } = await import('./app/start-app');
await startApp(container, prerendered);
