// The prompts ProtectionHost raises, in their own chunk: the date-of-birth dialog (235) and the reality
// check (234). Loaded only once a refusal raised one, so the first page's JavaScript carries no dialog.
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { wireMs } from '../../../core/time'
import { protectionPrompts } from '../../state/protectionPrompts'
import { BirthDateGate } from './BirthDateGate'
import { hhmmss, RealityDialog, useRealityCheck } from './SessionClock'

export function ProtectionPrompts() {
  const prompts = useSnapshot(protectionPrompts)
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
