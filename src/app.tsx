// The React tree: the root actor's provider, the router, toasts and the loading overlay.
import { AppActorContext, type AppActorRef } from './machines/hooks'
import { AppRouter } from './routes/table'
import { LoadingOverlay } from './views/layout/LoadingOverlay'
import { PasswordResetHost } from './views/layout/PasswordResetHost'
import { Toasts } from './views/layout/Toasts'
import { LimitPromptHost } from './views/protection/LimitPromptHost'
import { PreviousLogin } from './views/protection/PreviousLogin'
import { ProtectionHost } from './views/protection/ProtectionHost'

export function App({ actor }: { actor: AppActorRef }) {
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
