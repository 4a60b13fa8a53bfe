// The player's bets at this venue (sportsBets): open or settled, each with its stake, odds, potential
// return or payout, and every leg (a parlay's legs listed) with its result once settled.
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { formatOdds } from '../../../core/sportsbook'
import { type SbBet, sportsBets } from '../../api/sports'
import { useLanguage, useT } from '../../i18n'
import { resourceMachine } from '../../machines/resource.machine'
import { cx, Money } from '../ui'
import { clockTime, marketTitle, selectionLabel, teamName, useOddsFormat } from './format'
import { Empty, Retry } from './Status'

type Query = { venue: string; status: 'open' | 'settled' }
const betsResource = resourceMachine.provide({
  actors: { load: fromPromise(({ input }) => sportsBets(input as Query)) },
})

export function MyBets({ venue }: { venue: string }) {
  const t = useT()
  const [status, setStatus] = useState<'open' | 'settled'>('open')
  const [snap, send] = useMachine(betsResource, { input: { input: { venue, status } } })
  const choose = (s: 'open' | 'settled') => {
    setStatus(s)
    send({ type: 'resource.load', input: { venue, status: s } })
  }
  const bets = (snap.context.data as { bets: SbBet[] } | null)?.bets ?? null
  return (
    <div className="space-y-3">
      <div className="flex gap-1">
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => choose(s)}
            className={cx(
              'rounded-full px-4 py-1.5 text-sm',
              status === s ? 'bg-gold-gradient font-semibold text-navy-950' : 'bg-navy-800 text-ink-300',
            )}
          >
            {t(s === 'open' ? 'sbui.betsOpen' : 'sbui.betsSettled')}
          </button>
        ))}
        <button type="button" onClick={() => choose(status)} className="ml-auto text-gold-300 text-xs">
          {t('sbui.refresh')}
        </button>
      </div>
      {snap.matches('failed') ? (
        <Retry message={snap.context.error ?? ''} onRetry={() => send({ type: 'resource.retry' })} />
      ) : !bets ? (
        <p className="py-10 text-center text-ink-400">{t('sbui.loading')}</p>
      ) : bets.length === 0 ? (
        <Empty text={t('sbui.noBets')} />
      ) : (
        <ul className="space-y-2" data-testid="my-bets">
          {bets.map((b) => (
            <BetCard key={b.bet_id} bet={b} />
          ))}
        </ul>
      )}
    </div>
  )
}

function BetCard({ bet: b }: { bet: SbBet }) {
  const t = useT()
  const lang = useLanguage()
  const format = useOddsFormat()
  const won = b.status === 1 && b.payout !== '0.00'
  return (
    <li className="rounded-xl border border-white/8 bg-navy-850/80 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold text-gold-200">
          {b.kind === 'parlay' ? t('sbui.parlayOf', { n: b.legs.length }) : t('sbui.single')} @{' '}
          {formatOdds(b.odds, format)}
        </span>
        <span
          className={cx(
            'rounded-full px-2 py-0.5 text-[11px]',
            b.status === 2
              ? 'bg-info-400/20 text-info-400'
              : won
                ? 'bg-success-700/50 text-success-400'
                : 'bg-navy-700 text-ink-400',
          )}
        >
          {t(
            b.status === 2
              ? 'sbui.status.open'
              : b.status === 0
                ? 'sbui.status.void'
                : won
                  ? 'sbui.status.won'
                  : 'sbui.status.lost',
          )}
        </span>
      </div>
      <ul className="mt-2 space-y-1.5 border-white/5 border-l-2 pl-2.5">
        {b.legs.map((l) => (
          <li key={`${l.match_id}${l.market}${l.selection}`} className="text-xs">
            <div className="flex justify-between gap-2">
              <span className="text-ink-100">
                {selectionLabel(l.market, l.selection, l.home, l.away, lang)}
              </span>
              <span className="text-gold-200 tabular-nums">{formatOdds(l.odds, format)}</span>
            </div>
            <div className="text-ink-500">
              {marketTitle(l.market, lang)} · {teamName(l.home, lang)} vs {teamName(l.away, lang)} ·{' '}
              {clockTime(l.kickoff_at)}
              {l.score ? ` · ${l.score}` : ''}
              {l.outcome ? ` · ${t(`sbui.outcome.${l.outcome}`)}` : ''}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-between text-xs">
        <span className="text-ink-400">
          {t('sbui.stake')} <Money value={b.stake} />
        </span>
        <span className="text-ink-400">
          {b.status === 2 ? t('sbui.potential') : t('sbui.payout')}{' '}
          <Money value={b.status === 2 ? b.potential : b.payout} tone={won ? 'gold' : 'plain'} />
        </span>
      </div>
      <div className="mt-1 font-mono text-[10px] text-ink-600">{b.bet_id}</div>
    </li>
  )
}
