// The bet slip's panel (the right-hand column at ≥1024 px, the bottom sheet on phones): the picks with
// their prices (a moved price shown old → new until accepted), singles with a stake each or one parlay
// stake, the potential return in integer cents, the price-change preference, the problem that stops
// placing, the server's refusal, and the confirmation with the bet ids.
import { centsToWire } from '../../../core/money'
import { formatOdds } from '../../../core/sportsbook'
import { useLanguage, useT } from '../../i18n'
import { checkSlip, type PricePref, pickKey, type SlipPick, sameMatch } from '../../machines/betSlip.logic'
import type { BetSlipContext, BetSlipEvent } from '../../machines/betSlip.machine'
import { cx, Money } from '../ui'
import { marketTitle, selectionLabel, teamName, useOddsFormat } from './format'

type Props = {
  context: BetSlipContext
  state: 'editing' | 'placing' | 'repricing' | 'confirmed'
  send: (e: BetSlipEvent) => void
}

const PREFS: PricePref[] = ['higher', 'any', 'none']

export function BetSlip({ context: c, state, send }: Props) {
  const t = useT()
  const lang = useLanguage()
  const format = useOddsFormat()
  const check = checkSlip(c)
  const busy = state === 'placing' || state === 'repricing'
  if (state === 'confirmed') return <Confirmed c={c} send={send} />
  const pending = c.picks.some((p) => p.odds !== p.accepted)
  const line = (k: string) => check.lines.find((l) => l.key === k)
  return (
    <div className="flex flex-col gap-3" data-testid="bet-slip">
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-navy-950/70 p-1 text-sm">
        {(['singles', 'parlay'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={c.mode === m}
            onClick={() => send({ type: 'slip.mode', mode: m })}
            className={cx(
              'rounded-md py-1.5',
              c.mode === m ? 'bg-gold-gradient font-semibold text-navy-950' : 'text-ink-300 hover:text-white',
            )}
          >
            {t(m === 'singles' ? 'sbui.singles' : 'sbui.parlay')}
            {m === 'parlay' && c.picks.length > 1 ? ` (${c.picks.length})` : ''}
          </button>
        ))}
      </div>
      {c.picks.length === 0 ? (
        <div className="rounded-lg border border-white/8 border-dashed px-4 py-8 text-center text-ink-400 text-sm">
          {t('sbui.slipEmpty')}
        </div>
      ) : (
        <ul className="space-y-2">
          {c.picks.map((p) => {
            const k = pickKey(p)
            const l = line(k)
            return (
              <li
                key={k}
                className={cx(
                  'rounded-lg border bg-navy-900 p-2.5',
                  p.closed ? 'border-danger-700/70 opacity-70' : 'border-white/8',
                )}
              >
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <div className="truncate font-medium text-gold-100 text-sm">
                      {selectionLabel(p.market, p.selection, p.home, p.away, lang)}
                    </div>
                    <div className="truncate text-[11px] text-ink-400">{marketTitle(p.market, lang)}</div>
                    <div className="truncate text-[11px] text-ink-500">
                      {teamName(p.home, lang)} vs {teamName(p.away, lang)}
                    </div>
                  </div>
                  <PickOdds p={p} format={format} />
                  <button
                    type="button"
                    aria-label={t('sbui.remove')}
                    onClick={() => send({ type: 'slip.remove', key: k })}
                    className="-mr-1 rounded px-1.5 text-ink-400 hover:text-white"
                  >
                    ✕
                  </button>
                </div>
                {p.closed ? <p className="mt-1 text-danger-400 text-xs">{t('sbui.closedPick')}</p> : null}
                {c.mode === 'singles' && !p.closed ? (
                  <StakeInput
                    value={c.stakes[k] ?? ''}
                    onChange={(value) => send({ type: 'slip.stake', key: k, value })}
                    potential={l?.potential ?? null}
                    problem={
                      l?.problem ? t(l.problem.key, 'params' in l.problem ? l.problem.params : undefined) : ''
                    }
                    label={t('sbui.stake')}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {c.mode === 'parlay' && c.picks.length > 0 ? (
        <div className="rounded-lg border border-gold-700/40 bg-navy-900 p-2.5">
          <div className="flex items-center justify-between text-sm">
            <span className="text-ink-300">{t('sbui.parlayOf', { n: c.picks.length })}</span>
            <span className="font-bold text-gold-200 tabular-nums" data-testid="parlay-odds">
              {sameMatch(c.picks) || !check.parlayOdds ? '—' : formatOdds(check.parlayOdds, format)}
            </span>
          </div>
          <StakeInput
            value={c.parlayStake}
            onChange={(value) => send({ type: 'slip.parlayStake', value })}
            potential={line('parlay')?.potential ?? null}
            problem=""
            label={t('sbui.stake')}
          />
        </div>
      ) : null}
      {c.picks.length > 0 ? (
        <>
          <fieldset className="text-xs">
            <legend className="mb-1 text-ink-400">{t('sbui.pref')}</legend>
            <div className="grid grid-cols-3 gap-1">
              {PREFS.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={c.pref === p}
                  onClick={() => send({ type: 'slip.pref', pref: p })}
                  className={cx(
                    'rounded-md border px-1 py-1.5',
                    c.pref === p
                      ? 'border-gold-400 bg-gold-700/25 text-gold-100'
                      : 'border-white/8 text-ink-400 hover:text-white',
                  )}
                >
                  {t(`sbui.pref.${p}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="space-y-1 rounded-lg bg-navy-950/60 p-2.5 text-sm">
            <Row label={t('sbui.totalStake')} value={centsToWire(check.totalStake)} />
            <Row label={t('sbui.potential')} value={centsToWire(check.totalReturn)} gold />
          </div>
          {c.error ? (
            <p role="alert" className="rounded-md bg-danger-700/30 px-2.5 py-2 text-danger-400 text-xs">
              {c.error}
            </p>
          ) : check.problem &&
            check.problem.key !== 'sbui.noStake' &&
            check.problem.key !== 'sbui.acceptFirst' ? (
            <p className="text-cta-300 text-xs">
              {t(check.problem.key, 'params' in check.problem ? check.problem.params : undefined)}
            </p>
          ) : null}
          {pending ? (
            <button
              type="button"
              onClick={() => send({ type: 'slip.acceptChanges' })}
              className="w-full rounded-lg bg-cta-gradient py-3 font-bold text-white"
            >
              {t('sbui.acceptChanges')}
            </button>
          ) : (
            <button
              type="button"
              disabled={busy || !check.bets}
              onClick={() => send({ type: 'slip.place' })}
              className="w-full rounded-lg bg-gold-gradient py-3 font-bold text-navy-950 disabled:opacity-50"
            >
              {busy
                ? t('sbui.placing')
                : check.bets
                  ? t('sbui.placeAmount', { amount: centsToWire(check.totalStake) })
                  : t('sbui.enterStake')}
            </button>
          )}
          <button
            type="button"
            onClick={() => send({ type: 'slip.clear' })}
            className="text-ink-400 text-xs hover:text-white"
          >
            {t('sbui.clear')}
          </button>
        </>
      ) : null}
    </div>
  )
}

function PickOdds({ p, format }: { p: SlipPick; format: 'decimal' | 'hk' }) {
  return (
    <div className="text-right tabular-nums">
      {p.odds !== p.accepted ? (
        <div className="text-[11px] text-ink-500 line-through">{formatOdds(p.accepted, format)}</div>
      ) : null}
      <div
        className={cx(
          'font-bold text-sm',
          p.moved === 'up' ? 'text-success-400' : p.moved === 'down' ? 'text-danger-400' : 'text-gold-200',
        )}
      >
        {formatOdds(p.odds, format)}
      </div>
    </div>
  )
}

function StakeInput(props: {
  value: string
  onChange: (v: string) => void
  potential: bigint | null
  problem: string
  label: string
}) {
  const t = useT()
  return (
    <div className="mt-2">
      <div className="flex items-center gap-2">
        <label className="flex flex-1 items-center rounded-md border border-white/10 bg-navy-950 px-2 focus-within:border-gold-400">
          <span className="text-ink-500 text-xs">¥</span>
          <input
            inputMode="decimal"
            aria-label={props.label}
            placeholder={props.label}
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            className="w-full bg-transparent px-1.5 py-1.5 text-right text-sm text-white outline-none placeholder:text-ink-600"
          />
        </label>
        <div className="min-w-[5.5rem] text-right text-[11px] text-ink-400">
          {t('sbui.returns')}
          <div className="font-semibold text-gold-200 text-xs">
            {props.potential !== null ? <Money value={centsToWire(props.potential)} /> : '—'}
          </div>
        </div>
      </div>
      <div className="mt-1 flex gap-1">
        {['10', '50', '100', '500'].map((v) => (
          <button
            key={v}
            type="button"
            onClick={() => props.onChange(v)}
            className="flex-1 rounded border border-white/8 py-0.5 text-[11px] text-ink-300 hover:border-gold-500/60 hover:text-gold-200"
          >
            {v}
          </button>
        ))}
      </div>
      {props.problem ? <p className="mt-1 text-cta-300 text-xs">{props.problem}</p> : null}
    </div>
  )
}

function Row({ label, value, gold }: { label: string; value: string; gold?: boolean }) {
  return (
    <div className="flex items-center justify-between">
      <span className="text-ink-400">{label}</span>
      <span className={cx('font-semibold tabular-nums', gold ? 'text-gold-200' : 'text-ink-100')}>
        <Money value={value} />
      </span>
    </div>
  )
}

function Confirmed({ c, send }: { c: BetSlipContext; send: (e: BetSlipEvent) => void }) {
  const t = useT()
  return (
    <div className="space-y-3 text-center" role="status" data-testid="slip-confirmed">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-700/40 text-2xl text-success-400">
        ✓
      </div>
      <h3 className="font-bold text-gold-200">{t('sbui.placed', { n: c.placed.length })}</h3>
      <ul className="space-y-1 text-left text-xs">
        {c.placed.map((b) => (
          <li key={b.bet_id} className="flex justify-between rounded bg-navy-900 px-2 py-1.5">
            <span className="font-mono text-ink-300">{b.bet_id}</span>
            <span className="text-gold-200">
              <Money value={b.stake} /> → <Money value={b.potential} />
            </span>
          </li>
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={() => send({ type: 'slip.keep' })}
          className="rounded-lg border border-gold-600/60 py-2 text-gold-200 text-sm"
        >
          {t('sbui.keep')}
        </button>
        <button
          type="button"
          onClick={() => send({ type: 'slip.done' })}
          className="rounded-lg bg-gold-gradient py-2 font-semibold text-navy-950 text-sm"
        >
          {t('sbui.done')}
        </button>
      </div>
    </div>
  )
}
