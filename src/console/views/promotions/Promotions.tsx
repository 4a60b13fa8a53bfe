// 优惠规则 (docs/promotions.md): every activity with the bonus rule that makes it pay (kind, parameters,
// turnover multiple, caps) and what it has paid, the rule's editor (promotionRule.machine.ts), and
// the payouts, of one activity or all (Payouts.tsx). The activity's display fields are edited elsewhere;
// the rule's form is RuleEditor.tsx, its words ruleSummary.ts.
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { useT } from '../../i18n'
import { promotionRuleMachine } from '../../machines/promotionRule.machine'
import { Badge, Button, Card, Modal, Money, Notice, PageHeader, Spinner } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { SubmittedNotice } from '../approvals/Submitted'
import { loadPromotions, savePromotionRule } from './calls'
import { PayoutList } from './Payouts'
import { RuleEditor } from './RuleEditor'
import { kindName, ruleSummary } from './ruleSummary'

const th = 'border-b border-white/8 px-2 py-1.5 text-left font-normal text-ink-400'
const td = 'border-b border-white/5 px-2 py-1.5 align-top text-ink-50'

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
