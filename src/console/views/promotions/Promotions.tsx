// 优惠规则 (docs/promotions.md): every activity with the bonus rule that makes it pay (kind, parameters,
// turnover multiple, caps) and what it has paid, the rule's editor (promotionRule.machine.ts), and
// the payouts, of one activity or all (Payouts.tsx). The activity's display fields are edited elsewhere.
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import {
  PROMOTION_CHANNELS,
  PROMOTION_KINDS,
  type PromotionKind,
  type PromotionRow,
} from '../../../../core/contract/admin/promotions'
import { type ConsoleKey, type T, useT } from '../../i18n'
import { promotionRuleMachine, type RuleForm } from '../../machines/promotionRule.machine'
import {
  Badge,
  Button,
  Card,
  Modal,
  Money,
  Notice,
  PageHeader,
  Select,
  Spinner,
  TextField,
} from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { SubmittedNotice } from '../approvals/Submitted'
import { loadPromotions, savePromotionRule } from './calls'
import { PayoutList } from './Payouts'

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 align-top text-ink-50'

export const kindName = (t: T, k: PromotionKind) => t(`promo.kind.${k}` as ConsoleKey)

/** One line saying what the rule pays (also of a rule waiting for approval: approvals/summary.tsx). */
export function ruleSummary(
  t: T,
  r: Pick<
    NonNullable<PromotionRow['rule']>,
    'kind' | 'params' | 'turnover_multiple' | 'player_cap' | 'player_day_cap' | 'day_cap'
  >,
) {
  const p = r.params as Record<string, unknown>
  const parts: string[] = []
  if (r.kind === 'first-deposit' || r.kind === 'deposit-method') {
    if (r.kind === 'deposit-method')
      parts.push((p.channels as string[]).map((c) => t(`promo.channel.${c}` as ConsoleKey)).join('/'))
    parts.push(
      t('promo.sumPercent', {
        percent: String(p.percent),
        min: String(p.min_deposit),
        max: String(p.max_bonus),
      }),
    )
  }
  if (r.kind === 'application') parts.push(t('promo.sumAmount', { amount: String(p.amount) }))
  if (r.kind === 'vip-upgrade') parts.push(t('promo.vipHint'))
  if (r.kind === 'birthday' || r.kind === 'monthly-redpacket')
    parts.push(t('promo.sumLevels', { amounts: (p.amounts as string[]).join(' / ') }))
  parts.push(t('promo.sumMultiple', { n: r.turnover_multiple }))
  if (r.player_cap) parts.push(`${t('promo.playerCap')} ${r.player_cap}`)
  if (r.player_day_cap) parts.push(`${t('promo.playerDayCap')} ${r.player_day_cap}`)
  if (r.day_cap) parts.push(`${t('promo.dayCap')} ${r.day_cap}`)
  return parts.join('；')
}

export function PromotionsView() {
  const { t } = useT()
  const list = useLoad(loadPromotions, [], t('app.error'))
  const [payoutsOf, setPayoutsOf] = useState<number | 'all'>('all')
  // Bumped after a save: the payout list reads again.
  const [version, setVersion] = useState(0)
  const [state, send] = useMachine(
    promotionRuleMachine.provide({
      actors: {
        save: fromSave,
      },
    }),
  )
  const editing = !state.matches('idle')
  const busy = state.hasTag('busy')
  const close = () => {
    const changed = state.hasTag('changed')
    send({ type: 'close' })
    if (changed) {
      list.reload()
      setVersion((v) => v + 1)
    }
  }
  const rows = list.data
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.promotions')}>
        <Button size="sm" onClick={list.reload} disabled={list.loading}>
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <Card title={t('promo.rules')}>
        {list.error ? (
          <Notice kind="error" title={t('app.error')} text={list.error}>
            <Button onClick={list.reload}>{t('app.retry')}</Button>
          </Notice>
        ) : !rows ? (
          <p className="p-4 text-center text-ink-300">
            <Spinner /> {t('app.loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
        ) : (
          // Wide on a phone: the table scrolls in its card, words (Chinese ones too) kept together.
          <div className="overflow-x-auto">
            <table className="w-full break-keep text-sm" aria-label={t('promo.rules')}>
              <thead>
                <tr>
                  <th className={th}>{t('promo.activity')}</th>
                  <th className={th}>{t('promo.kind')}</th>
                  <th className={th}>{t('promo.rule')}</th>
                  <th className={th}>{t('promo.payouts')}</th>
                  <th className={th}>{t('promo.paid')}</th>
                  <th className={th}>{t('promo.paidToday')}</th>
                  <th className={th} />
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.activity_id}>
                    <td className={td}>
                      {r.title} {r.shown ? null : <Badge>{t('promo.hidden')}</Badge>}
                    </td>
                    <td className={td}>
                      {r.rule ? (
                        <span className="flex flex-wrap gap-1">
                          {kindName(t, r.rule.kind)}
                          <Badge tone={r.rule.enabled ? 'green' : 'red'}>
                            {r.rule.enabled ? t('promo.enabled') : t('promo.disabled')}
                          </Badge>
                        </span>
                      ) : (
                        <span className="text-ink-400">{t('promo.none')}</span>
                      )}
                    </td>
                    <td className={`${td} max-w-md text-xs text-ink-200`}>
                      {r.rule ? ruleSummary(t, r.rule) : '—'}
                    </td>
                    <td className={td}>{r.payouts}</td>
                    <td className={td}>
                      <Money value={r.paid} />
                    </td>
                    <td className={td}>
                      <Money value={r.paid_today} />
                    </td>
                    <td className={`${td} whitespace-nowrap text-right`}>
                      <Button
                        size="sm"
                        onClick={() =>
                          send({ type: 'open', activityId: r.activity_id, title: r.title, rule: r.rule })
                        }
                      >
                        {r.rule ? t('promo.edit') : t('promo.set')}
                      </Button>{' '}
                      <Button
                        size="sm"
                        tone="ghost"
                        onClick={() => {
                          setPayoutsOf(r.activity_id)
                        }}
                      >
                        {t('promo.payoutList')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <PayoutList activity={payoutsOf} activities={rows ?? []} onActivity={setPayoutsOf} version={version} />
      <Modal open={editing} title={`${t('promo.editTitle')}：${state.context.title}`} onClose={close} wide>
        {state.matches('saved') ? (
          <div className="flex flex-col gap-3">
            <Notice kind="success" text={t('promo.saved')} />
            <div className="flex justify-end">
              <Button onClick={close}>{t('app.close')}</Button>
            </div>
          </div>
        ) : state.matches('submittedForApproval') && state.context.approval ? (
          <div className="flex flex-col gap-3">
            <SubmittedNotice approval={state.context.approval} />
            <div className="flex justify-end">
              <Button onClick={close}>{t('app.close')}</Button>
            </div>
          </div>
        ) : (
          <RuleEditor
            form={state.context.form}
            error={state.context.error}
            busy={busy}
            edit={(patch) => send({ type: 'edit', patch })}
            level={(index, value) => send({ type: 'level', index, value })}
            toggle={(channel) => send({ type: 'toggleChannel', channel })}
            save={() => send({ type: 'save' })}
            cancel={close}
          />
        )}
      </Modal>
    </div>
  )
}

/** Saving through the contract's call; the server's refusal text reaches the form. */
const fromSave = fromPromise<unknown, { activityId: number; body: Record<string, unknown> }>(({ input }) =>
  savePromotionRule(input.activityId, input.body),
)

function RuleEditor(p: {
  form: RuleForm
  error: string | null
  busy: boolean
  edit: (patch: Partial<RuleForm>) => void
  level: (index: number, value: string) => void
  toggle: (channel: string) => void
  save: () => void
  cancel: () => void
}) {
  const { t } = useT()
  const f = p.form
  const money = (key: keyof RuleForm, label: ConsoleKey, hint?: boolean) => (
    <TextField
      label={`${t(label)}${hint ? `（${t('promo.capHint')}）` : ''}`}
      inputMode="decimal"
      value={String(f[key])}
      onChange={(e) => p.edit({ [key]: e.target.value } as Partial<RuleForm>)}
    />
  )
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        p.save()
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <Select
          label={t('promo.kind')}
          value={f.kind}
          options={PROMOTION_KINDS.map((k) => ({ value: k, label: kindName(t, k) }))}
          onChange={(kind) => p.edit({ kind })}
        />
        <label className="flex items-center gap-2 self-end text-sm text-ink-100">
          <input
            type="checkbox"
            checked={f.enabled}
            onChange={(e) => p.edit({ enabled: e.target.checked })}
          />
          {t('promo.enabled')}
        </label>
      </div>
      {f.kind === 'first-deposit' || f.kind === 'deposit-method' ? (
        <div className="grid grid-cols-3 gap-3">
          {money('percent', 'promo.percent')}
          {money('min_deposit', 'promo.minDeposit')}
          {money('max_bonus', 'promo.maxBonus')}
        </div>
      ) : null}
      {f.kind === 'deposit-method' ? (
        <fieldset className="flex flex-wrap gap-3 text-sm text-ink-100">
          <legend className="mb-1 text-xs text-ink-300">{t('promo.channels')}</legend>
          {PROMOTION_CHANNELS.map((c) => (
            <label key={c} className="flex items-center gap-1.5">
              <input type="checkbox" checked={f.channels.includes(c)} onChange={() => p.toggle(c)} />
              {t(`promo.channel.${c}` as ConsoleKey)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {f.kind === 'application' ? money('amount', 'promo.amount') : null}
      {f.kind === 'vip-upgrade' ? <p className="text-xs text-ink-300">{t('promo.vipHint')}</p> : null}
      {f.kind === 'birthday' || f.kind === 'monthly-redpacket' ? (
        <fieldset>
          <legend className="mb-1 text-xs text-ink-300">
            {t(f.kind === 'birthday' ? 'promo.levelsBirthday' : 'promo.levelsMonthly')}
          </legend>
          <div className="grid grid-cols-5 gap-2">
            {f.amounts.map((a, i) => (
              <TextField
                key={`VIP${i + 1}`}
                label={`VIP${i + 1}`}
                inputMode="decimal"
                value={a}
                onChange={(e) => p.level(i, e.target.value)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid grid-cols-4 gap-3">
        {money('turnover_multiple', 'promo.multiple')}
        {money('player_cap', 'promo.playerCap', true)}
        {money('player_day_cap', 'promo.playerDayCap', true)}
        {money('day_cap', 'promo.dayCap', true)}
      </div>
      {p.error ? <Notice kind="error" text={p.error} /> : null}
      <div className="flex justify-end gap-2">
        <Button tone="ghost" onClick={p.cancel} disabled={p.busy}>
          {t('app.cancel')}
        </Button>
        <Button type="submit" tone="primary" disabled={p.busy}>
          {p.busy ? <Spinner /> : null} {t('promo.save')}
        </Button>
      </div>
    </form>
  )
}
