// /mine/kyc 身份认证 (docs/kyc.md): the status badge (with the refusal's reason), the tier's parts
// (real name, date of birth), the withdrawal limits the tier sets, and one upload card per document
// kind. The kyc machine owns the steps; this page draws its snapshot.
import { useSelector } from '@xstate/react'
import { KYC_DOCUMENT_KINDS, type KycStatus } from '../../../core/contract/kyc'
import { displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { kycBadge, kycMachine, latestOf } from '../../machines/kyc.machine'
import { href, paths } from '../../routes/paths'
import { Button, Card, Spinner } from '../ui'
import { KycStatusBadge, UploadCard } from './KycParts'
import { useMemberFlow } from './useMemberFlow'

const amount = (v: string) => displayMoney(v, '')

export default function KycPage() {
  const t = useT()
  const actor = useMemberFlow(kycMachine)
  const status = useSelector(actor, (s) => s.context.status)
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  return (
    <Card titleAs="h1" title={t('kyc.title')}>
      {status ? (
        <KycBody actor={actor} status={status} />
      ) : failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-danger-400">{t('member.networkError')}</span>
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'kyc.retry' })}>
            {t('member.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-10" role="status" aria-live="polite">
          <Spinner />
        </div>
      )}
    </Card>
  )
}

function KycBody({
  actor,
  status,
}: {
  actor: ReturnType<typeof useMemberFlow<typeof kycMachine>>
  status: KycStatus
}) {
  const t = useT()
  const badge = kycBadge(status) ?? 'none'
  const verified = useSelector(actor, (s) => s.matches('verified'))
  const refused = useSelector(actor, (s) => s.matches({ collecting: 'refused' }))
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-3 rounded-xl border border-gold-400/20 bg-navy-900 p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink-300">{t('kyc.status')}</span>
          <KycStatusBadge badge={badge} />
          <span className="text-ink-400 text-xs">
            {t('kyc.tier')}：{t(`kyc.tier.${status.tier}`)}
          </span>
        </p>
        {refused && status.reason ? (
          <p role="alert" className="text-danger-400 text-sm">
            {t('kyc.reason', { reason: status.reason })}
          </p>
        ) : null}
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          <Fact label={t('kyc.realname')} ok={status.has_realname} />
          <Fact label={t('kyc.birthday')} ok={status.has_birthday} />
        </dl>
        {status.has_realname && status.has_birthday ? null : (
          <a
            className="text-gold-300 text-sm underline-offset-2 hover:underline"
            href={href(paths.mine('center'))}
          >
            {t('member.menu.center')}
          </a>
        )}
        <p className="text-ink-400 text-xs">{t('kyc.basicHint')}</p>
      </section>
      <Limits status={status} />
      {verified ? (
        <p className="rounded-xl border border-success-500/30 bg-success-500/10 p-4 text-sm text-success-400">
          {t('kyc.verifiedNote')}
        </p>
      ) : (
        <Uploads actor={actor} status={status} />
      )}
    </div>
  )
}

function Fact({ label, ok }: { label: string; ok: boolean }) {
  const t = useT()
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg bg-navy-950 px-3 py-2">
      <dt className="text-ink-300">{label}</dt>
      <dd className={ok ? 'text-success-400' : 'text-danger-400'}>
        {ok ? t('kyc.filled') : t('kyc.missing')}
      </dd>
    </div>
  )
}

function Limits({ status }: { status: KycStatus }) {
  const t = useT()
  const { limits } = status
  return (
    <section aria-labelledby="kyc-limits" className="flex flex-col gap-1 text-sm">
      <h2 id="kyc-limits" className="font-semibold text-gold-100">
        {t('kyc.limits')}
      </h2>
      {limits ? (
        <ul className="flex flex-col gap-1 text-ink-200">
          <li>{t('kyc.perWithdrawal', { amount: amount(limits.basic_per_withdrawal) })}</li>
          <li>
            {t('kyc.perDay', { amount: amount(limits.basic_per_day), used: amount(status.used_today) })}
          </li>
        </ul>
      ) : (
        <p className="text-ink-200">{t('kyc.noLimit')}</p>
      )}
    </section>
  )
}

function Uploads({
  actor,
  status,
}: {
  actor: ReturnType<typeof useMemberFlow<typeof kycMachine>>
  status: KycStatus
}) {
  const documents = useSelector(actor, (s) => s.context.documents)
  const picked = useSelector(actor, (s) => s.context.picked)
  const errors = useSelector(actor, (s) => s.context.errors)
  const sending = useSelector(actor, (s) => s.context.sending)
  const percent = useSelector(actor, (s) => s.context.percent)
  const requested = useSelector(actor, (s) =>
    s.matches({ collecting: 'requested' }) ? status.requested : null,
  )
  const canUpload = useSelector(actor, (s) => s.hasTag('form'))
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {KYC_DOCUMENT_KINDS.map((kind) => (
        <UploadCard
          key={kind}
          kind={kind}
          latest={latestOf(documents, kind)}
          picked={picked[kind]}
          error={errors[kind]}
          requested={requested === kind}
          sending={sending === kind}
          percent={percent}
          canUpload={canUpload}
          onPick={(file) => actor.send({ type: 'kyc.pick', kind, file })}
          onClear={() => actor.send({ type: 'kyc.clear', kind })}
          onUpload={() => actor.send({ type: 'kyc.upload', kind })}
        />
      ))}
    </div>
  )
}
