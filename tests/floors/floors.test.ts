// The floors of the house (docs/architecture.md): src/ and server/ never import each other and core/
// imports neither. `npm run lint` enforces it with Biome's noRestrictedImports; this proves the rule
// bites by linting a throwaway file that crosses each floor.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
let probes = 0

function lint(dir: string, source: string) {
  const file = path.join(root, dir, `floor-probe-${process.pid}-${probes++}.ts`)
  writeFileSync(file, source)
  try {
    const run = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['lint', file], { cwd: root })
    return run.status === 0 ? '' : String(run.stdout) + String(run.stderr)
  } finally {
    rmSync(file, { force: true })
  }
}

describe('import floors', () => {
  it('refuses the SPA importing the server', () => {
    expect(lint('src', "import { x } from '../server/games/play'\nexport const y = x\n")).toContain(
      'noRestrictedImports',
    )
  })
  it('refuses the server importing the SPA', () => {
    expect(lint('server', "import { x } from '../src/api/client'\nexport const y = x\n")).toContain(
      'noRestrictedImports',
    )
  })
  it('refuses core importing either side or Node', () => {
    expect(lint('core', "import { x } from '../src/api/client'\nexport const y = x\n")).toContain(
      'noRestrictedImports',
    )
    expect(lint('core', "import { createHash } from 'node:crypto'\nexport const y = createHash\n")).toContain(
      'noRestrictedImports',
    )
  })
  it('refuses services (and the ledger, games, protection, auth, jobs) importing HTTP', () => {
    for (const dir of ['server/services', 'server/ledger', 'server/games'])
      expect(lint(dir, "import { ok } from '../http/route'\nexport const y = ok\n")).toContain(
        'noRestrictedImports',
      )
    expect(lint('server/routes', "import { ok } from '../http/route'\nexport const y = ok\n")).toBe('')
    // The server floor still holds inside the rooms.
    expect(
      lint('server/services', "import { x } from '../../src/api/client'\nexport const y = x\n"),
    ).toContain('noRestrictedImports')
  })
  it('lets every side import core', () => {
    expect(lint('src', "import { money } from '../core/contract'\nexport const y = money\n")).toBe('')
  })
  it('finds no crossing in the tree today', () => {
    // grep exits 1 when nothing matches: no file of src/ names server/, no file of server/ names src/.
    const src = spawnSync('grep', ['-rlE', 'from [\'"](\\.\\./)+server/', 'src', 'core'], { cwd: root })
    const server = spawnSync('grep', ['-rlE', 'from [\'"](\\.\\./)+src/', 'server', 'core'], { cwd: root })
    expect(String(src.stdout) + String(server.stdout)).toBe('')
    expect([src.status, server.status]).toEqual([1, 1])
  })
})

describe('the wager kernel is the only way money moves for a game', () => {
  it('refuses a game importing the ledger functions that move money', () => {
    for (const name of ['transfer', 'transferMany', 'hold', 'postPending', 'voidPending'])
      expect(
        lint('server/games', `import { ${name} } from '../ledger'\nexport const y = ${name}\n`),
      ).toContain('wager kernel')
    // Reading is fine: account names and balances.
    expect(lint('server/games', "import { acct } from '../ledger'\nexport const y = acct\n")).toBe('')
  })
  it('finds no game that moves money itself today', () => {
    const dir = path.join(root, 'server/games')
    const movers = /\b(transfer|transferMany|hold|postPending|voidPending)\b/
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .filter((f) =>
        [
          ...readFileSync(path.join(dir, f), 'utf8').matchAll(
            /import\s*(?:type\s*)?{([^}]*)}\s*from\s*['"]\.\.\/ledger(?:\/[a-z]+)?['"]/g,
          ),
        ].some((m) => movers.test(m[1])),
      )
    expect(offenders).toEqual([])
  })
})
