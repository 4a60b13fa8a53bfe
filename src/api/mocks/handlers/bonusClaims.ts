// Bonuses claimed with 申请 (docs/promotions.md, "Opt-in"): every player starts with a VIP level-up
// bonus waiting; claiming pays it into the balance once. Sentinel: entitlement 404 has expired.
import { centsToWire } from '../../../../core/money'
import { beijing } from '../catalog'
import type { MockUser } from '../db'
import { ok, refuse, route } from '../kit'

type Entitlement = {
  id: number
  kind: 'vip-upgrade' | 'birthday'
  title: string
  cents: number
  multiple: number
  expires: number
  claimed: boolean
}

const DAY_MS = 86_400_000
export const EXPIRED_CLAIM_ID = 404

/** Per user object: a fresh mock database (resetDb) makes fresh users, and so fresh entitlements. */
const open = new WeakMap<MockUser, Entitlement[]>()
const entitlementsOf = (user: MockUser) => {
  let list = open.get(user)
  if (!list) {
    list = [
      {
        id: 1,
        kind: 'vip-upgrade',
        title: 'VIP 晋级礼金',
        cents: 1_800,
        multiple: 1,
        expires: Date.now() + 30 * DAY_MS,
        claimed: false,
      },
    ]
    open.set(user, list)
  }
  return list
}

export const bonusClaimHandlers = [
  route('bonusClaims', ({ user }) =>
    entitlementsOf(user)
      .filter((e) => !e.claimed && e.expires > Date.now())
      .map((e) => ({
        id: e.id,
        kind: e.kind,
        title: e.title,
        amount: centsToWire(e.cents),
        multiple: String(e.multiple),
        turnover: centsToWire(e.cents * e.multiple),
        expires_at: beijing(e.expires),
      })),
  ),
  route('claimBonus', ({ user, body }) => {
    if (body.id === EXPIRED_CLAIM_ID) refuse(202, '该礼金已过申请期限')
    const e = entitlementsOf(user).find((x) => x.id === body.id)
    if (!e) return refuse(202, '该礼金不存在，请刷新页面')
    if (e.claimed) refuse(202, '该礼金已领取，请勿重复申请')
    if (e.expires <= Date.now()) refuse(202, '该礼金已过申请期限')
    e.claimed = true
    user.centsBalance += e.cents
    const amount = centsToWire(e.cents)
    const turnover = centsToWire(e.cents * e.multiple)
    return ok({ amount, turnover }, `申请成功，${amount}元已存入红利账户，完成${turnover}元有效投注后可提现`)
  }),
]
