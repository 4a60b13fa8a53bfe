// /recharge (kept alive by the route table): the view of deposit.machine. Bonus offers are listed
// with their terms, each unticked until the player opts in (docs/promotions.md).
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { displayMoney } from '../../../core/money'
import { type MessageKey, useT } from '../../i18n'
import {
  type DepositField,
  type DepositMethod,
  quickAmounts,
  usdtEquivalent,
} from '../../machines/deposit.logic'
import { depositMachine } from '../../machines/deposit.machine'
import { useUser } from '../../machines/hooks'
import { plainAmount } from '../../machines/memberKit'
import { navigateTo } from '../../routes/navigate'
import { usePageActive } from '../../routes/pageActive'
import { href, paths } from '../../routes/paths'
import { BirthDateGate } from '../protection/BirthDateGate'
import { DepositLimitNote } from '../protection/DepositLimitNote'
import {
  Button,
  Card,
  Checkbox,
  CopyButton,
  Dialog,
  EmptyState,
  Field,
  Input,
  RadioGroup,
  Select,
  Spinner,
  Tabs,
} from '../ui'
import { goToMine, openInNewTab, useMemberFlow } from './useMemberFlow'

type DepositRef = ReturnType<typeof useMemberFlow<typeof depositMachine>>

/** The tips under the form speak of the method chosen: a USDT deposit has no card number to fill in. */
const TIPS: Record<DepositMethod, MessageKey[]> = {
  bank: ['member.deposit.tip1', 'member.deposit.tip2'],
  usdt: ['member.deposit.usdtTip1', 'member.deposit.usdtTip2', 'member.deposit.usdtTip3'],
  wechat: ['member.deposit.walletTip1', 'member.deposit.walletTip2'],
  alipay: ['member.deposit.walletTip1', 'member.deposit.walletTip2'],
}

export default function RechargePage() {
  const t = useT()
  const user = useUser()
  const ref = useMemberFlow(depositMachine, {
    actions: {
      openPayInfo: ({ context }: { context: { orderNo: string } }) =>
        openInNewTab(paths.payInfo(context.orderNo)),
      goToRecords: goToMine('transRecord'),
      goToBankCard: goToMine('bankCard'),
      goBack: () => (history.length > 1 ? history.back() : navigateTo(paths.mine('center'))),
    },
  })
  const methods = useSelector(ref, (s) => s.context.methods)
  const method = useSelector(ref, (s) => s.context.method)
  const loading = useSelector(ref, (s) => s.matches('loadingCashier'))
  const failed = useSelector(ref, (s) => s.matches('failed'))
  const unavailable = useSelector(ref, (s) => s.matches('unavailable'))
  const reminding = useSelector(ref, (s) => s.matches('reminding'))
  const formShown = useSelector(ref, (s) => s.hasTag('form'))
  // Kept alive while hidden: its dialog must not float over other pages, leaving from the reminder
  // rests the flow, and coming back re-checks the bindings.
  const active = usePageActive()
  useEffect(() => {
    ref.send({ type: active ? 'deposit.retry' : 'deposit.leave' })
  }, [active, ref])
  // The session's user record may arrive after the flow started: its real name fills the depositor name.
  const realName = user?.realname ?? ''
  useEffect(() => {
    if (realName) ref.send({ type: 'deposit.realName', name: realName })
  }, [realName, ref])

  return (
    <Card titleAs="h1" title={t('member.menu.recharge')}>
      <p className="mb-4 rounded-lg bg-gold-400/10 px-3 py-2 text-gold-200 text-sm">
        {t('member.deposit.note')}
      </p>
      <p className="mb-4 text-ink-300 text-sm">
        <a className="text-gold-300 underline" href={href(paths.mine('responsible'))}>
          {t('pr.link')}
        </a>
      </p>
      {/* One prompt at a time: a player with no card bound is first sent to bind one (the reminder);
          the date-of-birth gate stands in front of the form once the page has something to deposit with. */}
      {active && !loading && !reminding ? <BirthDateGate /> : null}
      {active ? <DepositLimitNote firstDeposit={Number(user?.paysum ?? 0) === 0} /> : null}
      {loading ? <Spinner label={t('common.loading')} /> : null}
      {failed ? (
        <EmptyState
          title={t('member.deposit.loadFailed')}
          action={<Button onClick={() => ref.send({ type: 'deposit.retry' })}>{t('member.retry')}</Button>}
        />
      ) : null}
      {unavailable ? <EmptyState title={t('member.deposit.noMethod')} /> : null}
      {method && formShown ? (
        <>
          <Tabs
            label={t('member.deposit.methods')}
            items={methods.map((m) => ({ key: m, label: t(`member.deposit.method.${m}`) }))}
            selected={method}
            onChange={(m) => ref.send({ type: 'deposit.method', method: m as DepositMethod })}
          />
          <DepositForm actor={ref} />
        </>
      ) : null}
      <Dialog
        open={active && reminding}
        onClose={() => ref.send({ type: 'reminder.close' })}
        title={t('member.deposit.reminderTitle')}
      >
        <p>{t('member.deposit.reminder')}</p>
        <Button className="mt-4" block onClick={() => ref.send({ type: 'reminder.bind' })}>
          {t('member.deposit.goBind')}
        </Button>
      </Dialog>
    </Card>
  )
}

function DepositForm({ actor }: { actor: DepositRef }) {
  const t = useT()
  const method = useSelector(actor, (s) => s.context.method)
  const form = useSelector(actor, (s) => s.context.form)
  const error = useSelector(actor, (s) => s.context.error)
  const range = useSelector(actor, (s) => s.context.range)
  const editing = useSelector(actor, (s) => s.matches('editing'))
  const chips = quickAmounts(range)
  const protocol = useSelector(actor, (s) => s.context.protocol)
  // The rate is the session's (the user record may arrive after the flow started).
  const user = useUser()
  const usdtrate = user?.usdtrate ?? '0'
  const equivalent = usdtEquivalent({ form, usdtrate })
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'deposit.submit' }))
  const channelLoading = useSelector(actor, (s) => s.hasTag('channel'))
  const field = (f: DepositField) => ({
    value: form[f],
    onChange: (e: { target: { value: string } }) =>
      actor.send({ type: 'deposit.field', field: f, value: e.target.value }),
  })
  return (
    <form
      className="mt-5 flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'deposit.submit' })
      }}
    >
      {method === 'bank' ? <BankDetails actor={actor} busy={busy} /> : null}
      {method === 'usdt' ? (
        <>
          <RadioGroup
            label={t('member.deposit.protocol')}
            options={[
              { value: 'TRC20', label: 'TRC20' },
              { value: 'ERC20', label: 'ERC20' },
            ]}
            value={protocol}
            onChange={(p) => actor.send({ type: 'deposit.protocol', protocol: p })}
          />
          <p className="text-ink-400 text-xs">{t('member.deposit.protocolNote')}</p>
        </>
      ) : null}
      <Field
        label={t('member.deposit.amount')}
        hint={t('member.deposit.rangeHint', { min: range.min, max: range.max })}
        disabled={busy}
      >
        <Input inputMode="decimal" placeholder={t('member.deposit.amountPlaceholder')} {...field('amount')} />
      </Field>
      {chips.length > 0 ? (
        <RadioGroup
          label={t('member.deposit.quickAmounts')}
          options={chips.map((c) => ({ value: c, label: displayMoney(c).replace(/\.00$/, '') }))}
          value={chips.find((c) => plainAmount(c) === form.amount.trim()) ?? null}
          onChange={(amount) => actor.send({ type: 'deposit.amount', amount })}
          disabled={!editing}
          className="-mt-2"
        />
      ) : null}
      {method === 'usdt' ? (
        <p className="text-ink-300 text-sm">
          {t('member.deposit.usdtEquivalent', { usdt: equivalent })}{' '}
          <span className="text-ink-400">{t('member.deposit.rate', { rate: usdtrate })}</span>
        </p>
      ) : null}
      <Offers actor={actor} busy={busy} />
      {error ? (
        <p role="alert" className="rounded-md bg-danger-500/10 px-3 py-2 text-danger-400 text-sm">
          {t(error.key, error.params)}
        </p>
      ) : null}
      <Button
        type="submit"
        loading={busy}
        disabled={!canSubmit}
        aria-describedby={channelLoading ? 'deposit-submit-reason' : undefined}
        block
      >
        {t('member.deposit.submit')}
      </Button>
      {channelLoading ? (
        <p id="deposit-submit-reason" role="status" className="-mt-2 text-ink-400 text-xs">
          {t('member.deposit.channelLoading')}
        </p>
      ) : null}
      <ul
        aria-label={t('member.deposit.tipsLabel')}
        className="list-disc space-y-1 pl-5 text-ink-400 text-xs"
      >
        {(method ? TIPS[method] : []).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </form>
  )
}

/** The bonuses open on this method, none ticked until the player chooses; the terms in one line each. */
function Offers({ actor, busy }: { actor: DepositRef; busy: boolean }) {
  const t = useT()
  const offers = useSelector(actor, (s) => s.context.offers)
  const chosen = useSelector(actor, (s) => s.context.chosen)
  if (!offers.length) return null
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-ink-300 text-sm">{t('member.deposit.offers')}</legend>
      {offers.map((o) => (
        <Checkbox
          key={o.id}
          label={o.title}
          detail={t(`member.deposit.offerTerms.${o.kind}`, {
            percent: plainAmount(o.percent),
            min: plainAmount(o.min_deposit),
            max: plainAmount(o.max_bonus),
            multiple: o.multiple,
          })}
          checked={chosen.includes(o.id)}
          disabled={busy}
          onChange={(on) => actor.send({ type: 'deposit.offer', id: o.id, chosen: on })}
        />
      ))}
      <p className="text-ink-400 text-xs">{t('member.deposit.offersNote')}</p>
    </fieldset>
  )
}

/** `busy`: the order is being sent or the page is about to leave; the fields wait (nothing typed is dropped). */
function BankDetails({ actor, busy }: { actor: DepositRef; busy: boolean }) {
  const t = useT()
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const banks = useSelector(actor, (s) => s.context.banks)
  const form = useSelector(actor, (s) => s.context.form)
  const set = (field: DepositField, value: string) => actor.send({ type: 'deposit.field', field, value })
  const [current, setCurrent] = useState(0)
  return (
    <>
      {/* One Tab stop for all the copy buttons (arrow keys move between them), so the form's first
          field is a few Tab presses from the page heading. */}
      <section
        aria-label={t('member.deposit.receiving')}
        aria-describedby="deposit-copy-hint"
        className="grid gap-3 md:grid-cols-2"
        onKeyDown={(e) => {
          const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key]
          const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
          if (!step || buttons.length === 0) return
          e.preventDefault()
          buttons[(current + step + buttons.length) % buttons.length]?.focus()
        }}
      >
        <p id="deposit-copy-hint" className="sr-only">
          {t('member.deposit.copyHint')}
        </p>
        {accounts.map((a, ai) => (
          <dl
            key={a.id}
            className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 rounded-lg border border-white/8 bg-navy-900 p-3 text-sm"
          >
            {(
              [
                ['member.deposit.accountNo', a.bank_no],
                ['member.deposit.accountOwner', a.bank_owner],
                ['member.deposit.accountBank', a.bank_data.bank_label],
                ['member.deposit.accountAddress', a.bank_address],
              ] as const
            ).map(([label, value], fi) => (
              <div key={label} className="contents">
                <dt className="text-ink-400">{t(label)}</dt>
                <dd className="min-w-0 break-words text-ink-100">
                  {label === 'member.deposit.accountNo' ? <AccountNumber value={value} /> : value}
                </dd>
                <dd>
                  <CopyButton
                    text={value}
                    name={t(label)}
                    tabIndex={ai * 4 + fi === current ? 0 : -1}
                    onFocus={() => setCurrent(ai * 4 + fi)}
                  />
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('member.deposit.depositorBank')}>
          <Select
            options={banks.map((b) => ({ value: b.bank_name, label: b.bank_label }))}
            value={form.bank || null}
            placeholder={t('common.choose')}
            onChange={(v) => set('bank', v)}
            disabled={busy}
          />
        </Field>
        <Field label={t('member.deposit.depositorName')} disabled={busy}>
          <Input value={form.bank_owner} maxLength={32} onChange={(e) => set('bank_owner', e.target.value)} />
        </Field>
        <Field label={t('member.deposit.cardNo')} disabled={busy}>
          <Input value={form.bank_no} maxLength={24} onChange={(e) => set('bank_no', e.target.value)} />
        </Field>
        <Field label={t('member.deposit.bankAddress')} disabled={busy}>
          <Input
            value={form.bank_address}
            maxLength={24}
            onChange={(e) => set('bank_address', e.target.value)}
          />
        </Field>
      </div>
    </>
  )
}

/**
 * A receiving account number in full, in groups of four that never split: a long number wraps between
 * groups instead of being cut. The copy button beside it copies the number as the bank has it.
 */
function AccountNumber({ value }: { value: string }) {
  const digits = value.replace(/\s+/g, '')
  const groups = digits.match(/.{1,4}/g) ?? []
  return (
    <span className="inline-flex flex-wrap gap-x-[0.5em] font-mono tabular-nums">
      <span className="sr-only">{digits}</span>
      {groups.map((g, i) => (
        <span key={i} aria-hidden className="whitespace-nowrap">
          {g}
        </span>
      ))}
    </span>
  )
}
