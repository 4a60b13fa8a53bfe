// The console's message catalog: Chinese first, English beside it (the operator picks in the top
// bar; the choice is kept in localStorage and sent to the server as `Lang`, so server messages follow).
// Separate from core/i18n: the player bundle never carries back-office words. The words live in area
// files beside their views, each exporting `zh` and `en`; this file only merges them, so a key missing
// from an area's `en` fails tsc there, and a key used but never defined fails tsc at its `t(...)`
// (docs/operator-console.md, "Catalog areas").
import { createContext, useContext } from 'react'
import * as account from './views/account/messages'
import * as agents from './views/agents/messages'
import * as app from './views/appMessages'
import * as approvals from './views/approvals/messages'
import * as audit from './views/auditMessages'
import * as content from './views/content/messages'
import * as kyc from './views/kyc/messages'
import * as lists from './views/listMessages'
import * as operators from './views/operatorMessages'
import * as payments from './views/payments/messages'
import * as recon from './views/payments/reconMessages'
import * as players from './views/playerMessages'
import * as promotions from './views/promotions/messages'
import * as protection from './views/protectionMessages'
import * as queues from './views/queueMessages'
import * as recovery from './views/recovery/messages'
import * as reports from './views/reports/messages'
import * as settings from './views/settings/messages'
import * as sportsbook from './views/sportsbook/messages'
import * as support from './views/support/messages'

export type ConsoleLang = 'zh' | 'en'

const zh = {
  ...account.zh,
  ...agents.zh,
  ...app.zh,
  ...approvals.zh,
  ...audit.zh,
  ...content.zh,
  ...kyc.zh,
  ...lists.zh,
  ...operators.zh,
  ...payments.zh,
  ...players.zh,
  ...promotions.zh,
  ...protection.zh,
  ...queues.zh,
  ...recon.zh,
  ...recovery.zh,
  ...reports.zh,
  ...settings.zh,
  ...sportsbook.zh,
  ...support.zh,
}

export type ConsoleKey = keyof typeof zh

/** Whether a key built from a server code (a state, a kind) has words in the catalog. */
export const isConsoleKey = (key: string): key is ConsoleKey => Object.hasOwn(zh, key)

const en: Record<ConsoleKey, string> = {
  ...account.en,
  ...agents.en,
  ...app.en,
  ...approvals.en,
  ...audit.en,
  ...content.en,
  ...kyc.en,
  ...lists.en,
  ...operators.en,
  ...payments.en,
  ...players.en,
  ...promotions.en,
  ...protection.en,
  ...queues.en,
  ...recon.en,
  ...recovery.en,
  ...reports.en,
  ...settings.en,
  ...sportsbook.en,
  ...support.en,
}

const catalogs: Record<ConsoleLang, Record<ConsoleKey, string>> = { zh, en }

export function translate(lang: ConsoleLang, key: ConsoleKey, params?: Record<string, string | number>) {
  const text = catalogs[lang][key] ?? zh[key]
  return params ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? '')) : text
}

export type T = (key: ConsoleKey, params?: Record<string, string | number>) => string

export const LangContext = createContext<{ lang: ConsoleLang; t: T; setLang: (l: ConsoleLang) => void }>({
  lang: 'zh',
  t: (k, p) => translate('zh', k, p),
  setLang: () => {},
})

export const useT = () => useContext(LangContext)
