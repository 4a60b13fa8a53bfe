// The 时时彩 bet board: four tabs (定位, 大小单双, 前三/后三, 龙虎) and the slip. It renders what the
// machine holds (tab, slip, placed bets, the picker) and sends the player's clicks; every rule (which
// picks make a bet, whether the slip may be sent) is the machine's guard or the engine's.
import {
  SSC_ODDS,
  SSC_POSITIONS,
  SSC_SIDES,
  type SscBetType,
  sscBetType,
} from '../../../core/games/engines/ssc'
import { centsToWire } from '../../../core/money'
import { type MessageKey, useT } from '../../i18n'
import type { PickMode, PickSegment, SscContext, SscEvent, SscTab } from '../../machines/ssc.machine'

type T = ReturnType<typeof useT>
const TABS: SscTab[] = ['digit', 'side', 'three', 'lh']
const MODES: PickMode[] = ['straight', 'group3', 'group6']
const SEGMENTS: PickSegment[] = ['q3', 'h3']
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
const odds = (type: SscBetType) => centsToWire(SSC_ODDS[type])
/** A placed amount as the chips read it: whole yuan without the cents. */
const short = (wire: string) => wire.replace(/\.00$/, '')
const posKey = (p: number) => `games.ssc.pos${p}` as MessageKey
const PICK_TYPE: Record<PickMode, SscBetType> = { straight: 'straight3', group3: 'group3', group6: 'group6' }
const PLACES = ['games.ssc.pos3', 'games.ssc.pos4', 'games.ssc.pos5'] as const
const FRONT_PLACES = ['games.ssc.pos1', 'games.ssc.pos2', 'games.ssc.pos3'] as const

/** A bet key as the player reads it: 万位 7, 总和 大, 前三组六 123, 龙. */
export function sscLabel(t: T, bet: string): string {
  const [kind, arg] = bet.split(':')
  const type = sscBetType(bet)
  const side = (a: string) => t(`games.ssc.${a}` as MessageKey)
  if (type === 'digit') return `${t(posKey(Number(kind[1])))} ${arg}`
  if (type === 'digitSide') return `${t(posKey(Number(kind[1])))} ${side(arg)}`
  if (type === 'sumSide') return `${t('games.ssc.posSum')} ${side(arg)}`
  if (type === 'dragonTiger' || type === 'tie') return side(arg)
  const segment = t(kind.startsWith('q3') ? 'games.ssc.front' : 'games.ssc.back')
  const mode = t(
    type === 'group3' ? 'games.ssc.group3' : type === 'group6' ? 'games.ssc.group6' : 'games.ssc.straight',
  )
  return `${segment}${mode} ${arg}`
}

type BoardProps = {
  context: Pick<SscContext, 'tab' | 'slip' | 'segment' | 'mode' | 'pick'>
  placed: Record<string, string>
  canAddPick: boolean
  send: (e: SscEvent) => void
}

function Cell({ bet, label, sub, props }: { bet: string; label: string; sub: string; props: BoardProps }) {
  const staged = props.context.slip[bet]
  const placed = props.placed[bet]
  return (
    <button
      type="button"
      onClick={() => props.send({ type: 'ssc.place', bet })}
      className="relative min-h-11 rounded-xl border border-gold-700/60 bg-navy-800 px-1 py-1.5 hover:bg-navy-700"
    >
      <div className="font-bold text-gold-100">{label}</div>
      <div className="text-[11px] text-ink-300">{sub}</div>
      {staged ? (
        <span className="absolute -top-2 -right-1 rounded-full bg-cta-500 px-1.5 text-xs font-bold text-white">
          {staged}
        </span>
      ) : null}
      {placed ? (
        <span className="absolute -top-2 -left-1 rounded-full bg-gold-300 px-1.5 text-xs font-bold text-navy-950">
          {short(placed)}
        </span>
      ) : null}
    </button>
  )
}

const Row = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div className="grid items-center gap-1 sm:grid-cols-[3rem_1fr] sm:gap-2">
    <span className="text-sm text-ink-300">{title}</span>
    {children}
  </div>
)

function Toggle<V extends string>(props: {
  values: readonly V[]
  value: V
  label: (v: V) => string
  onPick: (v: V) => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {props.values.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={props.value === v}
          onClick={() => props.onPick(v)}
          className="min-h-11 rounded-full border border-gold-700/60 px-4 text-sm aria-pressed:bg-gold-400 aria-pressed:text-navy-950"
        >
          {props.label(v)}
        </button>
      ))}
    </div>
  )
}

function Picker(props: BoardProps & { t: T }) {
  const { t, context: c, send } = props
  const places = c.segment === 'q3' ? FRONT_PLACES : PLACES
  return (
    <div className="space-y-3">
      <Toggle
        values={SEGMENTS}
        value={c.segment}
        label={(s) => t(s === 'q3' ? 'games.ssc.front' : 'games.ssc.back')}
        onPick={(segment) => send({ type: 'ssc.pick.segment', segment })}
      />
      <Toggle
        values={MODES}
        value={c.mode}
        label={(m) => `${t(`games.ssc.${m}` as MessageKey)} ${odds(PICK_TYPE[m])}`}
        onPick={(mode) => send({ type: 'ssc.pick.mode', mode })}
      />
      <p className="text-xs text-ink-400">{t(`games.ssc.pickHint.${c.mode}` as MessageKey)}</p>
      {places.map((place, i) => (
        <Row key={place} title={t(place)}>
          <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
            {DIGITS.map((d) => (
              <button
                key={d}
                type="button"
                aria-pressed={c.pick[i] === d}
                aria-label={t('games.ssc.pickDigit', { place: t(place), digit: d })}
                onClick={() => send({ type: 'ssc.pick.digit', place: i, digit: d })}
                className="min-h-11 rounded-full border border-navy-500 bg-navy-800 font-bold aria-pressed:bg-gold-400 aria-pressed:text-navy-950"
              >
                {d}
              </button>
            ))}
          </div>
        </Row>
      ))}
      <button
        type="button"
        onClick={() => send({ type: 'ssc.pick.add' })}
        disabled={!props.canAddPick}
        className="min-h-11 rounded-full border border-gold-500 px-6 text-gold-200 disabled:opacity-50"
      >
        {t('games.ssc.addPick')}
      </button>
      {!props.canAddPick && c.pick.every((d) => d !== null) ? (
        <p className="text-xs text-cta-300">{t('games.ssc.pickInvalid')}</p>
      ) : null}
    </div>
  )
}

export function SscBoard(props: BoardProps) {
  const t = useT()
  const { tab } = props.context
  const sides = (scope: string) => (
    <div className="grid grid-cols-4 gap-1.5">
      {SSC_SIDES.map((s) => (
        <Cell
          key={s}
          bet={`${scope}:${s}`}
          label={t(`games.ssc.${s}`)}
          sub={odds('digitSide')}
          props={props}
        />
      ))}
    </div>
  )
  return (
    <div className="mt-4 space-y-3">
      <div role="tablist" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => props.send({ type: 'ssc.tab', tab: k })}
            className="min-h-11 rounded-lg border border-navy-500 px-2 text-sm aria-selected:border-gold-400 aria-selected:bg-navy-700 aria-selected:text-gold-200"
          >
            {t(`games.ssc.tab.${k}` as MessageKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="space-y-2">
        {tab === 'digit'
          ? SSC_POSITIONS.map((p) => (
              <Row key={p} title={t(posKey(p))}>
                <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
                  {DIGITS.map((d) => (
                    <Cell key={d} bet={`d${p}:${d}`} label={String(d)} sub={odds('digit')} props={props} />
                  ))}
                </div>
              </Row>
            ))
          : null}
        {tab === 'side' ? (
          <>
            <p className="text-xs text-ink-400">{t('games.ssc.sideHint')}</p>
            {SSC_POSITIONS.map((p) => (
              <Row key={p} title={t(posKey(p))}>
                {sides(`d${p}`)}
              </Row>
            ))}
            <Row title={t('games.ssc.posSum')}>{sides('sum')}</Row>
          </>
        ) : null}
        {tab === 'three' ? <Picker {...props} t={t} /> : null}
        {tab === 'lh' ? (
          <>
            <p className="text-xs text-ink-400">{t('games.ssc.lhHint')}</p>
            <div className="grid grid-cols-3 gap-2">
              <Cell bet="lh:dragon" label={t('games.ssc.dragon')} sub={odds('dragonTiger')} props={props} />
              <Cell bet="lh:tie" label={t('games.ssc.tie')} sub={odds('tie')} props={props} />
              <Cell bet="lh:tiger" label={t('games.ssc.tiger')} sub={odds('dragonTiger')} props={props} />
            </div>
          </>
        ) : null}
      </div>
    </div>
  )
}

/** The staged lines, each removable, and their odds; below them what is already placed on this draw. */
export function SscSlip(props: {
  slip: Record<string, number>
  placed: Record<string, string>
  issue: string
  send: (e: SscEvent) => void
}) {
  const t = useT()
  const lines = Object.entries(props.slip)
  const placed = Object.entries(props.placed)
  return (
    <section
      aria-labelledby="ssc-slip"
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id="ssc-slip" className="mb-2 font-semibold text-gold-300">
        {t('games.ssc.slip')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-ink-400">{t('games.ssc.slipEmpty')}</p>
      ) : (
        <ul className="space-y-1" data-testid="ssc-slip">
          {lines.map(([bet, amount]) => (
            <li key={bet} className="flex items-center gap-2 border-b border-navy-700 pb-1">
              <span className="min-w-0 flex-1 truncate">{sscLabel(t, bet)}</span>
              <span className="text-xs text-ink-400">
                {t('games.ssc.odds', { odds: odds(sscBetType(bet) ?? 'digit') })}
              </span>
              <span className="w-12 text-right font-semibold">{amount}</span>
              <button
                type="button"
                aria-label={t('games.ssc.remove', { bet: sscLabel(t, bet) })}
                onClick={() => props.send({ type: 'ssc.remove', bet })}
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
          <ul className="space-y-1 text-ink-200" data-testid="ssc-placed">
            {placed.map(([bet, amount]) => (
              <li key={bet} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate">{sscLabel(t, bet)}</span>
                <span className="w-16 text-right">{short(amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
