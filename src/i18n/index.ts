// The language of the interface: device-local state (valtio), persisted in localStorage, also sent to
// the server as the `Lang` header so refusals come back in the same language. `t` is for code outside
// React (machines, toasts); components use `useT()` so they re-render when the language changes.
import { proxy, useSnapshot } from 'valtio'
import { type Lang, type MessageKey, translate } from '../../core/i18n'
import { setLang } from '../api/client'

export type { Lang, MessageKey }
export const LANG_STORAGE_KEY = 'lang'
export const LANGS: readonly Lang[] = ['zh', 'en']

const stored = (): Lang => {
  try {
    const v = globalThis.localStorage?.getItem(LANG_STORAGE_KEY)
    return v === 'en' || v === 'zh' ? v : 'zh'
  } catch {
    return 'zh'
  }
}

export const i18nState = proxy<{ lang: Lang }>({ lang: stored() })
setLang(i18nState.lang)

const applyToDocument = (l: Lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = l === 'en' ? 'en' : 'zh-CN'
}
applyToDocument(i18nState.lang)

export type Params = Record<string, string | number>

/** Translate a catalog key (unknown keys, e.g. a server message, come back unchanged). */
export const t = (key: MessageKey | (string & {}), params?: Params) => translate(i18nState.lang, key, params)

export const getLanguage = () => i18nState.lang

export function setLanguage(l: Lang) {
  i18nState.lang = l
  setLang(l)
  applyToDocument(l)
  try {
    globalThis.localStorage?.setItem(LANG_STORAGE_KEY, l)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function useLanguage(): Lang {
  return useSnapshot(i18nState).lang
}

/** `const t = useT()`: a translator that re-renders the component when the language changes. */
export function useT() {
  const lang = useLanguage()
  return (key: MessageKey | (string & {}), params?: Params) => translate(lang, key, params)
}
