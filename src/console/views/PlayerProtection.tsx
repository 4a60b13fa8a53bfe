// The player page's 责任博彩 tab (docs/protection.md): the limits with what is left and any raise
// waiting for its cooling-off, the break in force, the session and its reality check, and every
// change with who made it. Read only: a break the player asks for is the 应玩家申请暂停 action.
import { type ConsoleKey, useT } from '../i18n'
import { Badge, Button, Card, Notice, Spinner } from '../ui/kit'
import { useLoad } from '../ui/useLoad'
import { playerProtection } from './protectionCalls'

export function PlayerProtection({ username, tick }: { username: string; tick: number }) {
  const { t } = useT()
  const status = useLoad(() => playerProtection(username), [username, tick], t('app.error'))
  if (status.error)
    return (
      <Notice kind="error" title={t('app.error')} text={status.error}>
        <Button onClick={status.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  const s = status.data
  if (!s)
    return (
      <p className="p-6 text-center text-ink-300">
        <Spinner /> {t('app.loading')}
      </p>
    )
  const ex = s.exclusion
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="player-protection">
      <Card title={t('protection.limits')}>
        {s.limits.length === 0 ? <p className="text-sm text-ink-400">{t('protection.noLimits')}</p> : null}
        <ul className="flex flex-col gap-2 text-sm">
          {s.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`} className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-ink-300">
                {t(`protection.limit.${l.kind}` as ConsoleKey)} ·{' '}
                {t(`protection.period.${l.period}` as ConsoleKey)}
              </span>
              <span className="text-ink-50">
                {l.amount ?? t('protection.none')}
                {l.remaining ? ` · ${t('protection.remaining')} ${l.remaining}` : ''}
              </span>
              {l.pending ? (
                <span className="w-full text-xs text-gold-300">
                  {t('protection.pending', {
                    amount: l.pending.amount ?? t('protection.none'),
                    at: l.pending.at,
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('protection.break')}>
        {ex ? (
          <p className="flex items-center gap-2 text-sm">
            <Badge tone="red">{t(`protection.kind.${ex.kind}` as ConsoleKey)}</Badge>
            {t('protection.breakUntil', {
              kind: t(`protection.duration.${ex.duration}` as ConsoleKey),
              at: ex.ends_at,
            })}
          </p>
        ) : (
          <p className="text-sm text-ink-400">{t('protection.noBreak')}</p>
        )}
        <h3 className="mt-4 mb-1 text-xs text-ink-400">{t('protection.session')}</h3>
        <p className="text-sm text-ink-100">
          {s.session.started_at
            ? t('protection.sessionSince', { at: s.session.started_at, net: s.session.net })
            : t('protection.noSession')}
        </p>
        <p className="mt-1 text-sm text-ink-300">
          {s.reality.interval_minutes
            ? t('protection.reality', { n: s.reality.interval_minutes })
            : t('protection.realityOff')}
        </p>
      </Card>
      <Card title={t('protection.history')} className="lg:col-span-2">
        {s.history.length === 0 ? (
          <p className="text-sm text-ink-400">{t('protection.noHistory')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-sm">
            {s.history.map((h) => (
              <li key={`${h.created_at}-${h.what}-${h.actor}`} className="flex flex-wrap gap-x-3">
                <span className="text-ink-400">{h.created_at}</span>
                <span className="text-ink-50">{h.what}</span>
                {h.old_amount !== null || h.new_amount !== null ? (
                  <span className="text-ink-200">
                    {h.old_amount ?? t('protection.none')} → {h.new_amount ?? t('protection.none')}
                  </span>
                ) : null}
                <span className="text-ink-400">{h.actor}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
