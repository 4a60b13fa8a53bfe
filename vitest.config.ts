import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Three projects: the SPA (jsdom, msw), the server (node, one PGlite per worker, or PostgreSQL when
// DATABASE_URL is set; files one at a time) and the simulations (node, no database: the game engines'
// return to player over 10^6+ rounds, the sportsbook's engines and margins over 10^5 matches, files in
// parallel). `npm test` runs all three; `npm run
// test:pg` runs the server one on PostgreSQL (the simulations do not touch a database).
export default defineConfig({
  test: {
    // Two workers even on a 2-core machine (vitest's default there is one): the server files run one at
    // a time and spend much of their time waiting on the database and on timers, so a web or simulation
    // file runs beside them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          name: 'sim',
          environment: 'node',
          include: ['tests/sim/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/server.ts'],
          // The migrations once per run; each file's database opens from that copy (server-db.ts).
          globalSetup: ['tests/setup/server-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
