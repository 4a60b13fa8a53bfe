#!/usr/bin/env node
// Bundle budget (`npm run bench:bundle`): builds the SPA with a manifest and prints the gzip size of the
// JavaScript the home route loads before interaction: the entry chunk plus everything it imports
// statically (lazy route chunks excluded) and index.html's other scripts (the first-page preloads),
// against a budget of 130 KB gzip. For information it also prints the figure with the home page's own
// lazy chunk, which the browser fetches right after start.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 130
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = mkdtempSync(join(tmpdir(), 'bundle-bench-'))

try {
  const r = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      'manifest.json',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (r.status !== 0) throw new Error('vite build failed')
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'))

  /** The manifest key plus all chunks it imports statically, transitively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
    return seen
  }
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  const raw = (file) => readFileSync(join(outDir, file)).length
  const sum = (keys) => {
    let gzip = 0
    let bytes = 0
    const rows = []
    for (const k of keys) {
      const file = manifest[k].file
      if (!file.endsWith('.js')) continue
      const g = gz(file)
      gzip += g
      bytes += raw(file)
      rows.push({ file, gzip: g })
    }
    return { gzip, bytes, rows }
  }

  // The player entry only: the build's second entry (admin.html, the operator console) is never
  // loaded by the player site and has no budget here.
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'index.html')
  if (!entryKey) throw new Error('no player entry (index.html) in the manifest')
  const initial = closure(entryKey)
  const before = sum(initial)
  // Scripts of index.html outside the entry's graph (the first-page preloads, scripts/vite-first-page.mjs)
  // run before the app too: counted in the total.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const entryFile = manifest[entryKey].file
  for (const [, src] of html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)) {
    if (src === entryFile) continue
    const g = gz(src)
    before.gzip += g
    before.bytes += raw(src)
    before.rows.push({ file: src, gzip: g })
  }
  const kb = (n) => (n / 1024).toFixed(1)

  console.log('Home route, JavaScript before interaction (entry + static imports):')
  for (const row of before.rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(row.gzip).padStart(7)} KB gz  ${row.file}`)
  console.log(`  total ${kb(before.gzip)} KB gzip (${kb(before.bytes)} KB raw), budget ${BUDGET_KB} KB`)

  const homeKey = Object.keys(manifest).find((k) => /src\/views\/home\/HomePage\.tsx$/.test(k))
  if (homeKey) {
    const withHome = sum(new Set([...initial, ...closure(homeKey)]))
    console.log(`  with the home page's lazy chunk: ${kb(withHome.gzip)} KB gzip (information)`)
  }

  const pass = before.gzip <= BUDGET_KB * 1024
  console.log(`bundle: ${kb(before.gzip)} KB gzip of ${BUDGET_KB} KB -> ${pass ? 'PASS' : 'FAIL'}`)
  process.exitCode = pass ? 0 : 1
} finally {
  if (existsSync(outDir)) rmSync(outDir, { recursive: true, force: true })
}
