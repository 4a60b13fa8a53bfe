// The decision on one player's KYC, driven by the KYC review machine: the facts and documents, then
// approve (disabled with the reason when a kind of document is missing), refuse with a reason, or ask
// for another document; the confirmation and the server's answer.
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { KycPlayer } from '../../../../core/contract/admin'
import { type ConsoleKey, useT } from '../../i18n'
import { kycReviewMachine } from '../../machines/kycReview.machine'
import { Button, Modal, Notice, Select, TextArea } from '../../ui/kit'
import { CloseButton, ConfirmButtons } from '../DialogButtons'
import { decideKyc } from './calls'
import { KycDocuments, KycFacts } from './KycCard'

const complete = (p: KycPlayer) =>
  new Set(p.documents.filter((d) => d.state === 'pending' || d.state === 'approved').map((d) => d.kind))
    .size === 2

const CONFIRM: Record<string, ConsoleKey> = {
  approve: 'kyc.confirmApprove',
  refuse: 'kyc.confirmRefuse',
  request: 'kyc.confirmRequest',
}

export function KycDialog({ player, onClose }: { player: KycPlayer; onClose: (changed: boolean) => void }) {
  const { t } = useT()
  const [state, send] = useMachine(
    kycReviewMachine.provide({
      actors: {
        decide: fromPromise(({ input }) => decideKyc(input)),
      },
    }),
    { input: { username: player.username, complete: complete(player) } },
  )
  const c = state.context
  const close = () => onClose(state.hasTag('changed'))
  const error = c.error ? ('key' in c.error ? t(c.error.key) : c.error.text) : null
  const mayApprove = state.can({ type: 'kyc.choose', action: 'approve' })
  return (
    <Modal
      open
      title={`${t('kyc.title')} · ${player.username} ${player.realname}`}
      onClose={state.hasTag('busy') ? () => {} : close}
      wide
    >
      <div className="mb-4 flex flex-col gap-3 rounded-sm bg-navy-900 p-3 text-sm">
        <KycFacts p={player} />
        <KycDocuments documents={player.documents} />
      </div>
      {error ? (
        <div className="mb-3">
          <Notice kind="error" text={error} />
        </div>
      ) : null}
      {state.matches('viewing') ? (
        <div className="flex flex-col gap-3">
          {!mayApprove ? <Notice kind="warn" text={t('kyc.incomplete')} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button tone="ghost" onClick={close}>
              {t('app.cancel')}
            </Button>
            <Button onClick={() => send({ type: 'kyc.choose', action: 'request' })}>
              {t('kyc.request')}
            </Button>
            <Button tone="danger" onClick={() => send({ type: 'kyc.choose', action: 'refuse' })}>
              {t('kyc.refuse')}
            </Button>
            <Button
              tone="success"
              disabled={!mayApprove}
              onClick={() => send({ type: 'kyc.choose', action: 'approve' })}
            >
              {t('kyc.approve')}
            </Button>
          </div>
        </div>
      ) : state.matches('noting') ? (
        <div className="flex flex-col gap-3">
          {c.action === 'request' ? (
            <Select
              label={t('kyc.requestKind')}
              value={c.kind ?? ''}
              onChange={(v) => (v ? send({ type: 'kyc.kind', kind: v }) : undefined)}
              options={[
                { value: '', label: '—' },
                { value: 'identity', label: t('kyc.kind.identity') },
                { value: 'address', label: t('kyc.kind.address') },
              ]}
            />
          ) : null}
          <TextArea
            label={t('kyc.reasonLabel')}
            value={c.reason}
            onChange={(v) => send({ type: 'kyc.reason', value: v })}
          />
          <div className="flex justify-end gap-2">
            <Button tone="ghost" onClick={() => send({ type: 'kyc.back' })}>
              {t('app.back')}
            </Button>
            <Button tone="primary" onClick={() => send({ type: 'kyc.next' })}>
              {c.action === 'request' ? t('kyc.request') : t('kyc.refuse')}
            </Button>
          </div>
        </div>
      ) : state.matches('confirming') || state.matches('submitting') ? (
        <div className="flex flex-col gap-3">
          <Notice kind={c.action === 'approve' ? 'info' : 'warn'} text={t(CONFIRM[c.action ?? 'approve'])} />
          {c.reason ? (
            <p className="text-sm text-ink-300">
              {t('kyc.reason')}：{c.reason}
            </p>
          ) : null}
          <ConfirmButtons
            busy={state.hasTag('busy')}
            tone={c.action === 'approve' ? 'success' : 'danger'}
            onBack={() => send({ type: 'kyc.back' })}
            onConfirm={() => send({ type: 'kyc.confirm' })}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Notice
            kind={state.matches('done') ? 'success' : 'warn'}
            text={t(state.matches('done') ? 'kyc.done' : 'kyc.already')}
          />
          <CloseButton onClose={close} />
        </div>
      )}
    </Modal>
  )
}
