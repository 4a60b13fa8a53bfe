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

  // An area's seam is its calls.ts (or, beside the top-level views, <area>Calls.ts, as <area>Messages.ts).
  const isSeam = (p: string) => /(\/calls|Calls)\.ts$/.test(p)
  const views = () => files('src/console/views').filter((p) => /\.tsx?$/.test(p) && !isSeam(p))
  /** The names a file imports as values (not `import type`, not `type X`) from a module of the console. */
  const valueImports = (source: string, module: 'api' | 'endpoints' | 'download') =>
    [
      ...source.matchAll(
        new RegExp(`^import\\s+(type\\s+)?([^'"]*?)\\s+from\\s+'(?:\\.\\.?/)+${module}'`, 'gm'),
      ),
    ]
      .filter((m) => !m[1])
      .flatMap((m) => {
        const names = /\{([^}]*)\}/.exec(m[2])
        return names ? names[1].split(',').map((n) => n.trim()) : [m[2].trim()]
      })
      .filter((n) => n && !n.startsWith('type '))

  it('lets no view import the HTTP client call itself', () => {
    const offenders = views().filter((p) => valueImports(readFileSync(p, 'utf8'), 'api').includes('call'))
    expect(offenders).toEqual([])
  })

  it('lets views reach the typed calls and the CSV download only through their area calls', () => {
    const offenders = views().flatMap((p) => {
      const source = readFileSync(p, 'utf8')
      const names = [...valueImports(source, 'endpoints'), ...valueImports(source, 'download')]
      return names.length ? [`${p}: ${names.join(', ')}`] : []
    })
    expect(offenders).toEqual([])
  })

  it('sees a value import of the typed calls as one, and a type import as none', () => {
    expect(valueImports("import { api, type Res } from '../endpoints'", 'endpoints')).toEqual(['api'])
    expect(valueImports("import {\n  type Res,\n  decide,\n} from '../../endpoints'", 'endpoints')).toEqual([
      'decide',
    ])
    expect(valueImports("import * as e from '../endpoints'", 'endpoints')).toEqual(['* as e'])
    expect(valueImports("import type { QueueName, Res } from '../endpoints'", 'endpoints')).toEqual([])
    expect(valueImports("import { type Res } from '../endpoints'", 'endpoints')).toEqual([])
  })

  it('keeps every view thin: no component file over 300 lines', () => {
    const long = files('src/console/views')
      .filter((p) => p.endsWith('.tsx'))
      .filter((p) => readFileSync(p, 'utf8').split('\n').length > 300)
    expect(long).toEqual([])
  })
})
