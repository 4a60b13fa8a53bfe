import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress.mjs'

// The SPA. `npm run dev` proxies /api to the server on 8080; `npm run dev:mock` (mode "mock")
// answers every call in the browser from the msw fake backend instead.
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
          },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
}))
