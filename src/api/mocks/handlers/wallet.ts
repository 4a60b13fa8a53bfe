// Wallets: the central wallet (`userbalance`) and one wallet per venue; transfers move cents between them.

import { VENUES } from '../../../../core/content/venues'
import { centsToWire } from '../../../../core/money'
import { type MockUser, nextId } from '../db'
import { ok, refuse, route } from '../kit'

const CENTRAL = 'userbalance'
const venueCode = (u: MockUser, code: string) => (code in u.venues ? code : refuse(1000, 'v.platform'))

export const walletHandlers = [
  route('balancelist', ({ user }) => [
    { platname: CENTRAL, name: '平台钱包', balance: centsToWire(user.centsBalance) },
    ...VENUES.map((v) => ({
      platname: v.code,
      name: v.name,
      balance: centsToWire(user.venues[v.code] ?? 0),
    })),
  ]),
  route('userapimoney', ({ user, body }) => ({
    balance: centsToWire(user.venues[venueCode(user, body.platname)]),
  })),
  route('transfer', ({ user, body }) => {
    const cents = Number(body.amount)
    if (body.sourcetype === body.targettype) refuse(209, '来源和目标是一致，没有必要转了')
    // Sentinel: 9999.99 is refused by the venue.
    if (cents === 999_999) refuse(209, '场馆转账失败，请稍后再试')
    // Sentinel: 409.09 answers as a replayed request already processed.
    if (cents === 40_909) refuse(409, '订单已处理')
    if (body.sourcetype === CENTRAL) {
      const venue = venueCode(user, body.targettype)
      if (cents > user.centsBalance) refuse(210, '操作金额高于账户余额')
      user.centsBalance -= cents
      user.venues[venue] += cents
      user.transfers.push({ id: nextId(), venue, cents, dir: 'in', created: Date.now() })
    } else if (body.targettype === CENTRAL) {
      const venue = venueCode(user, body.sourcetype)
      if (cents > user.venues[venue]) refuse(210, '操作金额高于账户余额')
      user.venues[venue] -= cents
      user.centsBalance += cents
      user.transfers.push({ id: nextId(), venue, cents, dir: 'out', created: Date.now() })
    } else {
      refuse(1000, 'v.transferTarget')
    }
    return ok({ balance: centsToWire(user.centsBalance) }, '转账成功')
  }),
  route('uptransferstatus', ({ user, body }) => {
    user.transferstatus = body.transferstatus as 0 | 1
    return ok(null, '申请成功')
  }),
  route('transall', ({ user }) => {
    let total = 0
    for (const [venue, cents] of Object.entries(user.venues)) {
      if (cents <= 0) continue
      total += cents
      user.venues[venue] = 0
      user.transfers.push({ id: nextId(), venue, cents, dir: 'out', created: Date.now() })
    }
    user.centsBalance += total
    return ok({ balance: centsToWire(user.centsBalance) }, total ? '回收成功' : '没有可回收的金额')
  }),
]
