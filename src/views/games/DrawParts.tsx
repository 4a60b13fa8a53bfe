// The parts every shared-draw lottery page lays out alike (快3, 时时彩, PK10, 三公, 轮盘), each page
// taking those that fit it: a bet cell with its staged and placed chips, a titled board row, the slip,
// the list of past draws with a verifier link each, and the rules dialog of odds classes with their
// exact returns.
// They render what they are given and call back; every rule stays in the machine or the engine.
import type { ReactNode } from 'react'
import { centsToWire, displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import type { DrawRule } from '../../machines/drawGame'
import type { DrawEvent } from '../../machines/drawTable'
import { href } from '../../routes/paths'
import { Button, Countdown, Dialog, Spinner } from '../ui'
import { ChipBar } from './ChipBar'
import { GameShell, TableStatus } from './GameShell'
import { Fast3SeedPanel } from './SeedPanel'

/** A placed amount as the chips read it: whole yuan without the cents. */
export const shortMoney = (wire: string) => wire.replace(/\.00$/, '')

/** returned/staked as a percentage rounded to four places, in whole numbers (the figures are exact). */
export function percent4(returned: number, staked: number): string {
  const q = (BigInt(returned) * 2_000_000n + BigInt(staked)) / (2n * BigInt(staked))
  return `${q / 10_000n}.${String(q % 10_000n).padStart(4, '0')}`
}

export function BetCell(props: {
  label: ReactNode
  sub: string
  staged?: number
  placed?: string
  ariaLabel?: string
  /** A roomier cell with a bigger label, for a board of few bets (fast-3's). */
  large?: boolean
  /** How the placed badge reads the amount (whole yuan); the bare amount unless given. */
  placedText?: (amount: string) => string
  onPlace: () => void
}) {
  const large = props.large === true
  const badge = large ? 'px-2' : 'px-1.5'
  const placed = props.placed ? shortMoney(props.placed) : ''
  return (
    <button
      type="button"
      onClick={props.onPlace}
      aria-label={props.ariaLabel}
      className={`relative min-h-11 min-w-0 rounded-xl border border-gold-700/60 bg-navy-800 hover:bg-navy-700 ${large ? 'px-2 py-3' : 'px-1 py-1.5'}`}
    >
      <div className={`flex justify-center font-bold text-gold-100 ${large ? 'text-lg' : ''}`}>
        {props.label}
      </div>
      <div className={`${large ? 'text-xs' : 'text-[11px]'} text-ink-300`}>{props.sub}</div>
      {props.staged ? (
        <span
          className={`absolute -top-2 ${large ? '-right-2' : '-right-1'} rounded-full bg-cta-500 ${badge} text-xs font-bold text-white`}
        >
          {props.staged}
        </span>
      ) : null}
      {placed ? (
        <span
          className={`absolute -top-2 ${large ? '-left-2' : '-left-1'} rounded-full bg-gold-300 ${badge} text-xs font-bold text-navy-950`}
        >
          {props.placedText ? props.placedText(placed) : placed}
        </span>
      ) : null}
    </button>
  )
}

export const BetRow = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="grid items-center gap-1 sm:grid-cols-[4.5rem_1fr] sm:gap-2">
    <span className="text-sm text-ink-300">{title}</span>
    {children}
  </div>
)

/** The staged lines, each removable, with their odds; below them what is already placed on this draw. */
export function DrawSlip(props: {
  id: string
  slip: Record<string, number>
  placed: Record<string, string>
  issue: string
  label: (bet: string) => string
  odds: (bet: string) => number
  onRemove: (bet: string) => void
}) {
  const t = useT()
  const lines = Object.entries(props.slip)
  const placed = Object.entries(props.placed)
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id={props.id} className="mb-2 font-semibold text-gold-300">
        {t('games.ssc.slip')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-ink-400">{t('games.ssc.slipEmpty')}</p>
      ) : (
        <ul className="space-y-1" data-testid={`${props.id}-lines`}>
          {lines.map(([bet, amount]) => (
            <li key={bet} className="flex items-center gap-2 border-b border-navy-700 pb-1">
              <span className="min-w-0 flex-1 truncate">{props.label(bet)}</span>
              <span className="text-xs text-ink-400">
                {t('games.ssc.odds', { odds: centsToWire(props.odds(bet)) })}
              </span>
              <span className="w-12 text-right font-semibold">{amount}</span>
              <button
                type="button"
                aria-label={t('games.ssc.remove', { bet: props.label(bet) })}
                onClick={() => props.onRemove(bet)}
                className="size-11 shrink-0 rounded-full text-ink-300 hover:text-cta-300"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {placed.length > 0 ? (
        <div className="mt-4 border-t border-navy-700 pt-3">
          <h3 className="mb-1 text-xs font-semibold text-gold-200">
            {t('games.ssc.placedList', { issue: props.issue })}
          </h3>
          <ul className="space-y-1 text-ink-200" data-testid={`${props.id}-placed`}>
            {placed.map(([bet, amount]) => (
              <li key={bet} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate">{props.label(bet)}</span>
                <span className="w-16 text-right">{shortMoney(amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

/** The last draws, newest first, each with its result and a link to the verifier. */
export function DrawList<D extends { issue: string }>(props: {
  id: string
  draws: readonly D[]
  result: (d: D) => ReactNode
  verifyHref: (issue: string) => string
}) {
  const t = useT()
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id={props.id} className="mb-3 font-semibold text-gold-300">
        {t('games.fast3.draws')}
      </h2>
      {props.draws.length === 0 ? (
        <p className="text-ink-400">{t('games.noRounds')}</p>
      ) : (
        <ul className="space-y-2">
          {props.draws.map((d) => (
            <li key={d.issue} className="flex flex-wrap items-center gap-2 border-b border-navy-700 pb-2">
              <span className="font-mono text-xs text-ink-300">{d.issue}</span>
              {props.result(d)}
              <a
                className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center text-xs text-gold-300 underline"
                href={href(props.verifyHref(d.issue))}
                aria-label={t('games.ssc.verifyDraw', { issue: d.issue })}
              >
                {t('games.verify')}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The rules dialog: an introduction, then every odds class with its odds, edge and exact return. */
export function DrawRules<R extends string>(props: {
  open: boolean
  title: string
  intro: string
  computing: string
  rules: DrawRule<R>[] | null
  name: (r: R) => string
  when: (r: R) => string
  returnText: (rtp: string, edge: string) => string
  exactText: (rule: DrawRule<R>) => string
  fairTitle: string
  fairText: string
  onClose: () => void
}) {
  const t = useT()
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      footer={
        <Button variant="secondary" size="lg" onClick={props.onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p className="text-sm leading-relaxed">{props.intro}</p>
      {props.rules === null ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-300" role="status">
          <Spinner /> {props.computing}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="draw-rules">
          {props.rules.map((r) => (
            <li key={r.type} className="rounded-xl border border-navy-600 bg-navy-900 p-3 text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-gold-200">{props.name(r.type)}</span>
                <span className="shrink-0 font-mono text-gold-300">
                  {t('games.ssc.odds', { odds: centsToWire(r.odds) })}
                </span>
              </div>
              <p className="mt-1 text-ink-300">{props.when(r.type)}</p>
              <p className="mt-2 text-ink-100">
                {props.returnText(percent4(r.returned, r.staked), String(r.edgeBp / 100))}
              </p>
              <p className="font-mono text-[11px] text-ink-400">{props.exactText(r)}</p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 font-semibold text-gold-300">{props.fairTitle}</h3>
      <p className="mt-1 text-xs leading-relaxed text-ink-300">{props.fairText}</p>
    </Dialog>
  )
}

const DRAW_CHIPS = [1, 5, 10, 50, 100]
const PILL = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm'

/**
 * The open draw's heading: its number, the rules button, and the countdown to the close (then to the
 * draw, once closed) with the draw time. `left` is the seconds to the draw.
 */
export function DrawHeader(props: {
  id: string
  issue: string
  rulesOpen: string
  onRules: () => void
  left: number
  closeSeconds: number
  closedText: string
  openText: string
  drawAt: string
}) {
  const closed = props.left <= props.closeSeconds
  const phase = closed ? props.closedText : props.openText
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
      <div className="min-w-0 space-y-2">
        <div className="whitespace-nowrap text-lg font-semibold text-gold-200">{props.issue}</div>
        <button
          type="button"
          onClick={props.onRules}
          className={`${PILL} border-gold-600/60 text-gold-200 hover:bg-gold-700/20`}
        >
          {props.rulesOpen}
        </button>
      </div>
      <div className="shrink-0 text-center" aria-live="off" data-testid={`${props.id}-countdown`}>
        <div className={`text-sm ${closed ? 'font-semibold text-cta-300' : 'text-ink-300'}`}>{phase}</div>
        <Countdown
          remainingMs={(closed ? props.left : props.left - props.closeSeconds) * 1000}
          label={phase}
          className="text-2xl font-bold sm:text-3xl"
        />
        <div className="mt-1 text-xs text-ink-400">{props.drawAt}</div>
      </div>
    </div>
  )
}

/** The chips, the slip's total, clear and place, and what is already placed on the open draw. */
export function DrawPlaceBar<P extends string>(props: {
  /** The game's events' prefix (drawTable.ts), and its machine's `send`. */
  prefix: P
  send: (event: DrawEvent<P>) => void
  chip: number
  total: number
  placedTotal: string
  closed: boolean
  placing: boolean
  canSubmit: boolean
  submitTestId?: string
  placedTestId?: string
}) {
  const t = useT()
  const { prefix, send } = props
  return (
    <>
      <ChipBar
        chips={DRAW_CHIPS}
        chip={props.chip}
        total={props.total}
        onChip={(amount) => send({ type: `${prefix}.chip` as const, amount })}
        onClear={() => send({ type: `${prefix}.clear` as const })}
        clearDisabled={props.total === 0}
      >
        <button
          type="button"
          onClick={() => send({ type: `${prefix}.submit` as const })}
          disabled={!props.canSubmit}
          data-testid={props.submitTestId}
          className="min-h-11 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 px-8 py-3 font-bold text-navy-950 disabled:opacity-60"
        >
          {props.placing
            ? t('games.fast3.placing')
            : props.closed
              ? t('games.fast3.closed')
              : t('games.fast3.place')}
        </button>
      </ChipBar>
      {props.placedTotal !== '0.00' ? (
        <p className="mt-2 text-center text-sm text-gold-200" data-testid={props.placedTestId}>
          {t('games.fast3.placedTotal', { amount: displayMoney(props.placedTotal) })}
        </p>
      ) : null}
    </>
  )
}

/** The game's frame around the table once the draw's state is read; until then, loading or its failure. */
export function DrawShell(props: {
  title: string
  subtitle: string
  fairHref: string
  state: { balance: string; wallet: 'central' | 'venue' } | null
  failed: boolean
  error: string
  errorCode: number
  onRetry: () => void
  children: ReactNode
}) {
  return (
    <GameShell
      title={props.title}
      subtitle={props.subtitle}
      balance={props.state?.balance ?? null}
      wallet={props.state?.wallet ?? null}
      fairHref={props.fairHref}
    >
      {props.state ? null : (
        <TableStatus
          failed={props.failed}
          message={props.error}
          code={props.errorCode}
          onRetry={props.onRetry}
        />
      )}
      {props.children}
    </GameShell>
  )
}

/** The open draw's seeds: the server's hash, the combined client seed and the player's contribution. */
export function DrawSeed<P extends string>(props: {
  prefix: P
  send: (event: DrawEvent<P>) => void
  state: { server_hash: string; client_seed: string; contributions: number; my_seed: string }
  draft: string
  closed: boolean
  busy: boolean
  canSubmit: boolean
}) {
  const { prefix, send, state } = props
  return (
    <Fast3SeedPanel
      serverHash={state.server_hash}
      combined={state.client_seed}
      contributions={state.contributions}
      mySeed={state.my_seed}
      draft={props.draft}
      closed={props.closed}
      busy={props.busy}
      canSubmit={props.canSubmit}
      onEdit={(value) => send({ type: `${prefix}.seed.edit` as const, value })}
      onSubmit={() => send({ type: `${prefix}.seed.submit` as const })}
    />
  )
}
