// Mounted with the shell: renders the deposit-limit invitation (a lazy chunk with the dialog) only
// once the register flow has raised it, so the first page's JavaScript stays small.
import { lazy, Suspense, useEffect, useState } from 'react'
import { LIMIT_PROMPT_EVENT, LIMIT_PROMPT_KEY } from '../../state/limitPrompt'

const LimitPrompt = lazy(() => import('./LimitPrompt').then((m) => ({ default: m.LimitPrompt })))

export function LimitPromptHost() {
  const [raised, setRaised] = useState(() => sessionStorage.getItem(LIMIT_PROMPT_KEY) === '1')
  useEffect(() => {
    const show = () => setRaised(sessionStorage.getItem(LIMIT_PROMPT_KEY) === '1')
    window.addEventListener(LIMIT_PROMPT_EVENT, show)
    return () => window.removeEventListener(LIMIT_PROMPT_EVENT, show)
  }, [])
  return raised ? (
    <Suspense fallback={null}>
      <LimitPrompt />
    </Suspense>
  ) : null
}
