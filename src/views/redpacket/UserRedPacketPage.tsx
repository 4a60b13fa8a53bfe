// /userredpacket (new tab, the calls need the session): the view of redPacket.machine.
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { useSessionSend, useSettings } from '../../machines/hooks'
import {
  grabClock,
  type RedPacketStatus,
  redPacketMachine,
  remainingGrabs,
} from '../../machines/redPacket.machine'
import { openCustomerService } from '../../routes/external'
import { href, paths } from '../../routes/paths'
import { openInNewTab, useMemberFlow } from '../mine/useMemberFlow'
import { Button, Dialog, Spinner } from '../ui'

const floorInt = (v: number) => Math.floor(v)

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1000],
] as const

/** Today's grab window and the time until it opens or closes, on the server's clock (ticks each second). */
function GrabWindow({ status, offsetMs }: { status: RedPacketStatus; offsetMs: number }) {
  const t = useT()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  const clock = grabClock(status, now + offsetMs)
  let rest = Math.max(0, Math.ceil(clock.remainingMs / 1000) * 1000)
  const values = UNITS.map(([unit, ms]) => {
    const n = Math.floor(rest / ms)
    rest -= n * ms
    return [unit, String(n).padStart(2, '0')] as const
  })
  const wall = (w: string) => w.slice(0, 5)
  const caption = t(`member.redpacket.phase.${clock.phase}`)
  return (
    <>
      <p className="text-ink-200 text-sm">
        {t('member.redpacket.window', { begin: wall(status.grab_begin), end: wall(status.grab_end) })}
      </p>
      <p className="text-gold-200 text-sm">{caption}</p>
      <div
        role="timer"
        aria-label={`${caption} ${values.map(([u, v]) => `${v}${t(`member.redpacket.${u}`)}`).join(' ')}`}
        className="flex gap-3"
      >
        {values.map(([u, v]) => (
          <div key={u} aria-hidden className="flex flex-col items-center rounded-lg bg-navy-950/60 px-4 py-2">
            <span className="font-bold font-mono text-3xl text-gold-300 tabular-nums">{v}</span>
            <span className="text-ink-300 text-xs">{t(`member.redpacket.${u}`)}</span>
          </div>
        ))}
      </div>
    </>
  )
}

export default function UserRedPacketPage() {
  const t = useT()
  const settings = useSettings()
  const session = useSessionSend()
  const ref = useMemberFlow(redPacketMachine, {
    actions: { userChanged: () => session({ type: 'session.refreshBalance' }) },
  })
  const status = useSelector(ref, (s) => s.context.status)
  const offsetMs = useSelector(ref, (s) => s.context.clockOffsetMs)
  const loading = useSelector(ref, (s) => s.matches('loading'))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const won = useSelector(ref, (s) => (s.matches('showingWin') ? s.context.won : null))
  const message = useSelector(ref, (s) => (s.matches('showingMessage') ? s.context.message : null))
  const close = () => ref.send({ type: 'redPacket.close' })
  const title = settings?.title ?? ''

  return (
    <div className="min-h-screen bg-[radial-gradient(ellipse_at_top,var(--color-cta-700),var(--color-navy-950)_70%)] px-4 py-10 text-ink-100">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <h1 className="font-bold text-3xl text-gold-200 tracking-widest">{t('member.redpacket.title')}</h1>
        {status ? <GrabWindow status={status} offsetMs={offsetMs} /> : null}
        {loading ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <>
            <p className="text-lg">
              {t('member.redpacket.counts', {
                left: remainingGrabs(status),
                taken: status?.acquirednum ?? 0,
              })}
            </p>
            <p className="text-ink-300 text-sm">
              {t('member.redpacket.max', { max: status?.max_times ?? 0 })}
            </p>
          </>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => ref.send({ type: 'redPacket.grab' })}
          className="flex size-44 items-center justify-center rounded-full border-4 border-gold-300 bg-gradient-to-b from-cta-400 to-cta-700 font-bold text-3xl text-gold-100 shadow-[0_0_40px_var(--color-cta-500)] transition hover:scale-105 disabled:opacity-60"
        >
          {busy && !loading ? <Spinner /> : t('member.redpacket.grab')}
        </button>
        {status && status.rules.length > 0 ? (
          <table className="w-full overflow-hidden rounded-lg text-sm">
            <caption className="mb-2 text-gold-200">{t('member.redpacket.rules')}</caption>
            <thead className="bg-navy-800 text-gold-100">
              <tr>
                <th className="px-3 py-2">{t('member.redpacket.ruleTimeBeijing')}</th>
                <th className="px-3 py-2">{t('member.redpacket.ruleDeposit')}</th>
                <th className="px-3 py-2">{t('member.redpacket.ruleCount')}</th>
              </tr>
            </thead>
            <tbody className="bg-navy-900/80">
              {status.rules.map((r) => (
                <tr key={r.id} className="border-white/6 border-t">
                  <td className="px-3 py-2">
                    {/* One clock on the page: the rules' instants as the server sends them, Beijing wall
                        time, like the daily grab window above. */}
                    <span className="whitespace-nowrap">{r.start_time}</span> ~{' '}
                    <span className="whitespace-nowrap">{r.end_time}</span>
                  </td>
                  <td className="px-3 py-2">
                    {r.day_flow}-{r.flow_money}
                  </td>
                  <td className="px-3 py-2">{floorInt(r.recharge)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <section className="rounded-xl bg-navy-950/60 p-5 text-left text-ink-300 text-sm leading-relaxed">
          <h2 className="mb-2 font-semibold text-gold-200">{t('member.redpacket.statementTitle')}</h2>
          <p>{t('member.redpacket.statement', { title })}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a className="text-gold-300 underline" href={href(paths.mine('welfare'))}>
              {t('member.menu.welfare')}
            </a>
            <a className="text-gold-300 underline" href={href(paths.mine('recharge'))}>
              {t('member.menu.recharge')}
            </a>
            <button type="button" className="text-gold-300 underline" onClick={() => openCustomerService()}>
              {t('member.menu.feedback')}
            </button>
          </p>
        </section>
      </div>
      <div className="mx-auto mt-8 flex max-w-3xl justify-center gap-3 sm:fixed sm:top-[365px] sm:right-3 sm:mt-0 sm:flex-col">
        <Button size="sm" variant="secondary" onClick={() => openInNewTab(paths.mine('welfare'))}>
          {t('member.redpacket.mine')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => openCustomerService()}>
          {t('member.menu.feedback')}
        </Button>
      </div>
      <Dialog open={won !== null} onClose={close} title={t('member.redpacket.winTitle')} size="sm">
        <p className="text-center text-gold-200 text-xl">
          {t('member.redpacket.won', { amount: won ?? '' })}
        </p>
      </Dialog>
      <Dialog open={message !== null} onClose={close} title={t('member.redpacket.messageTitle')} size="sm">
        <p className="text-center">{message ? t(message.key, message.params) : ''}</p>
        <Button className="mt-4" block onClick={() => openInNewTab(paths.mine('recharge'))}>
          {t('member.redpacket.rechargeNow')}
        </Button>
      </Dialog>
    </div>
  )
}
