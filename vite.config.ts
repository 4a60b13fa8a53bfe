import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.mjs'

// Two entries of one build: the player SPA (index.html) and the operator console (admin.html, served by
// the operator port; the player site never loads its bundle, docs/console.md). `npm run dev` proxies
// /api to the server on 8080 and /admin/api to the operator port (ADMIN_PORT, 8081); `npm run dev:mock`
// (mode "mock") answers every player call in the browser from the msw fake backend instead.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  define: {
    'import.meta.env.VITE_USE_MOCKS': JSON.stringify(mode === 'mock' ? '1' : ''),
  },
  server: {
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : {
            '/api': 'http://127.0.0.1:8080',
            '/uploads': 'http://127.0.0.1:8080',
            '/play': 'http://127.0.0.1:8080',
            '/admin/api': `http://127.0.0.1:${process.env.ADMIN_PORT || 8081}`,
          },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: { input: { main: 'index.html', admin: 'admin.html' } },
  },
}))
