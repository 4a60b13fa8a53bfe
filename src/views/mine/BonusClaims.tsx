// The bonuses waiting for the player's 申请 on /welfare (VIP level-up, birthday): each with its amount,
// the wagering it carries and when the offer ends. Nothing is paid until the player asks
// (docs/promotions.md, "Opt-in"); bonusClaims.machine owns the loading and the claim.
import { useActorRef, useSelector } from '@xstate/react'
import { useT } from '../../i18n'
import { type BonusClaimRow, bonusClaimsMachine } from '../../machines/bonusClaims.machine'
import { useSessionSend } from '../../machines/hooks'
import { Badge, Button, Card, Money } from '../ui'
import { Note } from './parts'

export function BonusClaims() {
  const t = useT()
  const session = useSessionSend()
  const actor = useActorRef(
    bonusClaimsMachine.provide({
      actions: { userChanged: () => session({ type: 'session.refreshBalance' }) },
    }),
  )
  const claims = useSelector(actor, (s) => s.context.claims)
  const claimingId = useSelector(actor, (s) => (s.matches('claiming') ? s.context.claimingId : null))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const notice = useSelector(actor, (s) => s.context.notice)
  return (
    <Card title={t('member.bonusClaims.title')} className="mb-4" aria-busy={busy}>
      <Note>{t('member.bonusClaims.note')}</Note>
      {notice && (
        <div
          role={notice.ok ? 'status' : 'alert'}
          className="mb-3 flex items-start gap-3 rounded-md bg-navy-900 px-3 py-2 text-sm"
        >
          <p className="flex-1">{t(notice.message.key, notice.message.params)}</p>
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'bonus.dismiss' })}>
            {t('member.bonusClaims.dismiss')}
          </Button>
        </div>
      )}
      {failed ? (
        <p role="alert" className="flex items-center gap-3 text-sm">
          {t('member.networkError')}
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'bonus.reload' })}>
            {t('member.retry')}
          </Button>
        </p>
      ) : claims.length === 0 ? (
        <p className="text-ink-400 text-sm">{busy ? '' : t('member.bonusClaims.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {claims.map((c) => (
            <ClaimRow
              key={c.id}
              claim={c}
              claiming={claimingId === c.id}
              disabled={busy}
              onClaim={() => actor.send({ type: 'bonus.claim', id: c.id })}
            />
          ))}
        </ul>
      )}
    </Card>
  )
}

function ClaimRow({
  claim,
  claiming,
  disabled,
  onClaim,
}: {
  claim: BonusClaimRow
  claiming: boolean
  disabled: boolean
  onClaim: () => void
}) {
  const t = useT()
  const name = t(`member.bonusClaims.kind.${claim.kind}`)
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-gold-400/20 bg-navy-900 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <Badge>{name}</Badge>
          <Money value={claim.amount} />
        </p>
        <p className="mt-1 text-ink-300 text-sm">
          {t('member.bonusClaims.terms', { multiple: claim.multiple, turnover: claim.turnover })}
        </p>
        <p className="text-ink-400 text-xs">{t('member.bonusClaims.expires', { at: claim.expires_at })}</p>
      </div>
      <Button
        size="sm"
        loading={claiming}
        disabled={disabled && !claiming}
        aria-label={t('member.bonusClaims.applyLabel', { title: name, amount: claim.amount })}
        onClick={onClaim}
      >
        {t('member.bonusClaims.apply')}
      </Button>
    </li>
  )
}
