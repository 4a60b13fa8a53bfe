// The player page's first two tabs: the profile with the saved cards and payout addresses, and the
// live balances (central wallet, partner venues) with the wagering still to do.
import type { ReactNode } from 'react'
import type { Res } from '../endpoints'
import { useT } from '../i18n'
import { Card, Money } from '../ui/kit'
import { channelName, venueName } from '../ui/names'
import { KycCard } from './kyc/KycCard'

export type Detail = Res<'player'>

function Pairs({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-400">{k}</dt>
          <dd className="min-w-0 break-all text-ink-50">{v}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Profile({ d }: { d: Detail }) {
  const { t } = useT()
  const p = d.profile
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t('player.tab.profile')}>
        <Pairs
          items={[
            ['ID', p.id],
            [t('col.username'), p.username],
            [t('col.realName'), p.realname || '—'],
            [t('col.mobile'), p.mobile || '—'],
            ['Email', p.email || '—'],
            ['VIP', p.vip],
            [t('col.time'), p.created_at],
            [t('col.ip'), p.register_ip],
            [t('col.lastLogin'), `${p.last_login_at ?? '—'} ${p.last_login_ip}`],
            [t('player.tab.logins'), p.login_count],
            [t('col.status'), p.locked ? `${t('state.locked')} ${p.locked_reason}` : t('state.active')],
          ]}
        />
      </Card>
      <Card title={t('col.details')}>
        {p.cards.length === 0 ? (
          <p className="text-sm text-ink-400">{t('app.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {p.cards.map((card) => (
              <li
                key={`${card.kind}${card.card_no}${card.address}`}
                className="rounded-sm bg-navy-850 px-3 py-2"
              >
                <span className="text-ink-300">
                  {channelName(t, card.kind)} {card.bank}
                </span>{' '}
                <span className="font-mono">{card.card_no || card.address}</span> {card.owner}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <KycCard username={p.username} />
    </div>
  )
}

export function Balances({ d }: { d: Detail }) {
  const { t, lang } = useT()
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card title={`${t('col.balance')} · ${t('player.live')}`}>
        <div className="text-2xl text-gold-200">
          <Money value={d.balances.central} />
        </div>
      </Card>
      <Card title={t('col.venues')}>
        {d.balances.venues.length === 0 ? (
          <p className="text-sm text-ink-400">{t('app.empty')}</p>
        ) : (
          <Pairs
            items={d.balances.venues.map((v) => [
              venueName(lang, v.venue),
              <Money key={v.venue} value={v.balance} />,
            ])}
          />
        )}
      </Card>
      <Card title={t('review.wagering')}>
        <Pairs
          items={[
            [
              t('review.wagering'),
              <span key="w">
                <Money value={d.wagering.done} /> / <Money value={d.wagering.required} />
              </span>,
            ],
          ]}
        />
      </Card>
      <MoneyCard m={d.money} />
    </div>
  )
}

/** 存提差 (cash flow) and the real result at the games side by side, named so they are not confused. */
function MoneyCard({ m }: { m: Detail['money'] }) {
  const { t } = useT()
  return (
    <Card title={t('money.title')} className="lg:col-span-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <Pairs
          items={[
            [t('money.deposits'), <Money key="d" value={m.deposits} />],
            [t('money.withdrawals'), <Money key="w" value={m.withdrawals} />],
            [t('review.net'), <Money key="n" value={m.deposits_less_withdrawals} signed />],
          ]}
        />
        <Pairs
          items={[
            [t('money.stakes'), <Money key="s" value={m.stakes} />],
            [t('money.payouts'), <Money key="p" value={m.payouts} />],
            [t('review.winLoss'), <Money key="r" value={m.win_loss} signed />],
          ]}
        />
      </div>
      <p className="mt-3 text-ink-400 text-xs">{t('money.note')}</p>
    </Card>
  )
}
