// /transfer: the view of transferMode.machine (mode tabs, wallet box, venue list, conversion dialog).
import { useSelector } from '@xstate/react'
import { useT } from '../../i18n'
import { useSessionSend, useUser } from '../../machines/hooks'
import { type Direction, transferModeMachine } from '../../machines/transferMode.machine'
import { Button, Card, Dialog, Field, Input, Money, RadioGroup, Spinner, Tabs } from '../ui'
import { useMemberFlow } from './useMemberFlow'

export default function TransferPage() {
  const t = useT()
  const user = useUser()
  const session = useSessionSend()
  const ref = useMemberFlow(transferModeMachine, {
    input: { transferstatus: user?.transferstatus ?? 0 },
    actions: {
      userChanged: () => {
        session({ type: 'session.refreshUser' })
        session({ type: 'session.refreshBalance' })
      },
    },
  })
  const mode = useSelector(ref, (s) => s.context.transferstatus)
  const balance = useSelector(ref, (s) => s.context.balance)
  const venues = useSelector(ref, (s) => s.context.venues)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const loading = useSelector(ref, (s) => s.matches('loadingWallets'))
  const canRecover = useSelector(ref, (s) => s.can({ type: 'transfer.recoverAll' }))

  return (
    <Card titleAs="h1" title={t('member.menu.transfer')}>
      <p className="mb-4 rounded-lg bg-gold-400/10 px-3 py-2 text-gold-200 text-sm">
        {t('member.transfer.note')}
      </p>
      <Tabs
        label={t('member.transfer.modeLabel')}
        items={[
          { key: 0, label: t('member.transfer.modeTransfer') },
          { key: 1, label: t('member.transfer.modeSeamless') },
        ]}
        selected={mode}
        onChange={(k) => ref.send({ type: 'transfer.mode', transferstatus: k as 0 | 1 })}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold-400/20 bg-navy-900 p-4">
        <div>
          <p className="text-ink-400 text-sm">{t('member.transfer.platformWallet')}</p>
          <p className="font-semibold text-2xl text-gold-200">
            {balance === null ? <Spinner size="sm" /> : <Money value={balance} />}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={loading}
            onClick={() => ref.send({ type: 'transfer.refresh' })}
          >
            {t('common.refresh')}
          </Button>
          {mode === 1 ? (
            <Button
              size="sm"
              disabled={!canRecover}
              loading={busy && !loading}
              onClick={() => ref.send({ type: 'transfer.recoverAll' })}
            >
              {t('member.transfer.recoverAll')}
            </Button>
          ) : null}
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {venues.map((v) => (
          <li key={v.platname}>
            <button
              type="button"
              onClick={() => ref.send({ type: 'transfer.open', platname: v.platname })}
              className="flex w-full flex-col items-start gap-1 rounded-lg border border-white/8 bg-navy-800 p-3 text-left hover:border-gold-400/50"
            >
              <span className="text-ink-100 text-sm">{v.name}</span>
              <Money value={v.balance} className="text-gold-200" />
              <span className="text-gold-300 text-xs">
                {mode === 1 ? t('common.refresh') : t('member.transfer.convert')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ConversionDialog actor={ref} />
      <ModeConfirmDialog actor={ref} />
    </Card>
  )
}

/** The confirm step of a mode switch: what changes for the player's bets, then switch or keep. */
function ModeConfirmDialog({
  actor,
}: {
  actor: ReturnType<typeof useMemberFlow<typeof transferModeMachine>>
}) {
  const t = useT()
  const open = useSelector(actor, (s) => s.hasTag('confirm'))
  const requested = useSelector(actor, (s) => s.context.requestedMode)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const mode = t(requested === 1 ? 'member.transfer.modeSeamless' : 'member.transfer.modeTransfer')
  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'transfer.mode.cancel' })}
      title={t('member.transfer.modeConfirmTitle', { mode })}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => actor.send({ type: 'transfer.mode.cancel' })}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => actor.send({ type: 'transfer.mode.confirm' })}>
            {t('member.transfer.modeConfirm')}
          </Button>
        </div>
      }
    >
      <p className="text-ink-200 text-sm leading-relaxed">
        {t(requested === 1 ? 'member.transfer.modeExplainSeamless' : 'member.transfer.modeExplainTransfer')}
      </p>
    </Dialog>
  )
}

function ConversionDialog({
  actor,
}: {
  actor: ReturnType<typeof useMemberFlow<typeof transferModeMachine>>
}) {
  const t = useT()
  const open = useSelector(actor, (s) => s.hasTag('modal'))
  const venue = useSelector(actor, (s) => s.context.venue)
  const venueBalance = useSelector(actor, (s) => s.context.venueBalance)
  const balance = useSelector(actor, (s) => s.context.balance)
  const mode = useSelector(actor, (s) => s.context.transferstatus)
  const direction = useSelector(actor, (s) => s.context.direction)
  const amount = useSelector(actor, (s) => s.context.amount)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'transfer.close' })}
      title={t('member.transfer.convert')}
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <dt className="text-ink-400">{t('member.transfer.platformBalance')}</dt>
        <dd className="text-right">{balance === null ? '—' : <Money value={balance} />}</dd>
        <dt className="text-ink-400">{t('member.transfer.venueBalance', { name: venue?.name ?? '' })}</dt>
        <dd className="text-right">
          {venueBalance === null ? t('member.transfer.reading') : <Money value={venueBalance} />}
        </dd>
      </dl>
      {mode === 0 ? (
        <form
          className="mt-4 flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'transfer.submit' })
          }}
        >
          <RadioGroup
            label={t('member.transfer.direction')}
            options={[
              { value: 'in', label: t('member.transfer.in') },
              { value: 'out', label: t('member.transfer.out') },
            ]}
            value={direction}
            onChange={(d) => actor.send({ type: 'transfer.direction', direction: d as Direction })}
          />
          <Field label={t('member.transfer.amount')} error={error ? t(error) : undefined}>
            <Input
              inputMode="decimal"
              value={amount}
              placeholder={t('member.transfer.amountPlaceholder')}
              onChange={(e) => actor.send({ type: 'transfer.amount', amount: e.target.value })}
            />
          </Field>
          <Button type="submit" loading={busy} block>
            {t('member.transfer.confirm')}
          </Button>
        </form>
      ) : null}
    </Dialog>
  )
}
