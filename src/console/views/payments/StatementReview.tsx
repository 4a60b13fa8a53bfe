// 银行流水待核 (docs/payments.md, "Bank transfers"): the receiving bank's statement lines the server
// could not credit by itself, each line beside the open bank-transfer orders it may belong to. A
// decision goes through the review machine: credit the line to one order (approve; the amount that
// arrived is credited) or dismiss it (refuse; a reason is required), confirm, then the answer (409
// when another operator was first: the list reloads).
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { StatementLineRow } from '../../../../core/contract/admin'
import { useT } from '../../i18n'
import { reviewMachine } from '../../machines/review.machine'
import { Badge, Button, Card, Modal, Money, Notice, TextArea } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { CloseButton, ConfirmButtons } from '../DialogButtons'
import { decideStatementLine, linesToReview } from './calls'
import { reasonText } from './messages'

type Target = { line: StatementLineRow; orderNo: string | null }

export function StatementReview() {
  const { t } = useT()
  const lines = useLoad(linesToReview, [], t('app.error'))
  const [target, setTarget] = useState<Target | null>(null)
  return (
    <Card title={t('st.title')}>
      <p className="mb-3 text-ink-400 text-xs">{t('st.hint')}</p>
      {lines.error ? (
        <Notice kind="error" text={lines.error}>
          <Button onClick={lines.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !lines.data ? null : lines.data.length === 0 ? (
        <p className="p-4 text-center text-ink-400">{t('st.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('st.title')}>
          {lines.data.map((l) => (
            <LineBeside key={l.id} line={l} onPick={(orderNo) => setTarget({ line: l, orderNo })} />
          ))}
        </ul>
      )}
      {target ? (
        <DecisionDialog
          target={target}
          onClose={(changed) => {
            setTarget(null)
            if (changed) lines.reload()
          }}
        />
      ) : null}
    </Card>
  )
}

const cell = 'flex gap-2 py-0.5 text-sm'
const key = 'w-20 shrink-0 text-ink-400'

/** One line (left) beside its candidate orders (right), each with its credit button. */
function LineBeside({ line, onPick }: { line: StatementLineRow; onPick: (orderNo: string | null) => void }) {
  const { t } = useT()
  return (
    <li className="grid gap-3 rounded-sm border border-white/8 p-3 md:grid-cols-2" aria-label={line.line_id}>
      <div>
        <h3 className="mb-1 font-medium text-ink-200 text-sm">{t('st.line')}</h3>
        <div className={cell}>
          <span className={key}>{t('st.lineAmount')}</span>
          <Money value={line.amount} />
        </div>
        <div className={cell}>
          <span className={key}>{t('st.payer')}</span>
          {line.payer}
        </div>
        <div className={cell}>
          <span className={key}>{t('st.booked')}</span>
          {line.booked_at}
        </div>
        <div className={cell}>
          <span className={key}>{t('st.account')}</span>
          <span className="font-mono text-xs">{line.account}</span>
        </div>
        <div className={cell}>
          <span className={key}>{t('st.reason')}</span>
          <Badge tone="gold">{reasonText(t, line.reason)}</Badge>
        </div>
        <Button size="sm" tone="danger" onClick={() => onPick(null)}>
          {t('st.dismiss')}
        </Button>
      </div>
      <div>
        <h3 className="mb-1 font-medium text-ink-200 text-sm">{t('st.orders')}</h3>
        {line.candidates.length === 0 ? <p className="text-ink-400 text-sm">{t('st.noCandidates')}</p> : null}
        {line.candidates.map((c) => (
          <div key={c.order_no} className="mb-2 rounded-sm bg-navy-900 p-2">
            <div className={cell}>
              <span className={key}>{t('st.order')}</span>
              <span className="font-mono text-xs">{c.order_no}</span>
            </div>
            <div className={cell}>
              <span className={key}>{t('st.amount')}</span>
              <Money value={c.amount} />
            </div>
            <div className={cell}>
              <span className={key}>{t('st.depositor')}</span>
              {c.depositor_name}
              <span className="text-ink-400">· {c.username}</span>
            </div>
            <div className={cell}>
              <span className={key}>{t('st.created')}</span>
              {c.created_at}
            </div>
            <Button size="sm" tone="success" onClick={() => onPick(c.order_no)} disabled={c.state !== 1}>
              {t('st.credit')}
            </Button>
          </div>
        ))}
      </div>
    </li>
  )
}

function DecisionDialog({ target, onClose }: { target: Target; onClose: (changed: boolean) => void }) {
  const { t } = useT()
  const { line, orderNo } = target
  const [state, send] = useMachine(
    reviewMachine.provide({
      actors: {
        decide: fromPromise(({ input }) =>
          decideStatementLine({ id: line.id, orderNo, decision: input.decision, note: input.note }),
        ),
      },
    }),
    { input: { id: String(line.id), reasonRequired: true, decisions: [orderNo ? 'approve' : 'refuse'] } },
  )
  const c = state.context
  const close = () => onClose(state.hasTag('changed'))
  const credit = orderNo !== null
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  return (
    <Modal
      open
      title={t('st.dialog', { line: line.line_id })}
      onClose={state.matches('submitting') ? () => {} : close}
      wide
    >
      <p className="mb-3 text-sm text-ink-200">
        {credit ? t('st.toOrder', { order: orderNo, amount: line.amount }) : `${line.payer} · ${line.amount}`}
      </p>
      {error ? (
        <div className="mb-3">
          <Notice kind="error" text={error} />
        </div>
      ) : null}
      {state.matches('viewing') ? (
        <div className="flex justify-end gap-2">
          <Button tone="ghost" onClick={close}>
            {t('app.cancel')}
          </Button>
          <Button
            tone={credit ? 'success' : 'danger'}
            onClick={() => send({ type: 'choose', decision: credit ? 'approve' : 'refuse' })}
          >
            {credit ? t('st.credit') : t('st.dismiss')}
          </Button>
        </div>
      ) : state.matches('noting') ? (
        <div className="flex flex-col gap-3">
          {credit ? null : (
            <TextArea
              label={t('st.dismissReason')}
              value={c.note}
              onChange={(v) => send({ type: 'note', value: v })}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={() => send({ type: 'back' })}>
              {t('app.back')}
            </Button>
            <Button tone="primary" onClick={() => send({ type: 'next' })}>
              {credit ? t('st.credit') : t('st.dismiss')}
            </Button>
          </div>
        </div>
      ) : state.matches('confirming') || state.matches('submitting') ? (
        <div className="flex flex-col gap-3">
          <Notice
            kind={credit ? 'info' : 'warn'}
            text={credit ? t('st.confirmCredit') : t('st.confirmDismiss')}
          />
          <ConfirmButtons
            busy={state.matches('submitting')}
            tone={credit ? 'success' : 'danger'}
            onBack={() => send({ type: 'back' })}
            onConfirm={() => send({ type: 'confirm' })}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Notice
            kind={state.matches('done') ? 'success' : 'warn'}
            text={
              state.matches('done') ? (credit ? t('st.doneCredit') : t('st.doneDismiss')) : t('st.already')
            }
          />
          <CloseButton onClose={close} />
        </div>
      )}
    </Modal>
  )
}
