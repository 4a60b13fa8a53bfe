// Mounted with the shell: the protection prompts a refusal from any page opens (docs/protection.md).
// A deposit, transfer, venue launch or bet answered 235 opens the date-of-birth dialog; once saved the
// player submits again (the refused call changed nothing). A 234 away from the game pages (a venue
// launch or a transfer into a venue) opens the reality check; 继续 lets the player carry on. The
// dialogs are a lazy chunk (ProtectionPrompts), fetched when the first prompt is raised.
import { lazy, Suspense, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { addRefusalListener } from '../../api/client'
import { protectionPrompts, raiseProtectionPrompt } from '../../state/protectionPrompts'

const ProtectionPrompts = lazy(() =>
  import('./ProtectionPrompts').then((m) => ({ default: m.ProtectionPrompts })),
)

export function ProtectionHost() {
  const prompts = useSnapshot(protectionPrompts)
  useEffect(() => addRefusalListener(raiseProtectionPrompt), [])
  return prompts.birthDate || prompts.reality ? (
    <Suspense fallback={null}>
      <ProtectionPrompts />
    </Suspense>
  ) : null
}
