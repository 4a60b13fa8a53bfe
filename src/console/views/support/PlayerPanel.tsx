// The player beside the conversation (docs/support.md): a time-out or self-exclusion first and loud
// (support must never invite that player back), then balance, VIP level, a locked account, the last
// deposits and withdrawals. A visitor has no account to show.
import { Link } from 'wouter'
import type { PlayerContext } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import { Card, Money, Notice } from '../../ui/kit'
import { stateBadge, timeCell } from '../cells'

export function PlayerPanel({ player }: { player: PlayerContext | null }) {
  const { t } = useT()
  if (!player?.username)
    return (
      <Card title={t('desk.ctx.title')}>
        <p className="text-sm text-ink-300">{t('desk.ctx.visitor')}</p>
      </Card>
    )
  const p = player.protection
  const protection =
    p.kind === 'timeout'
      ? t('desk.ctx.timeout', { until: p.ends_at ?? '' })
      : p.kind === 'self_exclusion'
        ? p.ends_at
          ? t('desk.ctx.exclusion', { until: p.ends_at })
          : t('desk.ctx.exclusionForever')
        : null
  const money = (title: string, rows: PlayerContext['deposits']) => (
    <div>
      <h3 className="mb-1 text-xs text-ink-400">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-xs text-ink-500">{t('desk.ctx.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {rows.map((r) => (
            <li key={`${r.at}-${r.amount}`} className="flex items-center justify-between gap-2 text-sm">
              {timeCell(r.at.slice(5, 16))}
              <Money value={r.amount} />
              {stateBadge(t, r.state)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
  return (
    <Card title={t('desk.ctx.title')}>
      <div className="flex flex-col gap-3">
        {protection ? <Notice kind="error" title={protection} text={t('desk.ctx.protectedHint')} /> : null}
        {player.locked ? <Notice kind="warn" text={t('desk.ctx.locked')} /> : null}
        <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
          <dt className="text-ink-400">{t('desk.col.player')}</dt>
          <dd className="text-ink-50">{player.username}</dd>
          <dt className="text-ink-400">{t('desk.ctx.balance')}</dt>
          <dd className="text-gold-200">{player.balance ? <Money value={player.balance} /> : '—'}</dd>
          <dt className="text-ink-400">{t('desk.ctx.vip')}</dt>
          <dd className="text-ink-50">{player.vip === null ? '—' : `VIP${player.vip}`}</dd>
        </dl>
        {money(t('desk.ctx.deposits'), player.deposits)}
        {money(t('desk.ctx.withdrawals'), player.withdrawals)}
        <p className="text-xs text-ink-400">{t('desk.ctx.conversations', { n: player.conversations })}</p>
        <Link
          href={`/players/${encodeURIComponent(player.username)}`}
          className="text-sm text-info-400 hover:underline"
        >
          {t('desk.ctx.open')}
        </Link>
      </div>
    </Card>
  )
}
