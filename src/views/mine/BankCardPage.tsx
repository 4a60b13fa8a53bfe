// /bankCard ("my wallet"): balance with refresh and one-click recycle, bound cards and USDT addresses.
import { useSelector } from '@xstate/react'
import { useT } from '../../i18n'
import { recycleMachine } from '../../machines/applyAgent.machine'
import { type BoundCard, bindCardMachine } from '../../machines/bindCard.machine'
import { useBalance, useSessionSend } from '../../machines/hooks'
import { Button, Card, EmptyState, Money, Spinner, Tabs } from '../ui'
import { BindDialogs, type BindRef, useCanAdd } from './parts'
import { useMemberFlow } from './useMemberFlow'

export default function BankCardPage() {
  const t = useT()
  const balance = useBalance()
  const session = useSessionSend()
  const refreshBalance = () => session({ type: 'session.refreshBalance' })
  const cards = useMemberFlow(bindCardMachine, { input: { tab: 1 } })
  const recycle = useMemberFlow(recycleMachine, { actions: { userChanged: refreshBalance } })
  const recycling = useSelector(recycle, (s) => s.hasTag('busy'))
  const tab = useSelector(cards, (s) => s.context.tab)
  return (
    <Card titleAs="h1" title={t('member.menu.bankCard')}>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold-400/20 bg-navy-900 p-4">
        <div>
          <p className="text-ink-400 text-sm">{t('member.wallet.balance')}</p>
          <p className="font-semibold text-2xl text-gold-200">
            <Money value={balance ?? '0.00'} />
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={refreshBalance}>
            {t('common.refresh')}
          </Button>
          <Button size="sm" loading={recycling} onClick={() => recycle.send({ type: 'recycle.start' })}>
            {t('member.wallet.recycle')}
          </Button>
        </div>
      </div>
      <Tabs
        className="mt-4"
        label={t('member.wallet.kinds')}
        items={[
          { key: 1, label: t('member.wallet.cards') },
          { key: 2, label: t('member.wallet.usdt') },
        ]}
        selected={tab}
        onChange={(k) => cards.send({ type: 'bindCard.tab', tab: k as 1 | 2 })}
      />
      <BoundList actor={cards} kind={tab} />
      <BindDialogs actor={cards} />
    </Card>
  )
}

export function BoundList({ actor, kind }: { actor: BindRef; kind: 1 | 2 }) {
  const t = useT()
  const items = useSelector(actor, (s) => (kind === 1 ? s.context.cards : s.context.addresses))
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const canAdd = useCanAdd(actor, kind)
  if (loading && items.length === 0) return <Spinner className="mt-6" label={t('common.loading')} />
  return (
    <div className="mt-4">
      {items.length === 0 ? (
        <EmptyState title={kind === 1 ? t('member.wallet.noCards') : t('member.wallet.noUsdt')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((c) => (
            <BoundItem
              key={c.id}
              card={c}
              onUnbind={() => actor.send({ type: 'bindCard.unbind', id: c.id })}
            />
          ))}
        </ul>
      )}
      {canAdd ? (
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => actor.send({ type: 'bindCard.open', kind })}
        >
          {kind === 1 ? t('member.wallet.addCard') : t('member.wallet.addUsdt')}
        </Button>
      ) : (
        <p className="mt-4 text-ink-400 text-xs">{t('member.wallet.limit')}</p>
      )}
    </div>
  )
}

function BoundItem({ card, onUnbind }: { card: BoundCard; onUnbind?: () => void }) {
  const t = useT()
  const usdt = card.bank === 'USDT'
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-white/8 bg-gradient-to-br from-navy-700 to-navy-850 p-4">
      <div className="min-w-0">
        <p className="font-semibold text-gold-100">{usdt ? `USDT · ${card.bank_owner}` : card.bank_label}</p>
        <p className="truncate font-mono text-ink-200 text-sm">
          {usdt ? card.bank_no : `**** **** **** ${card.bank_not || card.bank_no.slice(-4)}`}
        </p>
        {usdt ? null : <p className="text-ink-400 text-xs">{card.bank_owner}</p>}
      </div>
      {onUnbind ? (
        <Button variant="link" size="sm" onClick={onUnbind}>
          {t('member.wallet.unbind')}
        </Button>
      ) : null}
    </li>
  )
}
