// The 微澜赛车 bet board: four tabs (定位, 大小单双, 冠亚和, 龙虎) of bet cells on the shared parts of
// DrawParts.tsx. It renders what the machine holds and sends the player's clicks; the odds are the
// engine's.
import {
  PK10_DUELS,
  PK10_POSITIONS,
  PK10_SIDES,
  PK10_SUMS,
  pk10BetOdds,
  pk10Rule,
} from '../../../core/games/engines/pk10'
import { centsToWire } from '../../../core/money'
import { type MessageKey, useT } from '../../i18n'
import type { Pk10Context, Pk10Event, Pk10Tab } from '../../machines/pk10.machine'
import { BetCell, BetRow } from './DrawParts'
import { CarBadge } from './Pk10Cars'

type T = ReturnType<typeof useT>
const TABS: Pk10Tab[] = ['car', 'side', 'sum', 'lh']
const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
const odds = (bet: string) => centsToWire(pk10BetOdds(bet))
const placeName = (t: T, k: number) => t(`games.pk10.place${k}` as MessageKey)
const sideName = (t: T, s: string) => t(`games.ssc.${s}` as MessageKey)

/** A bet key as the player reads it: 冠军 7号车, 第三名 大, 冠亚和 11, 冠军对第十名 龙. */
export function pk10Label(t: T, bet: string): string {
  const [kind, arg] = bet.split(':')
  const rule = pk10Rule(bet)
  if (kind === 'gy') return t('games.pk10.gySum', { sum: /^\d+$/.test(arg) ? arg : sideName(t, arg) })
  if (rule === 'dragonTiger') {
    const k = Number(kind.slice(2))
    return `${t('games.pk10.duel', { a: placeName(t, k), b: placeName(t, 11 - k) })} ${sideName(t, arg)}`
  }
  const k = Number(kind.slice(1))
  return `${placeName(t, k)} ${rule === 'car' ? t('games.pk10.car', { n: arg }) : sideName(t, arg)}`
}

type BoardProps = {
  context: Pick<Pk10Context, 'tab' | 'slip'>
  placed: Record<string, string>
  send: (e: Pk10Event) => void
}

export function Pk10Board(props: BoardProps) {
  const t = useT()
  const { tab, slip } = props.context
  const cell = (bet: string, label: React.ReactNode, ariaLabel?: string) => (
    <BetCell
      key={bet}
      label={label}
      sub={odds(bet)}
      ariaLabel={ariaLabel}
      staged={slip[bet]}
      placed={props.placed[bet]}
      onPlace={() => props.send({ type: 'pk10.place', bet })}
    />
  )
  const sides = (scope: string) => (
    <div className="grid grid-cols-4 gap-1.5">
      {PK10_SIDES.map((s) => cell(`${scope}:${s}`, sideName(t, s)))}
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
            onClick={() => props.send({ type: 'pk10.tab', tab: k })}
            className="min-h-11 rounded-lg border border-navy-500 px-2 text-sm aria-selected:border-gold-400 aria-selected:bg-navy-700 aria-selected:text-gold-200"
          >
            {t(`games.pk10.tab.${k}` as MessageKey)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="space-y-2">
        {tab === 'car'
          ? PK10_POSITIONS.map((p) => (
              <BetRow key={p} title={placeName(t, p)}>
                <div className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
                  {CARS.map((c) =>
                    cell(`p${p}:${c}`, <CarBadge car={c} size={24} />, pk10Label(t, `p${p}:${c}`)),
                  )}
                </div>
              </BetRow>
            ))
          : null}
        {tab === 'side' ? (
          <>
            <p className="text-xs text-ink-400">{t('games.pk10.sideHint')}</p>
            {PK10_POSITIONS.map((p) => (
              <BetRow key={p} title={placeName(t, p)}>
                {sides(`p${p}`)}
              </BetRow>
            ))}
          </>
        ) : null}
        {tab === 'sum' ? (
          <>
            <p className="text-xs text-ink-400">{t('games.pk10.sumHint')}</p>
            <BetRow title={t('games.pk10.gy')}>{sides('gy')}</BetRow>
            <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-6">
              {PK10_SUMS.map((s) => cell(`gy:${s}`, String(s), pk10Label(t, `gy:${s}`)))}
            </div>
          </>
        ) : null}
        {tab === 'lh' ? (
          <>
            <p className="text-xs text-ink-400">{t('games.pk10.lhHint')}</p>
            {PK10_DUELS.map((k) => (
              <BetRow key={k} title={t('games.pk10.duel', { a: placeName(t, k), b: placeName(t, 11 - k) })}>
                <div className="grid grid-cols-2 gap-1.5">
                  {cell(`lh${k}:dragon`, sideName(t, 'dragon'), pk10Label(t, `lh${k}:dragon`))}
                  {cell(`lh${k}:tiger`, sideName(t, 'tiger'), pk10Label(t, `lh${k}:tiger`))}
                </div>
              </BetRow>
            ))}
          </>
        ) : null}
      </div>
    </div>
  )
}
