// Pieces several member pages share: the inline form error, the note banner and the bind dialogs.
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { type BindField, type bindCardMachine, canAdd } from '../../machines/bindCard.machine'
import type { FieldMessage } from '../../machines/memberKit'
import { Button, ConfirmDialog, Dialog, Field, Input, PasswordInput, RadioGroup, Select } from '../ui'
import type { useMemberFlow } from './useMemberFlow'

export type BindRef = ReturnType<typeof useMemberFlow<typeof bindCardMachine>>

export function FormError({ error }: { error: FieldMessage | null }) {
  const t = useT()
  if (!error) return null
  return (
    <p role="alert" className="rounded-md bg-danger-500/10 px-3 py-2 text-danger-400 text-sm">
      {t(error.key, error.params)}
    </p>
  )
}

export function Note({ children }: { children: ReactNode }) {
  return <p className="mb-4 rounded-lg bg-gold-400/10 px-3 py-2 text-gold-200 text-sm">{children}</p>
}

/** Whether the add action is open for a kind (fewer than 5 bound). */
export const useCanAdd = (actor: BindRef, kind: 1 | 2) => useSelector(actor, (s) => canAdd(s.context, kind))

/** The bank-card and USDT dialogs plus the unbind confirmation, all driven by bindCard.machine. */
export function BindDialogs({ actor }: { actor: BindRef }) {
  const t = useT()
  const show = useSelector(actor, (s) => (s.hasTag('form') ? s.context.bindShow : 0))
  const confirming = useSelector(actor, (s) => s.matches('confirmingUnbind'))
  const unbinding = useSelector(actor, (s) => s.matches('unbinding'))
  return (
    <>
      <Dialog
        open={show !== 0}
        onClose={() => actor.send({ type: 'bindCard.close' })}
        title={show === 2 ? t('member.bind.usdtTitle') : t('member.bind.cardTitle')}
      >
        {show === 2 ? <UsdtForm actor={actor} /> : <CardForm actor={actor} />}
      </Dialog>
      <ConfirmDialog
        open={confirming || unbinding}
        title={t('member.bind.unbindTitle')}
        message={t('member.bind.unbindAsk')}
        busy={unbinding}
        tone="danger"
        onConfirm={() => actor.send({ type: 'bindCard.unbindConfirm' })}
        onCancel={() => actor.send({ type: 'bindCard.unbindCancel' })}
      />
    </>
  )
}

function useBindField(actor: BindRef) {
  const form = useSelector(actor, (s) => s.context.form)
  return (field: BindField) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) =>
      actor.send({ type: 'bindCard.field', field, value: e.target.value }),
  })
}

function Submit({ actor }: { actor: BindRef }) {
  const t = useT()
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <>
      <FormError error={error} />
      <Button type="submit" loading={busy} block>
        {t('member.bind.submit')}
      </Button>
    </>
  )
}

function CardForm({ actor }: { actor: BindRef }) {
  const t = useT()
  const banks = useSelector(actor, (s) => s.context.banks)
  const bank = useSelector(actor, (s) => s.context.form.bank)
  const field = useBindField(actor)
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'bindCard.submit' })
      }}
    >
      <Field label={t('member.bind.bank')}>
        <Select
          options={banks.map((b) => ({ value: b.bank_name, label: b.bank_label }))}
          value={bank || null}
          placeholder={t('common.choose')}
          onChange={(v) => actor.send({ type: 'bindCard.field', field: 'bank', value: v })}
        />
      </Field>
      <Field label={t('member.bind.branch')}>
        <Input maxLength={64} {...field('bank_address')} />
      </Field>
      <Field label={t('member.bind.cardNo')}>
        <Input inputMode="numeric" maxLength={32} {...field('bank_no')} />
      </Field>
      <Field label={t('member.bind.holder')}>
        <Input maxLength={32} {...field('bank_owner')} />
      </Field>
      <Field label={t('member.bind.payPass')}>
        <PasswordInput maxLength={18} autoComplete="off" {...field('pay_pass')} />
      </Field>
      <Submit actor={actor} />
    </form>
  )
}

function UsdtForm({ actor }: { actor: BindRef }) {
  const t = useT()
  const protocol = useSelector(actor, (s) => s.context.form.protocol)
  const field = useBindField(actor)
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'bindCard.submit' })
      }}
    >
      <Field label={t('member.bind.address')}>
        <Input maxLength={64} {...field('bank_no')} />
      </Field>
      <RadioGroup
        label={t('member.bind.protocol')}
        options={[
          { value: 'ERC20', label: 'ERC20' },
          { value: 'TRC20', label: 'TRC20' },
        ]}
        value={protocol || null}
        onChange={(v) => actor.send({ type: 'bindCard.field', field: 'protocol', value: v })}
      />
      <Field label={t('member.bind.payPass')}>
        <PasswordInput maxLength={18} autoComplete="off" {...field('pay_pass')} />
      </Field>
      <Submit actor={actor} />
    </form>
  )
}
