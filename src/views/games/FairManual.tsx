// The verifier's manual part (/fair, inside "技术细节"): load any round by its id, a draw by its number
// or a shoe by its number, or type the seeds in, and recompute. The one-click check of the last round
// (FairVerdict.tsx) fills the same fields, so they also show what it checked.
import type { SnapshotFrom } from 'xstate'
import { SLOT_CONFIGS, SLOT_VENUES } from '../../../core/games/engines/slot-themes'
import { MACHINES } from '../../../core/games/engines/slots/index'
import { type MessageKey, useT } from '../../i18n'
import type { FairEvent, FairForm, FairKind, fairnessMachine } from '../../machines/fairness.machine'
import { isShoeKind } from '../../machines/shoeVerify'

export const KINDS: { kind: FairKind; label: MessageKey }[] = [
  { kind: 'slot', label: 'games.slot.title' },
  { kind: 'sicbo', label: 'games.sicbo.title' },
  { kind: 'fast3', label: 'games.fast3.title' },
  { kind: 'ssc', label: 'games.ssc.title' },
  { kind: 'pk10', label: 'games.pk10.title' },
  { kind: 'roulette', label: 'games.roulette.title' },
  { kind: 'sangong', label: 'games.sangong.title' },
  { kind: 'baccarat', label: 'games.bacc.title' },
  { kind: 'dragontiger', label: 'games.dt.title' },
  { kind: 'bullbull', label: 'games.bull.title' },
  { kind: 'zhajinhua', label: 'games.zjh.title' },
  { kind: 'erbagang', label: 'games.ebg.title' },
  { kind: 'qiangzhuang', label: 'games.qz.title' },
]
const input =
  'mt-1 w-full rounded-lg border border-navy-500 bg-navy-950 px-3 py-2 font-mono text-sm text-ink-50 focus:border-gold-400 focus:outline-none'

export function FairManual({
  snap,
  send,
}: {
  snap: SnapshotFrom<typeof fairnessMachine>
  send: (event: FairEvent) => void
}) {
  const t = useT()
  const { form, roundId } = snap.context
  const busy = snap.hasTag('busy')
  const field = (name: keyof FairForm, value: string) => send({ type: 'fair.field', name, value })
  return (
    <>
      <section className="flex flex-wrap items-end gap-3 rounded-2xl border border-navy-600 bg-navy-900 p-4">
        <label className="min-w-64 flex-1">
          <span className="text-sm text-ink-400">{t('games.fair.roundId')}</span>
          <input
            className={input}
            value={roundId}
            onChange={(e) => send({ type: 'fair.roundId', value: e.target.value })}
          />
        </label>
        <button
          type="button"
          onClick={() => send({ type: 'fair.load' })}
          disabled={busy || !snap.can({ type: 'fair.load' })}
          className="rounded-lg border border-gold-500 px-4 py-2 text-gold-200 disabled:opacity-50"
        >
          {t('games.fair.loadRound')}
        </button>
      </section>
      <section className="grid gap-4 rounded-2xl border border-navy-600 bg-navy-900 p-4 sm:grid-cols-2">
        <label>
          <span className="text-sm text-ink-400">{t('games.fair.game')}</span>
          <select className={input} value={form.kind} onChange={(e) => field('kind', e.target.value)}>
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {t(k.label)}
              </option>
            ))}
          </select>
        </label>
        {form.kind === 'slot' ? (
          <label>
            <span className="text-sm text-ink-400">{t('games.fair.venue')}</span>
            <select className={input} value={form.venue} onChange={(e) => field('venue', e.target.value)}>
              {MACHINES.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.title}
                </option>
              ))}
              {SLOT_VENUES.map((v) => (
                <option key={v} value={v}>
                  {t('games.fair.slotClassic', { title: SLOT_CONFIGS[v].title })}
                </option>
              ))}
            </select>
          </label>
        ) : isShoeKind(form.kind) ? (
          <div className="flex items-end gap-2">
            <label className="flex-1">
              <span className="text-sm text-ink-400">
                {t(form.kind === 'dragontiger' ? 'games.fair.dtShoe' : 'games.fair.shoe')}
              </span>
              <input
                className={input}
                inputMode="numeric"
                value={form.shoe ?? ''}
                onChange={(e) => field('shoe', e.target.value)}
              />
            </label>
            <button
              type="button"
              onClick={() => send({ type: 'fair.loadShoe' })}
              disabled={busy || !snap.can({ type: 'fair.loadShoe' })}
              className="rounded-lg border border-gold-500 px-3 py-2 text-sm text-gold-200 disabled:opacity-50"
            >
              {t('games.fair.loadShoe')}
            </button>
          </div>
        ) : form.kind === 'fast3' ||
          form.kind === 'ssc' ||
          form.kind === 'pk10' ||
          form.kind === 'roulette' ||
          form.kind === 'sangong' ? (
          <div className="flex items-end gap-2">
            <label className="flex-1">
              <span className="text-sm text-ink-400">{t('games.fair.issue')}</span>
              <input className={input} value={form.issue} onChange={(e) => field('issue', e.target.value)} />
            </label>
            <button
              type="button"
              onClick={() => send({ type: 'fair.loadDraw' })}
              disabled={busy || !snap.can({ type: 'fair.loadDraw' })}
              className="rounded-lg border border-gold-500 px-3 py-2 text-sm text-gold-200 disabled:opacity-50"
            >
              {t('games.fair.loadDraw')}
            </button>
          </div>
        ) : (
          <div />
        )}
        {form.kind === 'fast3' ||
        form.kind === 'ssc' ||
        form.kind === 'pk10' ||
        form.kind === 'roulette' ||
        form.kind === 'sangong' ||
        isShoeKind(form.kind) ? (
          <label className="sm:col-span-2">
            <span className="text-sm text-ink-400">{t('games.fair.contributions')}</span>
            <textarea
              className={input}
              rows={3}
              value={form.contributions}
              onChange={(e) => field('contributions', e.target.value)}
            />
          </label>
        ) : null}
        <label className="sm:col-span-2">
          <span className="text-sm text-ink-400">{t('games.fair.serverSeed')}</span>
          <input
            className={input}
            value={form.serverSeed}
            onChange={(e) => field('serverSeed', e.target.value)}
          />
        </label>
        <label className="sm:col-span-2">
          <span className="text-sm text-ink-400">{t('games.fair.serverHash')}</span>
          <input
            className={input}
            value={form.serverHash}
            onChange={(e) => field('serverHash', e.target.value)}
          />
        </label>
        <label>
          <span className="text-sm text-ink-400">{t('games.fair.clientSeed')}</span>
          <input
            className={input}
            value={form.clientSeed}
            onChange={(e) => field('clientSeed', e.target.value)}
          />
        </label>
        {isShoeKind(form.kind) ? null : (
          <label>
            <span className="text-sm text-ink-400">{t('games.fair.nonce')}</span>
            <input
              className={input}
              inputMode="numeric"
              value={form.nonce}
              onChange={(e) => field('nonce', e.target.value)}
            />
          </label>
        )}
        <div className="sm:col-span-2">
          <button
            type="button"
            onClick={() => send({ type: 'fair.compute' })}
            disabled={busy || !snap.can({ type: 'fair.compute' })}
            className="rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-2.5 font-bold text-navy-950 disabled:opacity-50"
          >
            {busy ? t('games.fair.computing') : t('games.fair.compute')}
          </button>
        </div>
      </section>
    </>
  )
}
