import { type ReactNode, useState } from 'react'
import type { VipLevel } from '../../../core/contract'
import { displayMoney } from '../../../core/money'
import { bonusClaims } from '../../api/bonusClaims'
import { uservip } from '../../api/site'
import { useT } from '../../i18n'
import { useIsLoggedIn, useUser } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { useResource } from '../home/useResource'
import { vipRequirements } from '../mine/vip'
import { Badge, Button, buttonClasses, Card, Dialog, EmptyState, Money, Tabs } from '../ui'

export const VIP_LEVELS = 10
const RATE_COLUMNS = ['realperson', 'electron', 'joker', 'sport', 'lottery', 'e_sport'] as const
const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5', 'rule6', 'rule7', 'rule8'] as const
const REBATE_RULES = ['rebateRulesBody1', 'rebateRulesBody2', 'rebateRulesBody3', 'rebateRulesBody4'] as const

/**
 * /vip: VIP1-VIP10 tabs, the selected level's panel, the rebate table, rules and the rebate popup.
 * Every box has its size before the data arrives (the player's card, the level panel, the ten table
 * rows), so nothing below moves when it does (layout shift; bench/web.mjs measures /vip).
 */
export default function VipPage() {
  const t = useT()
  const levels = useResource(() => uservip())
  const rows = (levels.data ?? []).slice().sort((a, b) => a.level - b.level)
  // Tab choice and the popup are presentation state of this page only.
  // A player's next level is the one to read first; a visitor starts at VIP1.
  const user = useUser()
  const [level, setLevel] = useState(() => Math.min(VIP_LEVELS, Math.max(1, (user?.vip ?? 0) + 1)))
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
          <LevelPanel row={null} level={level} />
        ) : !row ? (
          <EmptyState title={t('public.vip.empty')} />
        ) : (
          <LevelPanel row={row} level={level} />
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
              <tbody aria-busy={levels.loading && !levels.data}>
                {levels.loading && !levels.data
                  ? Array.from({ length: VIP_LEVELS }, (_, i) => (
                      <tr key={`loading-${i + 1}`} className="text-ink-500 odd:bg-white/2">
                        <th scope="row" className="px-3 py-2.5 font-medium">
                          VIP{i + 1}
                        </th>
                        {RATE_COLUMNS.map((c) => (
                          <td key={c} className="px-3 py-2.5">
                            —
                          </td>
                        ))}
                      </tr>
                    ))
                  : null}
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

/** The selected level's requirements (what reaching it takes) and bonus; `row` null while loading. */
function LevelPanel({ row, level }: { row: VipLevel | null; level: number }) {
  const t = useT()
  const name = row?.vipname ?? `VIP${level}`
  const money = (value: string | undefined) => (value === undefined ? '—' : <Money value={value} />)
  return (
    <section
      aria-label={name}
      aria-busy={row === null}
      className="grid items-center gap-6 rounded-2xl border border-gold-400/25 bg-surface p-5 shadow-gold sm:grid-cols-[auto_1fr] md:p-8"
    >
      <img
        src={`/img/vip/vip${level}.svg`}
        alt={name}
        width={128}
        height={128}
        fetchPriority="high"
        className="mx-auto size-28 md:size-32"
      />
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat label={t('public.vip.level')} value={name} />
        <Stat label={t('public.vip.needRecharge')} value={money(row?.recharge)} />
        <Stat label={t('public.vip.needFlow')} value={money(row?.flow)} />
        <Stat label={t('public.vip.upgradeBonus')} value={money(row?.upgrade_bonus)} />
      </dl>
    </section>
  )
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-navy-900/60 p-3">
      <dt className="text-ink-400 text-xs">{label}</dt>
      <dd className="mt-1 break-words font-semibold text-gold-100 text-lg">{value}</dd>
    </div>
  )
}

/**
 * The player's level and both requirements of the next one, each as "current / needed" with its own
 * bar (src/views/mine/vip.ts: a bar is full only once the requirement is met). Its box is drawn, empty,
 * while the player's record loads.
 */
function MyLevel() {
  const t = useT()
  const loggedIn = useIsLoggedIn()
  const user = useUser()
  if (!loggedIn) return null
  const top = !user?.next_vip || user.next_vip === user.current_vip
  return (
    <section
      aria-label={t('public.vip.you')}
      aria-busy={!user}
      className="flex min-h-48 flex-wrap items-center gap-4 rounded-xl border border-white/8 bg-surface p-4 shadow-card sm:min-h-32"
    >
      {user ? (
        <img
          src={`/img/vip/vip${Math.max(1, Math.min(VIP_LEVELS, user.vip))}.svg`}
          alt=""
          width={48}
          height={48}
          className="size-12"
        />
      ) : (
        <span aria-hidden className="size-12 rounded-full bg-navy-800" />
      )}
      <div className="min-w-48 flex-1">
        <p className="text-ink-200 text-sm">
          {t('public.vip.you')}：
          <span className="font-semibold text-gold-200">
            {user ? user.current_vip : t('public.vip.loadingLevel')}
          </span>
        </p>
        {!user ? null : top ? (
          <p className="mt-1 text-ink-400 text-xs">{t('public.vip.topLevel')}</p>
        ) : (
          <div className="mt-2 flex flex-col gap-2">
            <p className="text-ink-300 text-xs">{t('public.vip.towards', { next: user.next_vip })}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {vipRequirements(user).map((r) => {
                const label = t(r.kind === 'deposit' ? 'public.vip.recharge' : 'public.vip.flow')
                return (
                  <div key={r.kind}>
                    <p className="flex flex-wrap justify-between gap-x-2 text-xs">
                      <span className="text-ink-400">{label}</span>
                      <span className="font-mono text-ink-100 tabular-nums">
                        {t('public.vip.haveNeed', { have: displayMoney(r.have), need: displayMoney(r.need) })}
                        {r.progress === 100 ? (
                          <span className="ml-1 font-sans text-success-400">{t('public.vip.met')}</span>
                        ) : null}
                      </span>
                    </p>
                    <div
                      className="mt-1 h-2 overflow-hidden rounded-full bg-navy-800"
                      role="progressbar"
                      aria-label={label}
                      aria-valuenow={r.progress}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuetext={`${r.progress}%`}
                    >
                      <div
                        className="h-full rounded-full bg-gold-gradient"
                        style={{ width: `${r.progress}%` }}
                      />
                    </div>
                  </div>
                )
              })}
            </div>
          </div>
        )}
      </div>
      <WelfareLink />
    </section>
  )
}

/**
 * 我的红包 (/welfare), where the VIP bonuses are claimed with 申请 (docs/promotions.md, "Opt-in"), with
 * the number of open ones once the claims list has answered. The number sits on the link's corner, so
 * its arrival moves nothing (bench/web.mjs measures /vip).
 */
function WelfareLink() {
  const t = useT()
  const open = useResource(() => bonusClaims()).data?.length ?? 0
  const name = t('title.welfare')
  return (
    <a
      href={href(paths.mine('welfare'))}
      aria-label={open > 0 ? `${name} ${t('public.vip.openClaims', { n: open })}` : undefined}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      <span className="relative">
        {name}
        {open > 0 ? (
          <span aria-hidden className="absolute -top-4 -right-5">
            <Badge tone="cta" size="sm">
              {open}
            </Badge>
          </span>
        ) : null}
      </span>
    </a>
  )
}
