import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.KURIO_API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/healthz': apiTarget, '/media': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
