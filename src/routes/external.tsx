// Routes that are actions, not pages: /kefu opens customer service and
// /member/game?plat_name=…&game_type=… launches a venue through /gamePage. Both leave the player where
// they were. URLs from the server are followed only when they are http(s) (docs/security.md).
import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { ApiError } from '../api/client'
import { getservicerurl } from '../api/site'
import { t, useT } from '../i18n'
import { useIsLoggedIn } from '../machines/hooks'
import { toast } from '../state/ui'
import { isHttpUrl, navigateTo } from './navigate'
import { paths } from './paths'

/**
 * Open customer service in a new window. Call it from a click handler: the window is opened at once
 * (so popup blockers allow it) and pointed at the URL when the server answers. Resolves the URL (null
 * when the server gave none) and whether a window could be opened (false when a blocker refused it).
 */
export async function openCustomerService(): Promise<{ url: string | null; opened: boolean }> {
  const win = typeof window === 'undefined' ? null : window.open('', '_blank')
  try {
    const { url } = await getservicerurl()
    if (!isHttpUrl(url)) throw new ApiError(0, t('route.badUrl'))
    toast(1, t('route.toService'))
    if (win) win.location.href = url
    return { url, opened: win !== null }
  } catch (e) {
    win?.close()
    toast(0, e instanceof Error ? e.message : t('net.error'))
    return { url: null, opened: false }
  }
}

function leave() {
  if (history.length > 1) history.back()
  else navigateTo(paths.home(), { replace: true })
}

/** /kefu: open customer service, then go back to the page the link was on. */
export function KefuRoute() {
  const tr = useT()
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    openCustomerService().then(({ url, opened }) => {
      if (!live) return
      // A blocked popup leaves a link on screen for the player to click; otherwise back where they were.
      if (url && !opened) setUrl(url)
      else leave()
    })
    return () => {
      live = false
    }
  }, [])
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-ink-200" role="status">
      <p>{tr('route.toService')}</p>
      {url && (
        <a href={url} target="_blank" rel="noreferrer" className="text-gold-400 underline">
          {tr('title.kefu')}
        </a>
      )}
    </div>
  )
}

/** /member/game?plat_name=vrbet&game_type=3: the lottery menu's entry, launched through /gamePage. */
export function MemberGameRoute() {
  const query = new URLSearchParams(useSearch())
  const loggedIn = useIsLoggedIn()
  const name = query.get('plat_name') ?? ''
  const type = query.get('game_type') ?? ''
  const code = query.get('game_code') ?? ''
  useEffect(() => {
    if (!loggedIn) {
      toast(0, t('route.loginFirst'))
      navigateTo(paths.login(), { replace: true })
      return
    }
    toast(1, t('route.toGame'))
    navigateTo(paths.gamePage({ name, type, code }), { replace: true })
  }, [loggedIn, name, type, code])
  return null
}
