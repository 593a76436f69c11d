import './lib/zod-config';
import './app/mantine-styles';
import { startApp } from './app/start-app';

const container = document.getElementById('root')!;
// A prerendered page arrives with its HTML already in the root (scripts/prerender.mjs); the app hydrates it.
startApp(container, container.hasChildNodes());
