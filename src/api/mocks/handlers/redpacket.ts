// Red packets: status, grabbing one (decrements the remaining count), and the records.
import { centsToWire } from '../../../../core/money'
import { beijing, db, nextId, redpacketRules } from '../db'
import { ok, refuse, route } from '../kit'
import { inRange } from './records'
import { page } from './site'

export const redpacketHandlers = [
  route('userredpacket', ({ user }) => ({
    sendnums: user.grabsLeft,
    acquirednum: user.grabbed,
    max_times: user.grabsLeft + user.grabbed,
    redPacketStatus: db.settings.redpacket_switch ? 'STARTING' : 'END',
    rules: redpacketRules,
    grab_begin: '10:00:00',
    grab_end: '12:00:00',
    server_time: beijing(),
  })),
  route('douserredpacket', ({ user }) => {
    if (!db.settings.redpacket_switch) refuse(203, '红包已关闭')
    if (user.grabsLeft < 1) refuse(203, '您暂未达到领取条件，快去完成吧！')
    const cents = 100 + Math.floor(Math.random() * 1_800)
    user.grabsLeft -= 1
    user.grabbed += 1
    user.centsBalance += cents
    user.redpackets.unshift({
      id: nextId(),
      deposit: user.paysum,
      cents,
      created: Date.now(),
      used: Date.now(),
    })
    return ok(
      { redpacketmoney: centsToWire(cents), sendnums: user.grabsLeft, acquirednum: user.grabbed },
      `恭喜您 抢到 ${centsToWire(cents)} 元`,
    )
  }),
  route('redpacket', ({ user, body }) => {
    const when = inRange(body)
    return page(
      user.redpackets
        .filter((r) => when(r.used))
        .map((r) => ({
          id: r.id,
          money: centsToWire(r.deposit),
          redpacketmoney: centsToWire(r.cents),
          created_at: beijing(r.created),
          usetime: beijing(r.used),
        })),
      body.page,
    )
  }),
]
