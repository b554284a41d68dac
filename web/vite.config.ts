import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // Every browser that runs React 19 understands native modules and dynamic imports.
    modulePreload: { polyfill: false },
  },
  // `npm -w web run dev` talks to `make start` for the API.
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
