// /withdraw: the view of withdrawal.machine; the bound lists and bind dialogs come from bindCard.machine.
// The money is shown apart: the balance, the cash that can be withdrawn, the active bonus and each open
// turnover requirement; a withdrawal that would forfeit the bonus asks first (docs/promotions.md).
// The machine watches the bound lists (the only card or address is chosen) and names the quick amounts.
import { useSelector } from '@xstate/react'
import { displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { bindCardMachine } from '../../machines/bindCard.machine'
import { useSessionSend, useUser } from '../../machines/hooks'
import { plainAmount } from '../../machines/memberKit'
import {
  openRequirements,
  usdtQuote,
  type WithdrawTab,
  withdrawable,
  withdrawalMachine,
  withdrawQuickAmounts,
} from '../../machines/withdrawal.machine'
import {
  Button,
  Card,
  ConfirmDialog,
  Field,
  Input,
  Money,
  PasswordInput,
  RadioGroup,
  Spinner,
  Tabs,
} from '../ui'
import { KycLimitNotice } from './KycParts'
import { BindDialogs, FormError, Note, useCanAdd } from './parts'
import { RequirementTable } from './Requirements'
import { goToMine, useMemberFlow } from './useMemberFlow'

export default function WithdrawPage() {
  const t = useT()
  const user = useUser()
  const session = useSessionSend()
  const bind = useMemberFlow(bindCardMachine, { input: { tab: 1 } })
  const ref = useMemberFlow(withdrawalMachine, {
    input: {
      rates: {
        withdrawusdtrate: user?.withdrawusdtrate ?? '0',
        withdrawcashfee: user?.withdrawcashfee ?? '0',
        withdrawfeeusdttrc: user?.withdrawfeeusdttrc ?? '0',
      },
      bound: bind,
    },
    actions: {
      userChanged: () => session({ type: 'session.refreshBalance' }),
      goToRecords: goToMine('transRecord'),
    },
  })
  const tab = useSelector(ref, (s) => s.context.tab)
  const kind = tab === 'bank' ? 1 : 2
  const items = useSelector(bind, (s) => (tab === 'bank' ? s.context.cards : s.context.addresses))
  const listsLoading = useSelector(bind, (s) => s.matches('loading'))
  const canAdd = useCanAdd(bind, kind)
  const selectedId = useSelector(ref, (s) => s.context.selectedId)
  const balance = useSelector(ref, (s) => s.context.balance)
  const betAmount = useSelector(ref, (s) => s.context.betAmount)
  const cash = useSelector(ref, (s) => withdrawable(s.context))
  const chips = useSelector(ref, (s) => withdrawQuickAmounts(s.context), sameList)
  const requirements = useSelector(ref, (s) => openRequirements(s.context))
  const confirming = useSelector(ref, (s) => s.hasTag('modal'))
  const forfeitMessage = useSelector(ref, (s) => s.context.forfeitMessage)
  const refreshing = useSelector(ref, (s) => s.matches('refreshing'))
  const amount = useSelector(ref, (s) => s.context.amount)
  const password = useSelector(ref, (s) => s.context.password)
  const error = useSelector(ref, (s) => s.context.error)
  const kycRefusal = useSelector(ref, (s) => s.context.kycRefusal)
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const protocol = useSelector(ref, (s) => s.context.protocol)
  // Rates and fees are the session's (the user record may arrive after the flow started).
  const quote = usdtQuote({
    amount,
    protocol,
    rates: {
      withdrawusdtrate: user?.withdrawusdtrate ?? '0',
      withdrawcashfee: user?.withdrawcashfee ?? '0',
      withdrawfeeusdttrc: user?.withdrawfeeusdttrc ?? '0',
    },
  })

  return (
    <Card titleAs="h1" title={t('member.menu.withdraw')}>
      <Note>{t('member.withdraw.note')}</Note>
      <Tabs
        label={t('member.withdraw.kinds')}
        items={[
          { key: 'bank', label: t('member.withdraw.bankTab') },
          { key: 'usdt', label: t('member.withdraw.usdtTab') },
        ]}
        selected={tab}
        onChange={(k) => ref.send({ type: 'withdrawal.tab', tab: k as WithdrawTab })}
      />
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex items-center justify-between rounded-xl border border-gold-400/20 bg-navy-900 p-4">
          <div>
            <p className="text-ink-400 text-sm">{t('member.withdraw.balance')}</p>
            <p className="font-semibold text-gold-200 text-xl">
              {balance === null ? <Spinner size="sm" /> : <Money value={balance} />}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            loading={refreshing}
            onClick={() => ref.send({ type: 'withdrawal.refresh' })}
          >
            {t('common.refresh')}
          </Button>
        </div>
        <div className="rounded-xl border border-white/8 bg-navy-900 p-4">
          <p className="text-ink-400 text-sm">{t('member.withdraw.withdrawable')}</p>
          <p className="font-semibold text-ink-100 text-xl">{cash === null ? '—' : <Money value={cash} />}</p>
          <p className="text-ink-400 text-xs">
            {betAmount && betAmount.required !== '0.00'
              ? t('member.withdraw.required', { amount: betAmount.required })
              : t('member.withdraw.withdrawableNote')}
          </p>
        </div>
        {betAmount && betAmount.bonus !== '0.00' ? (
          <div className="rounded-xl border border-white/8 bg-navy-900 p-4">
            <p className="text-ink-400 text-sm">{t('member.withdraw.bonus')}</p>
            <p className="font-semibold text-gold-200 text-xl">
              <Money value={betAmount.bonus} />
            </p>
            <p className="text-ink-400 text-xs">{t('member.withdraw.bonusNote')}</p>
          </div>
        ) : null}
      </div>
      {requirements.length ? (
        <section className="mt-4" aria-labelledby="withdraw-requirements">
          <h2 id="withdraw-requirements" className="mb-2 text-ink-300 text-sm">
            {t('member.requirement.heading')}
          </h2>
          <RequirementTable rows={requirements} caption={t('member.requirement.heading')} />
        </section>
      ) : null}

      <form
        className="mt-5 flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          ref.send({ type: 'withdrawal.submit' })
        }}
      >
        <fieldset>
          <legend className="mb-2 text-ink-300 text-sm">
            {tab === 'bank' ? t('member.withdraw.chooseCard') : t('member.withdraw.chooseUsdt')}
          </legend>
          {listsLoading && items.length === 0 ? <Spinner size="sm" /> : null}
          <div className="grid gap-2 md:grid-cols-2">
            {items.map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-white/8 bg-navy-800 p-3 has-checked:border-gold-400"
              >
                <input
                  type="radio"
                  name="withdraw-target"
                  className="accent-gold-400"
                  checked={selectedId === c.id}
                  onChange={() => ref.send({ type: 'withdrawal.select', card: c })}
                />
                <span className="min-w-0 text-sm">
                  <span className="block text-ink-100">
                    {c.bank === 'USDT' ? `USDT · ${c.bank_owner}` : c.bank_label}
                  </span>
                  <span className="block truncate font-mono text-ink-400">
                    {c.bank === 'USDT' ? c.bank_no : `**** ${c.bank_not || c.bank_no.slice(-4)}`}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {!listsLoading && items.length === 0 ? (
            <Button
              className="mt-2"
              variant="secondary"
              onClick={() => bind.send({ type: 'bindCard.open', kind })}
            >
              {tab === 'bank' ? t('member.wallet.addCard') : t('member.wallet.addUsdt')}
            </Button>
          ) : canAdd ? (
            <Button
              className="mt-2"
              variant="link"
              size="sm"
              onClick={() => bind.send({ type: 'bindCard.open', kind })}
            >
              {tab === 'bank' ? t('member.withdraw.addCardLink') : t('member.withdraw.addUsdtLink')}
            </Button>
          ) : null}
        </fieldset>
        <Field label={t('member.withdraw.amount')}>
          <Input
            inputMode="decimal"
            value={amount}
            placeholder={t('member.withdraw.amountPlaceholder')}
            onChange={(e) => ref.send({ type: 'withdrawal.amount', amount: e.target.value })}
          />
        </Field>
        {chips.length > 0 ? (
          <RadioGroup
            label={t('member.deposit.quickAmounts')}
            options={chips.map((c) => ({ value: c, label: displayMoney(c).replace(/\.00$/, '') }))}
            value={chips.find((c) => plainAmount(c) === amount.trim()) ?? null}
            onChange={(c) => ref.send({ type: 'withdrawal.amount', amount: plainAmount(c) })}
            disabled={busy}
            className="-mt-2"
          />
        ) : null}
        {tab === 'usdt' ? (
          <dl className="grid grid-cols-2 gap-2 rounded-lg bg-navy-900 p-3 text-sm">
            <dt className="text-ink-400">{t('member.withdraw.fee', { protocol: protocol ?? '—' })}</dt>
            <dd className="text-right">{quote.fee} USDT</dd>
            <dt className="text-ink-400">
              {t('member.withdraw.converted', { rate: user?.withdrawusdtrate ?? '' })}
            </dt>
            <dd className="text-right">{quote.converted} USDT</dd>
            <dt className="text-ink-400">{t('member.withdraw.actual')}</dt>
            <dd className="text-right text-gold-200">{quote.actual} USDT</dd>
          </dl>
        ) : null}
        <Field label={t('member.withdraw.password')}>
          <PasswordInput
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
            value={password}
            onChange={(e) => ref.send({ type: 'withdrawal.password', password: e.target.value })}
          />
        </Field>
        <FormError error={error} />
        <KycLimitNotice message={kycRefusal} />
        <Button type="submit" loading={busy} block>
          {t('member.withdraw.submit')}
        </Button>
      </form>
      <BindDialogs actor={bind} />
      <ConfirmDialog
        open={confirming}
        title={t('member.withdraw.forfeitTitle')}
        message={<p>{forfeitMessage}</p>}
        confirmLabel={t('member.withdraw.forfeitConfirm')}
        tone="danger"
        onConfirm={() => ref.send({ type: 'withdrawal.forfeitConfirm' })}
        onCancel={() => ref.send({ type: 'withdrawal.forfeitCancel' })}
      />
    </Card>
  )
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i])
