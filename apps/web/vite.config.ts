import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress-plugin.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __APP_NAME__: JSON.stringify(process.env.APP_NAME ?? 'Sankofa') },
  server: {
    port: 3000,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});
