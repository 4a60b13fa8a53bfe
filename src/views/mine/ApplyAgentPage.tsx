// /applyagent: read-only real name, contact number, application note, submit.
import { useSelector } from '@xstate/react'
import { useT } from '../../i18n'
import { applyAgentMachine } from '../../machines/applyAgent.machine'
import { useUser } from '../../machines/hooks'
import { Button, Card, Field, Input } from '../ui'
import { useFieldWiring } from '../ui/Field'
import { FormError } from './parts'
import { useMemberFlow } from './useMemberFlow'

export default function ApplyAgentPage() {
  const t = useT()
  const user = useUser()
  const ref = useMemberFlow(applyAgentMachine)
  const form = useSelector(ref, (s) => s.context.form)
  const error = useSelector(ref, (s) => s.context.error)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  return (
    <Card titleAs="h1" title={t('member.menu.applyagent')}>
      <form
        className="flex max-w-xl flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          ref.send({ type: 'agent.submit' })
        }}
      >
        <Field label={t('member.center.realname')}>
          <Input value={user?.realname ?? ''} readOnly disabled />
        </Field>
        <Field label={t('member.agent.mobile')}>
          <Input
            inputMode="tel"
            maxLength={16}
            value={form.mobile}
            onChange={(e) => ref.send({ type: 'agent.field', field: 'mobile', value: e.target.value })}
          />
        </Field>
        <Field label={t('member.agent.note')}>
          <NoteInput
            rows={5}
            maxLength={500}
            value={form.apply_info}
            onChange={(e) => ref.send({ type: 'agent.field', field: 'apply_info', value: e.target.value })}
          />
        </Field>
        <FormError error={error} />
        <Button type="submit" loading={busy} className="self-start">
          {t('member.agent.submit')}
        </Button>
      </form>
    </Card>
  )
}

/** A textarea wired to its Field's label (the primitives have no multi-line input). */
function NoteInput(props: {
  rows: number
  maxLength: number
  value: string
  onChange: (e: { target: { value: string } }) => void
}) {
  const wiring = useFieldWiring()
  return (
    <textarea
      {...props}
      id={wiring?.id}
      aria-describedby={wiring?.describedBy}
      className="w-full rounded-lg border border-white/10 bg-navy-900 px-3 py-2 text-ink-50 outline-none focus:border-gold-400"
    />
  )
}
