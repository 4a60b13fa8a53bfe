// The React tree: the root actor's provider, the router, toasts and the loading overlay.
import { useEffect } from 'react'
import { AppActorContext, type AppActorRef } from './machines/hooks'
import { AppRouter } from './routes/RouteView'
import { LoadingOverlay } from './views/layout/LoadingOverlay'
import { PasswordResetHost } from './views/layout/PasswordResetHost'
import { Toasts } from './views/layout/Toasts'
import { LimitPromptHost } from './views/protection/LimitPromptHost'
import { PreviousLogin } from './views/protection/PreviousLogin'
import { ProtectionHost } from './views/protection/ProtectionHost'
import { markFirstScreen } from './views/ui/afterPaint'

export function App({ actor }: { actor: AppActorRef }) {
  // Work that waits for the first screen (src/main.tsx) starts after this commit is painted.
  useEffect(() => markFirstScreen(), [])
  return (
    <AppActorContext.Provider value={actor}>
      <AppRouter />
      <Toasts />
      <PreviousLogin />
      <LimitPromptHost />
      <ProtectionHost />
      <PasswordResetHost />
      <LoadingOverlay />
    </AppActorContext.Provider>
  )
}
