// Mounted with the shell: the protection prompts a refusal from any page opens (docs/protection.md).
// A deposit, transfer, venue launch or bet answered 235 opens the date-of-birth dialog; once saved the
// player submits again (the refused call changed nothing). A 234 away from the game pages (a venue
// launch or a transfer into a venue) opens the reality check; 继续 lets the player carry on.
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { addRefusalListener } from '../../api/client'
import { wireMs } from '../../machines/realityCheck.machine'
import { protectionPrompts, raiseProtectionPrompt } from '../../state/protectionPrompts'
import { BirthDateGate } from './BirthDateGate'
import { hhmmss, RealityDialog, useRealityCheck } from './SessionClock'

export function ProtectionHost() {
  const prompts = useSnapshot(protectionPrompts)
  useEffect(() => addRefusalListener(raiseProtectionPrompt), [])
  const close = (which: 'birthDate' | 'reality') => () => {
    protectionPrompts[which] = false
  }
  return (
    <>
      {prompts.birthDate ? (
        <BirthDateGate
          savedKey="pr.birth.retry"
          onSaved={close('birthDate')}
          onDismissed={close('birthDate')}
        />
      ) : null}
      {prompts.reality ? <RealityPrompt onAnswered={close('reality')} /> : null}
    </>
  )
}

function RealityPrompt({ onAnswered }: { onAnswered: () => void }) {
  const [snap, send] = useRealityCheck()
  const settled = snap.matches('waiting') || snap.matches('off')
  useEffect(() => {
    if (settled) onAnswered()
  }, [settled, onAnswered])
  // Read once when the dialog opens: the game pages' clock ticks, this prompt only reports.
  const [now] = useState(() => Date.now())
  const { status, skewMs } = snap.context
  const started = status?.session.started_at
  return (
    <RealityDialog
      open={snap.hasTag('modal')}
      busy={snap.hasTag('busy')}
      played={started ? hhmmss(now + skewMs - wireMs(started)) : '00:00:00'}
      net={status?.session.net ?? '0.00'}
      send={send}
    />
  )
}
