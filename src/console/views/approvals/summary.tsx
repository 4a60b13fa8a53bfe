// What a four-eyes request will do, in words: the player and amount of an adjustment or withdrawal,
// the card of a receiving account, the address of a channel, the bonus rule of an activity, the money
// rules before and after, maintenance on or off; and who asked and until when.
import type { ReactNode } from 'react'
import type { ApprovalRow } from '../../../../core/contract/admin'
import { type ConsoleKey, type T, useT } from '../../i18n'
import { Badge, Money } from '../../ui/kit'
import { playerLink } from '../cells'
import { kindName, ruleSummary } from '../promotions/ruleSummary'
import { RULE_FIELDS } from '../settings/payParts'

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** One line of what the request does (the table's "what" cell). */
export function what(row: ApprovalRow, t: T): ReactNode {
  const p = row.payload
  switch (row.kind) {
    case 'adjust':
      return (
        <span>
          {playerLink(str(p.username))} · {t('approval.f.reason')}：{str(p.reason)}
        </span>
      )
    case 'withdrawal':
      return (
        <span>
          {playerLink(str(p.username))} · <span className="font-mono text-xs">{row.target}</span>
        </span>
      )
    case 'receiving-account':
      return (
        <span>
          {p.id === null ? <Badge tone="gold">{t('approval.new')}</Badge> : null} {t('approval.f.bankNo')}{' '}
          <span className="font-mono text-xs">{str(p.bank_no)}</span> · {str(p.bank_owner)} ·{' '}
          {p.enabled ? t('approval.on') : t('approval.off')}
        </span>
      )
    case 'pay-channel':
      return (
        <span>
          {row.target} · {t('approval.f.address')}{' '}
          <span className="font-mono text-xs break-all">{str(p.address) || '—'}</span>
        </span>
      )
    case 'pay-provider':
      return (
        <span>
          {row.target} · {t('approval.f.provider')} {str(p.provider)} · {str(p.merchant_id)} ·{' '}
          {str(p.secret_sealed) ? (
            t('approval.f.secret')
          ) : (
            <span className="font-mono text-xs">{str(p.secret_ref)}</span>
          )}
        </span>
      )
    case 'promotion-rule': {
      const rule = p.rule as Parameters<typeof ruleSummary>[1] & { enabled?: boolean }
      return (
        <span>
          {str(p.title)} · {kindName(t, rule.kind)} · {rule.enabled ? t('approval.on') : t('approval.off')}
        </span>
      )
    }
    case 'money-rules':
      return <MoneyChanges before={p.before} after={p.after} />
    case 'maintenance':
      return (
        <span>{Number(p.site_state) === 0 ? t('approval.maintenanceOn') : t('approval.maintenanceOff')}</span>
      )
  }
}

/** The money rules a request changes: each label with its value before and after. */
function MoneyChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useT()
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  return (
    <span>
      {RULE_FIELDS.filter(([k]) => k in a)
        .map(([k, label]) => `${t(label)}：${str(b[k]) || '—'} → ${str(a[k])}`)
        .join('；')}
    </span>
  )
}

export const stateBadgeOf = (row: ApprovalRow, t: T) => {
  const tone = { pending: 'gold', approved: 'green', refused: 'red', expired: 'default' } as const
  return <Badge tone={tone[row.state]}>{t(`approval.state.${row.state}` as ConsoleKey)}</Badge>
}

export function ApprovalSummary({ row }: { row: ApprovalRow }) {
  const { t } = useT()
  const p = row.payload
  const line = (k: ConsoleKey, v: ReactNode) => (
    <div className="flex gap-3 py-0.5">
      <span className="w-24 shrink-0 text-ink-400">{t(k)}</span>
      <span className="min-w-0 break-all text-ink-50">{v}</span>
    </div>
  )
  return (
    <>
      {line('approval.col.kind', t(`approval.kind.${row.kind}` as ConsoleKey))}
      {row.amount ? line('col.amount', <Money value={row.amount} signed={row.kind === 'adjust'} />) : null}
      {line('approval.col.what', what(row, t))}
      {row.kind === 'receiving-account' ? (
        <>
          {line('approval.f.owner', str(p.bank_owner))}
          {line('approval.f.branch', str(p.bank_address))}
        </>
      ) : null}
      {row.kind === 'pay-channel' && str(p.qr_image) ? line('approval.f.qr', str(p.qr_image)) : null}
      {row.kind === 'withdrawal' && str(p.note) ? line('approval.f.note', str(p.note)) : null}
      {row.kind === 'promotion-rule'
        ? line('approval.f.rule', ruleSummary(t, p.rule as Parameters<typeof ruleSummary>[1]))
        : null}
      {row.kind === 'maintenance' && str(p.repair_tips)
        ? line('approval.f.notice', str(p.repair_tips))
        : null}
      {line('approval.col.maker', `${row.maker} · ${row.created_at}`)}
      {line('approval.col.expires', row.expires_at)}
      {line('col.state', stateBadgeOf(row, t))}
    </>
  )
}
