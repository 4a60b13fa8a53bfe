// The console's one catalog (docs/operator-console.md, "Catalog areas"): every key has Chinese and
// English words, the merge file carries no words of its own, and the views reach the HTTP client only
// through their area's calls.ts ("Loading and acting").
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ConsoleKey, isConsoleKey, translate } from '../../../src/console/i18n'

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : [p]
  })
const zhKeys = () => {
  const out: ConsoleKey[] = []
  for (const f of files('src/console/views').filter((p) => /[Mm]essages\.ts$/.test(p)))
    for (const m of readFileSync(f, 'utf8').matchAll(/^ {2}'([^']+)':/gm))
      if (isConsoleKey(m[1])) out.push(m[1])
  return [...new Set(out)]
}

describe('console catalog', () => {
  it('has words in both languages for every key', () => {
    const keys = zhKeys()
    expect(keys.length).toBeGreaterThan(1000)
    for (const k of keys) {
      expect(translate('zh', k), k).toMatch(/\S/)
      expect(translate('en', k), k).toMatch(/\S/)
    }
    expect(translate('en', 'name.channel.usdt-trc20')).toBe('USDT (TRC20)')
    expect(isConsoleKey('name.channel.nothing')).toBe(false)
  })

  it('keeps the merge file free of words and every area file under 400 lines', () => {
    const merge = readFileSync('src/console/i18n.ts', 'utf8')
    expect(merge.split('\n').length).toBeLessThan(150)
    expect(merge).not.toMatch(/^ {2}'[a-z]+\.[^']*':/m)
    for (const f of files('src/console/views').filter((p) => /[Mm]essages\.ts$/.test(p)))
      expect(readFileSync(f, 'utf8').split('\n').length, f).toBeLessThan(400)
  })

  it('lets no view import the HTTP client call itself', () => {
    const offenders = files('src/console/views')
      .filter((p) => /\.tsx?$/.test(p) && !p.endsWith('calls.ts'))
      .filter((p) => /import \{[^}]*\bcall\b[^}]*\} from '(\.\.\/)+api'/.test(readFileSync(p, 'utf8')))
    expect(offenders).toEqual([])
  })
})
