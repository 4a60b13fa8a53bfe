// `npm run build` (after the SPA): the server compiled to JavaScript in dist-server/, run with Node alone
// (`npm run start:prod`, docs/operations.md). esbuild bundles our own code (server/ and core/) into one ES
// module per entry for Node 20 (no shared chunks: each module's directory is dist-server/); every npm package stays an import of node_modules, so PGlite finds its wasm and
// data files, and svg-captcha its fonts, where npm installed them. The migrations are copied beside the
// bundle (server/db/migrate.ts reads the directory next to its module), and the seed's fingerprint is
// computed here from the seed sources, the same value a tsx start computes, so switching between the two
// does not run the seed again (server/seed/index.ts).
import { createHash } from 'node:crypto'
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'dist-server')

const seedDir = join(root, 'server', 'seed')
const h = createHash('sha256')
for (const f of readdirSync(seedDir)
  .filter((n) => /\.[cm]?[jt]s$/.test(n))
  .sort())
  h.update(f).update(readFileSync(join(seedDir, f)))
const seedFingerprint = h.digest('hex').slice(0, 16)

rmSync(out, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'server/main.ts',
    admin: 'server/cli/admin.ts',
    'ledger-check': 'server/cli/ledger-check.ts',
    backup: 'server/cli/backup.ts',
    restore: 'server/cli/restore.ts',
  },
  outdir: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  define: { 'globalThis.__SEED_FINGERPRINT__': JSON.stringify(seedFingerprint) },
  // Error classes are told apart by name (the ledger's metrics outcome, logs): keep them.
  keepNames: true,
  logLevel: 'warning',
})
cpSync(join(root, 'server', 'db', 'migrations'), join(out, 'migrations'), { recursive: true })
console.log(`[build] server compiled to ${out}`)
