// The desk's two confirmations (deskChat machine, docs/support.md): handing the conversation to another
// agent (with each one's status and load) and closing it; both open on the machine's tags.
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { DeskAgent } from '../../../../core/contract/support-desk'
import { useT } from '../../i18n'
import type { deskChatMachine } from '../../machines/deskChat.machine'
import { Button, Modal, Select, Spinner } from '../../ui/kit'
import { agentStatus } from './Queue'

type Ref = ActorRefFrom<typeof deskChatMachine>

export function TransferDialog({ actor, agents }: { actor: Ref; agents: DeskAgent[] }) {
  const { t } = useT()
  const open = useSelector(actor, (s) => s.hasTag('transfer'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const to = useSelector(actor, (s) => s.context.transferTo)
  const cancel = () => actor.send({ type: 'desk.cancel' })
  return (
    <Modal open={open} title={t('desk.transfer.title')} onClose={cancel}>
      {agents.length === 0 ? (
        <p className="mb-4 text-sm text-ink-300">{t('desk.transfer.none')}</p>
      ) : (
        <div className="mb-4">
          <Select<string>
            label={t('desk.transfer.to')}
            value={to === null ? '' : String(to)}
            onChange={(v) => actor.send({ type: 'desk.transferTo', agentId: Number(v) })}
            options={[
              { value: '', label: '—' },
              ...agents.map((a) => ({
                value: String(a.id),
                label: `${a.username} · ${t(agentStatus(a))} · ${a.open}/${a.max_open}`,
              })),
            ]}
          />
        </div>
      )}
      <DialogActions
        busy={busy}
        canConfirm={to !== null}
        onCancel={cancel}
        onConfirm={() => actor.send({ type: 'desk.confirm' })}
      />
    </Modal>
  )
}

export function CloseDialog({ actor }: { actor: Ref }) {
  const { t } = useT()
  const open = useSelector(actor, (s) => s.hasTag('closing'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const cancel = () => actor.send({ type: 'desk.cancel' })
  return (
    <Modal open={open} title={t('desk.close.title')} onClose={cancel}>
      <p className="mb-4 text-sm text-ink-300">{t('desk.close.hint')}</p>
      <DialogActions
        busy={busy}
        canConfirm
        onCancel={cancel}
        onConfirm={() => actor.send({ type: 'desk.confirm' })}
      />
    </Modal>
  )
}

function DialogActions(p: {
  busy: boolean
  canConfirm: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useT()
  return (
    <div className="flex justify-end gap-2">
      <Button tone="ghost" onClick={p.onCancel} disabled={p.busy}>
        {t('desk.cancel')}
      </Button>
      <Button tone="primary" onClick={p.onConfirm} disabled={p.busy || !p.canConfirm}>
        {p.busy ? <Spinner /> : null}
        {t('desk.confirm')}
      </Button>
    </div>
  )
}
