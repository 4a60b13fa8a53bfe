// On the deposit page, before the player types: what each active deposit limit still allows (issue 17
// item 4), and at the first deposit an invitation to set a limit. The server refuses a deposit over
// a limit whatever this shows.
import { answeredProtectionStatus, protectionStatus } from '../../api/protection'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { useResource } from '../home/useResource'

export function DepositLimitNote({ firstDeposit }: { firstDeposit: boolean }) {
  const t = useT()
  // Start-up asked for the status with the page's code: drawn with the page's first render.
  const status = useResource(() => protectionStatus(), undefined, answeredProtectionStatus()).data
  if (!status) return null
  const limits = status.limits.filter((l) => l.kind === 'deposit' && l.amount !== null)
  const link = (
    <a className="ml-2 text-gold-300 underline" href={href(paths.mine('responsible'))}>
      {t('pr.limitPrompt.go')}
    </a>
  )
  if (limits.length === 0)
    return firstDeposit ? (
      <p
        className="mb-4 rounded-lg border border-gold-400/20 px-3 py-2 text-sm"
        data-testid="deposit-limit-note"
      >
        {t('pr.deposit.first')}
        {link}
      </p>
    ) : null
  return (
    <ul
      className="mb-4 rounded-lg border border-gold-400/20 px-3 py-2 text-sm"
      data-testid="deposit-limit-note"
    >
      {limits.map((l) => (
        <li key={l.period}>
          {t('pr.deposit.remaining', {
            period: t(`pr.period.${l.period}`),
            limit: l.amount ?? '',
            remaining: l.remaining ?? '0.00',
          })}
        </li>
      ))}
    </ul>
  )
}
