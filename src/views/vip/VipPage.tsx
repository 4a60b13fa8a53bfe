import { type ReactNode, useState } from 'react'
import type { VipLevel } from '../../../core/contract'
import { decimalCents } from '../../../core/money'
import { uservip } from '../../api/site'
import { useT } from '../../i18n'
import { useUser } from '../../machines/hooks'
import { useResource } from '../home/useResource'
import { Button, Card, Dialog, EmptyState, Money, Spinner, Tabs } from '../ui'

export const VIP_LEVELS = 10
const RATE_COLUMNS = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const
const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5', 'rule6', 'rule7', 'rule8'] as const
const REBATE_RULES = ['rebateRulesBody1', 'rebateRulesBody2', 'rebateRulesBody3', 'rebateRulesBody4'] as const

/** Spec §4: current deposit total / next level's required deposit, rounded, capped at 100; 0 if either is 0. */
export const depositProgress = (paysum: string, nextRecharge: string) => {
  const have = decimalCents(paysum || '0')
  const need = decimalCents(nextRecharge || '0')
  if (have <= 0n || need <= 0n) return 0
  return Math.min(100, Math.round((Number(have) / Number(need)) * 100))
}

/** /vip: VIP1-VIP10 tabs, the selected level's panel, the rebate table, rules and the rebate popup. */
export default function VipPage() {
  const t = useT()
  const levels = useResource(() => uservip())
  const rows = (levels.data ?? []).slice().sort((a, b) => a.level - b.level)
  // Tab choice and the popup are presentation state of this page only.
  const [level, setLevel] = useState(1)
  const [rulesOpen, setRulesOpen] = useState(false)
  const row = rows.find((r) => r.level === level)
  return (
    <div className="pb-16">
      <header className="relative overflow-hidden border-white/6 border-b bg-navy-900">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-gold-400/10 blur-3xl"
        />
        <div className="relative mx-auto max-w-page px-4 py-8 md:py-12">
          <h1 className="font-semibold text-2xl text-gold-gradient md:text-display">
            {t('public.vip.title')}
          </h1>
          <p className="mt-2 text-ink-300">{t('public.vip.sub')}</p>
        </div>
      </header>
      <div className="mx-auto flex max-w-page flex-col gap-6 px-4 pt-6">
        <MyLevel />
        <Tabs
          variant="card"
          label={t('public.vip.level')}
          items={Array.from({ length: VIP_LEVELS }, (_, i) => ({ key: i + 1, label: `VIP${i + 1}` }))}
          selected={level}
          onChange={setLevel}
        />
        {levels.loading && !levels.data ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" />
          </div>
        ) : !row ? (
          <EmptyState title={t('public.vip.empty')} />
        ) : (
          <LevelPanel row={row} />
        )}
        <Card
          title={t('public.vip.rebateTable')}
          padding="none"
          extra={
            <Button variant="link" onClick={() => setRulesOpen(true)}>
              {t('public.vip.rebateRules')}
            </Button>
          }
        >
          {/* Focusable so the table scrolls sideways by keyboard on a phone. */}
          <section
            className="overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label={t('public.vip.rebateTable')}
          >
            <table className="w-full min-w-[640px] text-center text-sm">
              <thead className="bg-navy-800 text-gold-100">
                <tr>
                  <th scope="col" className="px-3 py-3 font-medium">
                    {t('public.vip.col.level')}
                  </th>
                  {RATE_COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-3 py-3 font-medium">
                      {t(`public.vip.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.level}
                    className={
                      r.level === level ? 'bg-gold-400/10 text-gold-100' : 'text-ink-200 odd:bg-white/2'
                    }
                  >
                    <th scope="row" className="px-3 py-2.5 font-medium">
                      {r.vipname}
                    </th>
                    {RATE_COLUMNS.map((c) => (
                      <td key={c} className="px-3 py-2.5 tabular-nums">
                        {r[c]}%
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Card>
        <Card title={t('public.vip.rulesTitle')}>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink-200 leading-relaxed">
            {RULES.map((r) => (
              <li key={r}>{t(`public.vip.${r}`)}</li>
            ))}
          </ol>
        </Card>
      </div>
      <Dialog
        open={rulesOpen}
        onClose={() => setRulesOpen(false)}
        title={t('public.vip.rebateRules')}
        footer={<Button onClick={() => setRulesOpen(false)}>{t('common.close')}</Button>}
      >
        <ol className="flex list-decimal flex-col gap-2 pl-5 leading-relaxed">
          {REBATE_RULES.map((r) => (
            <li key={r}>{t(`public.vip.${r}`)}</li>
          ))}
        </ol>
      </Dialog>
    </div>
  )
}

function LevelPanel({ row }: { row: VipLevel }) {
  const t = useT()
  return (
    <section
      aria-label={row.vipname}
      className="grid items-center gap-6 rounded-2xl border border-gold-400/25 bg-surface p-5 shadow-gold sm:grid-cols-[auto_1fr] md:p-8"
    >
      <img
        src={`/img/vip/vip${row.level}.svg`}
        alt={row.vipname}
        width={128}
        height={128}
        className="mx-auto size-28 md:size-32"
      />
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label={t('public.vip.level')} value={row.vipname} />
        <Stat label={t('public.vip.recharge')} value={<Money value={row.recharge} />} />
        <Stat label={t('public.vip.flow')} value={<Money value={row.flow} />} />
        <Stat label={t('public.vip.upgradeBonus')} value={<Money value={row.upgrade_bonus} />} />
      </dl>
    </section>
  )
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-navy-900/60 p-3">
      <dt className="text-ink-400 text-xs">{label}</dt>
      <dd className="mt-1 font-semibold text-gold-100 text-lg">{value}</dd>
    </div>
  )
}

function MyLevel() {
  const t = useT()
  const user = useUser()
  if (!user) return null
  const pct = depositProgress(user.paysum, user.next_vip_recharge)
  return (
    <section
      aria-label={t('public.vip.you')}
      className="flex flex-wrap items-center gap-4 rounded-xl border border-white/8 bg-surface p-4 shadow-card"
    >
      <img
        src={`/img/vip/vip${Math.max(1, Math.min(VIP_LEVELS, user.vip))}.svg`}
        alt=""
        className="size-12"
      />
      <div className="min-w-48 flex-1">
        <p className="text-ink-200 text-sm">
          {t('public.vip.you')}：<span className="font-semibold text-gold-200">{user.current_vip}</span>
        </p>
        {user.next_vip ? (
          <div className="mt-2">
            <div className="flex justify-between text-ink-400 text-xs">
              <span>{t('public.vip.progress', { next: user.next_vip })}</span>
              <span>{pct}%</span>
            </div>
            <div
              className="mt-1 h-2 overflow-hidden rounded-full bg-navy-800"
              role="progressbar"
              aria-valuenow={pct}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-full rounded-full bg-gold-gradient" style={{ width: `${pct}%` }} />
            </div>
          </div>
        ) : (
          <p className="mt-1 text-ink-400 text-xs">{t('public.vip.topLevel')}</p>
        )}
      </div>
    </section>
  )
}
