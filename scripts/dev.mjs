// `npm run dev`: the API with reload on :3001 and the Vite dev server on :3000 proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], {
    cwd: 'apps/server',
    stdio: 'inherit',
    env: {
      NODE_ENV: 'development',
      DATA_DIR: '../../data',
      ...process.env,
      PORT: '3001',
      PUBLIC_URL: 'http://localhost:3000',
    },
  }),
  spawn('npx', ['vite'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, KURIO_API_URL: 'http://127.0.0.1:3001' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
