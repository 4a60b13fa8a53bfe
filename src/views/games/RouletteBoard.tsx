// The 琉璃轮盘 betting table (docs/roulette.md): the bet-type modes for the number grid, the grid (0
// and 3×12: standing on phones, 1-2-3 across each row; lying from md, as on a casino table), the
// column, dozen and even-money bets, and the racetrack of neighbour bets in wheel order (an oval of
// two rows from xl). Cells show the chips staged and placed on them; the machine owns every rule.
import {
  colourOf,
  EVEN_BETS,
  neighboursOf,
  rouletteCover,
  WHEEL_ORDER,
} from '../../../core/games/engines/roulette'
import { type MessageKey, useT } from '../../i18n'
import { ROULETTE_MODES, type RouletteEvent, type RouletteMode } from '../../machines/roulette.machine'
import { shortMoney } from './DrawParts'
import { POCKET_FILL } from './RouletteParts'

type TFunction = ReturnType<typeof useT>

/** A bet key in words (the slip, the placed list, the records). */
export function rouletteLabel(t: TFunction, bet: string): string {
  const cover = rouletteCover(bet)
  if (!cover) return bet
  const [kind, arg] = bet.split(':')
  const nums = cover.numbers.join('/')
  if (kind === 'n') return t('games.roulette.label.n', { n: arg })
  if (kind === 'dz')
    return t('games.roulette.label.dz', { d: arg, from: cover.numbers[0], to: cover.numbers[11] })
  if (kind === 'col') return t('games.roulette.label.col', { c: arg })
  if (kind === 'sp' || kind === 'st' || kind === 'co' || kind === 'ln' || kind === 'nb')
    return t(`games.roulette.label.${kind}` as MessageKey, { nums })
  return t(`games.roulette.label.${kind}` as MessageKey)
}

// Literal classes (so Tailwind sees them): phones stand the grid up, md lays it down.
const ROW = [
  'row-start-2',
  'row-start-3',
  'row-start-4',
  'row-start-5',
  'row-start-6',
  'row-start-7',
  'row-start-8',
  'row-start-9',
  'row-start-10',
  'row-start-11',
  'row-start-12',
  'row-start-13',
]
const COL = ['col-start-1', 'col-start-2', 'col-start-3']
const MD_COL = [
  'md:col-start-2',
  'md:col-start-3',
  'md:col-start-4',
  'md:col-start-5',
  'md:col-start-6',
  'md:col-start-7',
  'md:col-start-8',
  'md:col-start-9',
  'md:col-start-10',
  'md:col-start-11',
  'md:col-start-12',
  'md:col-start-13',
]
const MD_ROW = ['md:row-start-3', 'md:row-start-2', 'md:row-start-1']
const XL_COL = [
  'xl:col-start-1',
  'xl:col-start-2',
  'xl:col-start-3',
  'xl:col-start-4',
  'xl:col-start-5',
  'xl:col-start-6',
  'xl:col-start-7',
  'xl:col-start-8',
  'xl:col-start-9',
  'xl:col-start-10',
  'xl:col-start-11',
  'xl:col-start-12',
  'xl:col-start-13',
  'xl:col-start-14',
  'xl:col-start-15',
  'xl:col-start-16',
  'xl:col-start-17',
  'xl:col-start-18',
  'xl:col-start-19',
]

type Props = {
  mode: RouletteMode
  pending: number | null
  slip: Record<string, number>
  placed: Record<string, string>
  send: (e: RouletteEvent) => void
}

function Chips({ staged, placed }: { staged?: number; placed?: string }) {
  return (
    <>
      {staged ? (
        <span className="absolute -top-1.5 -right-1 z-10 rounded-full bg-cta-500 px-1.5 text-[11px] font-bold text-white">
          {staged}
        </span>
      ) : null}
      {placed ? (
        <span className="absolute -top-1.5 -left-1 z-10 rounded-full bg-gold-300 px-1.5 text-[11px] font-bold text-navy-950">
          {shortMoney(placed)}
        </span>
      ) : null}
    </>
  )
}

const CELL =
  'relative flex min-h-11 min-w-0 items-center justify-center rounded-md border border-gold-700/60 font-bold text-white hover:brightness-125'

function NumberCell(props: Props & { n: number; className: string }) {
  const t = useT()
  const { n } = props
  return (
    <button
      type="button"
      className={`${CELL} ${props.className} ${props.pending === n ? 'ring-4 ring-gold-300' : ''}`}
      style={{ background: POCKET_FILL[colourOf(n)] }}
      aria-label={t('games.roulette.cell', { n })}
      aria-pressed={props.pending === n}
      data-testid={`roulette-cell-${n}`}
      onClick={() => props.send({ type: 'roulette.cell', n })}
    >
      {n}
      <Chips staged={props.slip[`n:${n}`]} placed={props.placed[`n:${n}`]} />
    </button>
  )
}

function OutsideCell(props: Props & { bet: string; text: string; className?: string; fill?: string }) {
  const t = useT()
  return (
    <button
      type="button"
      className={`${CELL} bg-navy-800 px-1 text-sm ${props.className ?? ''}`}
      style={props.fill ? { background: props.fill } : undefined}
      aria-label={rouletteLabel(t, props.bet)}
      data-testid={`roulette-bet-${props.bet}`}
      onClick={() => props.send({ type: 'roulette.place', bet: props.bet })}
    >
      {props.text}
      <Chips staged={props.slip[props.bet]} placed={props.placed[props.bet]} />
    </button>
  )
}

export function RouletteBoard(props: Props) {
  const t = useT()
  return (
    <div className="mt-4 space-y-3">
      <fieldset aria-label={t('games.roulette.mode')} className="flex min-w-0 flex-wrap gap-1.5">
        {ROULETTE_MODES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={props.mode === m}
            onClick={() => props.send({ type: 'roulette.mode', mode: m })}
            className="min-h-11 rounded-full border border-gold-600/60 px-3 text-sm text-gold-100 aria-pressed:bg-gold-400 aria-pressed:font-semibold aria-pressed:text-navy-950"
          >
            {t(`games.roulette.mode.${m}` as MessageKey)}
          </button>
        ))}
      </fieldset>
      <p className="text-xs text-ink-300" aria-live="polite">
        {props.pending !== null
          ? t('games.roulette.pending', { n: props.pending })
          : t(`games.roulette.modeHint.${props.mode}` as MessageKey)}
      </p>
      <fieldset
        className="grid min-w-0 grid-cols-3 gap-1 md:grid-cols-[repeat(14,minmax(0,1fr))] md:grid-rows-3"
        aria-label={t('games.roulette.grid')}
        data-testid="roulette-grid"
      >
        <NumberCell
          {...props}
          n={0}
          className="col-span-3 row-start-1 md:col-span-1 md:col-start-1 md:row-span-3"
        />
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => {
          const r = Math.ceil(n / 3) - 1
          const c = (n - 1) % 3
          return (
            <NumberCell
              key={n}
              {...props}
              n={n}
              className={`${ROW[r]} ${COL[c]} ${MD_COL[r]} ${MD_ROW[c]}`}
            />
          )
        })}
        {[1, 2, 3].map((c) => (
          <OutsideCell
            key={c}
            {...props}
            bet={`col:${c}`}
            text={t('games.roulette.colBet')}
            className={`row-start-14 ${COL[c - 1]} md:col-start-14 ${MD_ROW[c - 1]}`}
          />
        ))}
      </fieldset>
      <fieldset
        aria-label={t('games.roulette.outside')}
        className="min-w-0 space-y-1 md:pr-[calc(100%/14)] md:pl-[calc(100%/14)]"
      >
        <div className="grid grid-cols-3 gap-1">
          {[1, 2, 3].map((d) => (
            <OutsideCell key={d} {...props} bet={`dz:${d}`} text={`${12 * d - 11}-${12 * d}`} />
          ))}
        </div>
        <div className="grid grid-cols-3 gap-1 md:grid-cols-6">
          {EVEN_BETS.map((b) => (
            <OutsideCell
              key={b}
              {...props}
              bet={b}
              text={t(`games.roulette.label.${b}` as MessageKey)}
              fill={b === 'red' ? POCKET_FILL.red : b === 'black' ? POCKET_FILL.black : undefined}
            />
          ))}
        </div>
      </fieldset>
      <section
        aria-labelledby="roulette-track-title"
        className="rounded-2xl border border-gold-700/50 bg-[#0d3b2a]/60 p-2"
      >
        <h3 id="roulette-track-title" className="text-sm font-semibold text-gold-200">
          {t('games.roulette.track')}
        </h3>
        <p className="mb-2 text-xs text-ink-300">{t('games.roulette.trackHint')}</p>
        <div
          className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1 sm:grid-cols-10 xl:grid-cols-[repeat(19,minmax(0,1fr))]"
          data-testid="roulette-track"
        >
          {WHEEL_ORDER.map((n, i) => (
            <button
              key={n}
              type="button"
              className={`${CELL} text-sm ${i < 19 ? `xl:row-start-1 ${XL_COL[i]}` : `xl:row-start-2 ${XL_COL[36 - i]}`}`}
              style={{ background: POCKET_FILL[colourOf(n)] }}
              aria-label={t('games.roulette.trackCell', { n, nums: neighboursOf(n).join('/') })}
              data-testid={`roulette-track-${n}`}
              onClick={() => props.send({ type: 'roulette.place', bet: `nb:${n}` })}
            >
              {n}
              <Chips staged={props.slip[`nb:${n}`]} placed={props.placed[`nb:${n}`]} />
            </button>
          ))}
        </div>
      </section>
    </div>
  )
}
