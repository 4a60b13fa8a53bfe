// Every key a view draws is in a catalog its page has loaded. The SPA registers a few catalogs at start
// (core/i18n/index.ts) and the rest with the page's code, by the page's folder (core/i18n/lazy.ts); a
// view in a folder whose area lacks the key renders the bare key (the venue top-up offer did, on the
// game tab). This reads every view's literal `t('…')` keys and checks them against the catalogs of its
// folder's area.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as agent from '../../core/i18n/agent'
import * as auth from '../../core/i18n/auth'
import * as common from '../../core/i18n/common'
import * as core from '../../core/i18n/core'
import * as games from '../../core/i18n/games'
import * as layout from '../../core/i18n/layout'
import { areaOf } from '../../core/i18n/lazy'
import * as member from '../../core/i18n/member'
import * as notify from '../../core/i18n/notify'
import * as protection from '../../core/i18n/protection'
import * as protectionPage from '../../core/i18n/protectionPage'
import * as publicPages from '../../core/i18n/public'
import * as recovery from '../../core/i18n/recovery'
import * as sports from '../../core/i18n/sports'
import * as support from '../../core/i18n/support'
import * as validation from '../../core/i18n/validation'

const keys = (...catalogs: { zh: object }[]) => new Set(catalogs.flatMap((c) => Object.keys(c.zh)))
const BASE = keys(auth, common, core, layout, protection, protectionPage, validation)
const AREA = {
  public: keys(publicPages),
  member: keys(member, recovery),
  games: keys(games),
  sports: keys(games, sports),
  agent: keys(member, agent),
  support: keys(support),
  recovery: keys(recovery),
  /** Registered by the bell's own lazy chunk (layout/NotifyBell.tsx), the panel opening inside it. */
  notify: keys(notify),
} as const

/** Views outside their area's folder, drawn only inside pages of that area. */
const DRAWN_IN: Record<string, keyof typeof AREA> = {
  'protection/RestrictedNotice.tsx': 'member', // only in the member centre's shell (mine/MineLayout.tsx)
  'layout/NotifyBell.tsx': 'notify', // registers core/i18n/notify.ts itself
  'layout/BellPanel.tsx': 'notify', // only inside NotifyBell
}

const VIEWS = join(__dirname, '../../src/views')
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : []
  })

describe('catalog areas', () => {
  it('finds every literal key of a view in the catalogs its folder loads', () => {
    const missing: string[] = []
    for (const file of files(VIEWS)) {
      const rel = relative(VIEWS, file)
      const area = DRAWN_IN[rel] ?? areaOf(rel)
      const known = (key: string) => BASE.has(key) || (area !== null && AREA[area].has(key))
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g))
        if (!known(key)) missing.push(`${rel}: ${key}`)
    }
    expect(missing).toEqual([])
  })
})
