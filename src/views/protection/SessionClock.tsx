// On every game page: the session clock (hh:mm:ss since the server's `session.started_at`) and the
// net result, and the reality-check dialog of realityCheck.machine that pauses play until answered.
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { wireMs } from '../../../core/time'
import { useT } from '../../i18n'
import { useFlow, useSessionSend } from '../../machines/hooks'
import { type RealityEvent, realityCheckMachine } from '../../machines/realityCheck.machine'
import { navigateTo } from '../../routes/navigate'
import { paths } from '../../routes/paths'
import { protectionPrompts } from '../../state/protectionPrompts'
import { Button, Dialog, Money } from '../ui'

const pad = (n: number) => String(n).padStart(2, '0')
export const hhmmss = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000))
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

/** The reality-check machine with the view's effects: sign out, open the bet records. */
export function useRealityCheck() {
  const session = useSessionSend()
  const [logic] = useState(() =>
    realityCheckMachine.provide({
      actions: {
        logout: () => session({ type: 'session.logout' }),
        openRecords: () => navigateTo(paths.mine('betRecord')),
      },
    }),
  )
  return useFlow(logic, { input: undefined as never })
}

/** The dialog: time played and net result, 继续 / 退出登录 / 查看记录; it cannot be closed otherwise. */
export function RealityDialog(props: {
  open: boolean
  busy: boolean
  played: string
  net: string
  send: (e: RealityEvent) => void
}) {
  const t = useT()
  const { send } = props
  return (
    <Dialog
      open={props.open}
      onClose={() => {}}
      closable={false}
      size="sm"
      title={t('pr.check.title')}
      footer={
        <>
          <Button variant="ghost" onClick={() => send({ type: 'reality.records' })}>
            {t('pr.check.records')}
          </Button>
          <Button variant="secondary" onClick={() => send({ type: 'reality.logout' })}>
            {t('pr.check.logout')}
          </Button>
          <Button loading={props.busy} onClick={() => send({ type: 'reality.continue' })}>
            {t('pr.check.continue')}
          </Button>
        </>
      }
    >
      <p className="text-sm">{t('pr.check.body', { time: props.played, net: props.net })}</p>
    </Dialog>
  )
}

/** `round` changes after each round (the balance): the net result is read again. */
export function SessionClock({ round }: { round: string | null }) {
  const t = useT()
  const [snap, send, ref] = useRealityCheck()
  useEffect(() => {
    protectionPrompts.clocks++
    return () => {
      protectionPrompts.clocks--
    }
  }, [])
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const [, redraw] = useState(0)
  useEffect(() => {
    const id = setInterval(() => redraw((n) => n + 1), 1000)
    return () => clearInterval(id)
  }, [])
  useEffect(() => {
    if (round !== null) send({ type: 'reality.refresh' })
  }, [round, send])
  const { status, skewMs } = snap.context
  if (!status?.session.started_at) return null
  const played = hhmmss(Date.now() + skewMs - wireMs(status.session.started_at))
  return (
    <>
      <div className="text-right text-xs" data-testid="session-clock">
        <div className="text-ink-400">{t('pr.clock.session')}</div>
        <div className="font-mono text-ink-100">{played}</div>
        <div className="text-ink-400">
          {t('pr.clock.net')} <Money value={status.session.net} tone="signed" />
        </div>
      </div>
      <RealityDialog
        open={snap.hasTag('modal')}
        busy={busy}
        played={played}
        net={status.session.net}
        send={send}
      />
    </>
  )
}
