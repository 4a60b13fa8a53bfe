// The message catalogs, one file per area. zh-CN is canonical; en must have every key (each area file
// types its `en` as Record<keyof typeof zh, string>). The shell's areas load with the app; the page
// areas (public, member, games) load with their pages (see ./lazy.ts), which keeps the home route's
// first JavaScript small. `MessageKey` still covers every area.
import type * as agent from './agent'
import * as auth from './auth'
import * as common from './common'
import * as core from './core'
import type * as games from './games'
import * as layout from './layout'
import type * as member from './member'
import type * as notify from './notify'
import * as protection from './protection'
import * as protectionPage from './protectionPage'
import type * as publicPages from './public'
import type * as recovery from './recovery'
import type * as sports from './sports'
import type * as support from './support'
import * as validation from './validation'

type Area = { zh: Record<string, string>; en: Record<string, string> }

export type MessageKey =
  | keyof typeof validation.zh
  | keyof typeof core.zh
  | keyof typeof common.zh
  | keyof typeof layout.zh
  | keyof typeof auth.zh
  | keyof typeof publicPages.zh
  | keyof typeof member.zh
  | keyof typeof games.zh
  | keyof typeof protection.zh
  | keyof typeof protectionPage.zh
  | keyof typeof agent.zh
  | keyof typeof sports.zh
  | keyof typeof recovery.zh
  | keyof typeof support.zh
  | keyof typeof notify.zh
export type Lang = 'zh' | 'en'

const tables: Record<Lang, Record<string, string>> = { zh: {}, en: {} }

/** Add an area's messages to the tables (idempotent). */
export function registerCatalog(area: Area) {
  Object.assign(tables.zh, area.zh)
  Object.assign(tables.en, area.en)
}
for (const area of [validation, core, common, layout, auth, protection, protectionPage]) registerCatalog(area)

/** Fill `{name}` placeholders. */
export const format = (s: string, params?: Record<string, string | number>) =>
  params ? s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`)) : s

export const translate = (lang: Lang, key: string, params?: Record<string, string | number>) =>
  format(tables[lang][key] ?? tables.zh[key] ?? key, params)
