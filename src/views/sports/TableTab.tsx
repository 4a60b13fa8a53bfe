// A league's table (sportsTable): position, played, W/D/L, goals (or points, maps), points and the
// last five results as coloured form pills.
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { fromPromise } from 'xstate'
import { type SportsTableData, sportsTable } from '../../api/sports'
import { useLanguage, useT } from '../../i18n'
import { resourceMachine } from '../../machines/resource.machine'
import { cx } from '../ui'
import { Crest } from './Crest'
import { type Sport, teamName } from './format'
import { Retry } from './Status'

const tableResource = resourceMachine.provide({
  actors: { load: fromPromise(({ input }) => sportsTable({ league: input as string })) },
})

export function TableTab({ league, sport }: { league: string; sport: Sport }) {
  const t = useT()
  const lang = useLanguage()
  const [snap, send] = useMachine(tableResource, { input: { input: league } })
  useEffect(() => {
    if (snap.context.input !== league) send({ type: 'resource.load', input: league })
  }, [league, snap.context.input, send])
  const data = snap.context.data as SportsTableData | null
  if (snap.matches('failed'))
    return <Retry message={snap.context.error ?? ''} onRetry={() => send({ type: 'resource.retry' })} />
  if (!data) return <p className="py-10 text-center text-ink-400">{t('sbui.loading')}</p>
  const draws = sport === 'football'
  return (
    <div className="overflow-x-auto rounded-xl border border-white/8 bg-navy-850/80">
      <table className="w-full min-w-[300px] text-sm" data-testid="league-table">
        <thead className="text-[11px] text-ink-500">
          <tr className="border-white/8 border-b">
            <th className="px-2 py-2 text-left">#</th>
            <th className="px-2 py-2 text-left">{t('sbui.team')}</th>
            <th className="px-1 py-2">{t('sbui.played')}</th>
            <th className="px-1 py-2">{t('sbui.won')}</th>
            {draws ? <th className="px-1 py-2">{t('sbui.drawn')}</th> : null}
            <th className="px-1 py-2">{t('sbui.lost')}</th>
            <th className="hidden px-1 py-2 sm:table-cell">{t('sbui.diff')}</th>
            <th className="px-1 py-2">{t('sbui.points')}</th>
            <th className="hidden px-2 py-2 sm:table-cell">{t('sbui.form')}</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r, i) => (
            <tr key={r.team.id} className="border-white/5 border-b text-center tabular-nums last:border-0">
              <td className={cx('px-2 py-2 text-left', i < 4 ? 'text-gold-300' : 'text-ink-500')}>{i + 1}</td>
              <td className="px-2 py-2 text-left">
                <span className="flex items-center gap-2">
                  <Crest team={r.team} sport={sport} size={20} />
                  <span className="max-w-[7rem] truncate text-ink-100 sm:max-w-none">
                    {teamName(r.team, lang)}
                  </span>
                </span>
              </td>
              <td className="px-1 text-ink-300">{r.played}</td>
              <td className="px-1 text-ink-300">{r.won}</td>
              {draws ? <td className="px-1 text-ink-300">{r.drawn}</td> : null}
              <td className="px-1 text-ink-300">{r.lost}</td>
              <td className="hidden px-1 text-ink-300 sm:table-cell">
                {r.for - r.against > 0 ? `+${r.for - r.against}` : r.for - r.against}
              </td>
              <td className="px-1 font-bold text-gold-200">{r.points}</td>
              <td className="hidden px-2 sm:table-cell">
                <span className="flex justify-center gap-0.5">
                  {r.form.map((f, j) => (
                    <span
                      key={j}
                      className={cx(
                        'flex size-4 items-center justify-center rounded-sm font-bold text-[9px] text-white',
                        f === 'W' ? 'bg-success-500' : f === 'D' ? 'bg-ink-600' : 'bg-danger-500',
                      )}
                    >
                      {t(`sbui.form.${f}`)}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
