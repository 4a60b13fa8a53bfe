// The venue top-up offer (venueTopUp.machine): in transfer mode, an empty venue wallet, an amount
// (quick amounts within the central balance) and a confirm, or go on without moving money.
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { plainAmount } from '../../machines/memberKit'
import { quickAmounts, type venueTopUpMachine } from '../../machines/venueTopUp.machine'
import { Button, Dialog, Field, Input } from '../ui'

type TopUpRef = ActorRefFrom<typeof venueTopUpMachine>

export function VenueTopUpDialog({ actor }: { actor: TopUpRef }) {
  const t = useT()
  const open = useSelector(actor, (s) => s.hasTag('modal'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const balance = useSelector(actor, (s) => s.context.balance)
  const venueBalance = useSelector(actor, (s) => s.context.venueBalance)
  const amount = useSelector(actor, (s) => s.context.amount)
  const error = useSelector(actor, (s) => s.context.error)
  const quick = quickAmounts(balance)
  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'topUp.skip' })}
      title={t('public.topUp.title')}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'topUp.skip' })}>
            {t('public.topUp.skip')}
          </Button>
          <Button type="submit" form="venue-top-up" loading={busy}>
            {t('public.topUp.confirm')}
          </Button>
        </div>
      }
    >
      <p className="text-ink-200 text-sm leading-relaxed">
        {t('public.topUp.explain', {
          venue: displayMoney(venueBalance ?? '0.00'),
          balance: displayMoney(balance ?? '0.00'),
        })}
      </p>
      <form
        id="venue-top-up"
        className="mt-4 flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'topUp.confirm' })
        }}
      >
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 text-ink-400 text-sm">{t('public.topUp.quick')}</legend>
          {quick.map((q, i) => (
            <Button
              key={q}
              size="sm"
              variant="secondary"
              aria-pressed={plainAmount(q) === amount}
              onClick={() => actor.send({ type: 'topUp.amount', amount: plainAmount(q) })}
            >
              {i === quick.length - 1 ? t('public.topUp.all', { amount: displayMoney(q) }) : displayMoney(q)}
            </Button>
          ))}
        </fieldset>
        <Field label={t('public.topUp.amount')} error={error ? t(error) : undefined}>
          <Input
            inputMode="decimal"
            value={amount}
            placeholder={t('public.topUp.amountPlaceholder')}
            onChange={(e) => actor.send({ type: 'topUp.amount', amount: e.target.value })}
          />
        </Field>
      </form>
    </Dialog>
  )
}
