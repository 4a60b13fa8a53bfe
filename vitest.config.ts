import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Two projects: the SPA (jsdom, msw) and the server (node, one PGlite per worker, or PostgreSQL
// when DATABASE_URL is set). `npm test` runs both; `npm run test:pg` runs the server one on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/{core,machines,paths,views,api,floors}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
