// The player's latest rounds at this table: id (links to the verifier), time, stake, payout, result;
// "验证上一局" opens the verifier on the newest settled round, which checks it at once (issue 30).
import type { ReactNode } from 'react'
import type { GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { Money } from '../ui'

export function RoundHistory({
  rounds,
  describe,
}: {
  rounds: GameRound[]
  describe: (r: GameRound) => ReactNode
}) {
  const t = useT()
  // Newest first: the last settled round (a bet still waiting for its draw or deal is not yet checkable).
  const last = rounds.find((r) => r.status === 1)
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-navy-600 bg-navy-900 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-title" className="font-semibold text-gold-300">
          {t('games.history')}
        </h2>
        {last ? (
          <a
            className="inline-flex min-h-11 items-center rounded-lg border border-gold-500/70 px-3 text-sm text-gold-200 hover:bg-gold-700/20 md:min-h-8"
            href={href(paths.fair({ round: last.round_id }))}
          >
            {t('games.fair.last')}
          </a>
        ) : rounds.length ? (
          <span className="text-xs text-ink-400">{t('games.fair.lastPending')}</span>
        ) : null}
      </div>
      {rounds.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-400">{t('games.noRounds')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-ink-400">
              <tr>
                <th className="py-1 pr-3 font-normal">{t('games.round')}</th>
                <th className="py-1 pr-3 font-normal">{t('games.time')}</th>
                <th className="py-1 pr-3 font-normal">{t('games.stake')}</th>
                <th className="py-1 pr-3 font-normal">{t('games.payout')}</th>
                <th className="py-1 font-normal">{t('games.result')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((r) => (
                <tr key={r.round_id} className="border-t border-navy-700" data-testid="round-row">
                  <td className="py-1.5 pr-3 font-mono text-xs">
                    <a
                      className="text-gold-300 hover:underline"
                      href={href(paths.fair({ round: r.round_id }))}
                    >
                      {r.round_id}
                    </a>
                  </td>
                  <td className="py-1.5 pr-3 text-xs text-ink-300">{r.created_at.slice(11)}</td>
                  <td className="py-1.5 pr-3">
                    <Money value={r.stake} />
                  </td>
                  <td className="py-1.5 pr-3">
                    <Money value={r.payout} tone={r.payout !== '0.00' ? 'gold' : 'plain'} />
                  </td>
                  <td className="py-1.5 text-xs text-ink-200">{describe(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
