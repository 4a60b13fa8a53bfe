// The message catalogs, one file per area. zh-CN is canonical; en must have every key.
import * as auth from './auth'
import * as common from './common'
import * as core from './core'
import * as games from './games'
import * as layout from './layout'
import * as member from './member'
import * as publicPages from './public'
import * as validation from './validation'

export const zh = {
  ...validation.zh,
  ...core.zh,
  ...common.zh,
  ...layout.zh,
  ...auth.zh,
  ...publicPages.zh,
  ...games.zh,
  ...member.zh,
}
export const en: Record<keyof typeof zh, string> = {
  ...validation.en,
  ...core.en,
  ...common.en,
  ...layout.en,
  ...auth.en,
  ...publicPages.en,
  ...games.en,
  ...member.en,
}
export type MessageKey = keyof typeof zh
export type Lang = 'zh' | 'en'

/** Fill `{name}` placeholders. */
export const format = (s: string, params?: Record<string, string | number>) =>
  params ? s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`)) : s

export const translate = (lang: Lang, key: string, params?: Record<string, string | number>) => {
  const table = (lang === 'en' ? en : zh) as Record<string, string>
  return format(table[key] ?? key, params)
}
