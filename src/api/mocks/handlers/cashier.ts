// Deposits (orders that payinfo returns), bound cards and USDT addresses, withdrawals.

import { MONEY_DEFAULTS } from '../../../../core/content/money'
import { LIMITS, looksLikeUsdtAddress } from '../../../../core/contract/rules'
import { centsToWire, cnyToUsdtCents, decimalCents, yuan } from '../../../../core/money'
import {
  bankLabel,
  banks,
  beijing,
  DEMO_ERC20,
  DEMO_TRC20,
  depositOfferRules,
  type MockUser,
  nextId,
  payRanges,
  receivingAccountsFor,
} from '../db'
import { ok, refuse, route } from '../kit'

const RANGE_KEY = { bank: 'bank', alipay: 'alipay', wxpay: 'wechat' } as const
const PAY_NAMES = { bank: '银行卡', usdt: 'USDT', alipay: '支付宝', wxpay: '微信' } as const

/** The offers open to `user` on a channel (the server's server/promotions/offers.ts, simplified). */
const openOffers = (user: MockUser, channel: string) =>
  depositOfferRules
    .filter((o) =>
      o.channels === null ? user.deposits.every((d) => d.state !== 2) : o.channels.includes(channel),
    )
    .map(({ channels: _, ...offer }) => offer)

const activeBonus = (user: MockUser) =>
  user.requirements.filter((r) => r.kind === 'bonus' && r.state === 'active').reduce((n, r) => n + r.bonus, 0)
const depositLeft = (user: MockUser) =>
  user.requirements
    .filter((r) => r.kind === 'deposit' && r.state === 'active')
    .reduce((n, r) => n + r.cents - r.progress, 0)

export const cashierHandlers = [
  route('getpaybank', ({ request }) => receivingAccountsFor(request)),
  route('getPayRange', ({ body }) => {
    const [min, max] = payRanges[body.type]
    return { min_price: centsToWire(min), max_price: centsToWire(max) }
  }),
  route('depositOffers', ({ user, body }) => openOffers(user, body.type)),
  route('recharge', ({ user, body }) => {
    const key = body.paytype === 'usdt' ? `usdt-${body.catepay.toLowerCase()}` : RANGE_KEY[body.paytype]
    const [min, max] = payRanges[key]
    const cents = Number(body.amount)
    if (cents < min) refuse(212, `充值金额过低，最低 ${centsToWire(min)} 元`)
    if (cents > max) refuse(213, `充值金额过高，最高 ${centsToWire(max)} 元`)
    const open = openOffers(user, key)
    for (const id of body.offers) {
      const offer = open.find((o) => o.id === id)
      if (!offer) return refuse(1000, '所选优惠已结束或不适用于此存款方式，请刷新页面后重新选择')
      if (cents < decimalCents(offer.min_deposit))
        refuse(1000, `「${offer.title}」最低存款${offer.min_deposit}元；请提高存款金额，或不参加该优惠`)
    }
    const no = `D${beijing().replace(/\D/g, '')}${String(nextId()).padStart(4, '0')}`
    user.deposits.push({
      id: nextId(),
      no,
      paytype: body.paytype,
      protocol: body.paytype === 'usdt' ? body.catepay : '',
      cents,
      state: 1,
      created: Date.now(),
      offers: body.offers,
    })
    // Bank deposits wait for review; the other methods answer the order number in `message`.
    return body.paytype === 'bank'
      ? ok({ out_trade_no: no }, '提交成功，等待后台审核')
      : ok({ out_trade_no: no }, no)
  }),
  route('payinfo', ({ user, body }) => {
    const d = user.deposits.find((x) => x.no === body.deposit_no && x.paytype !== 'bank')
    if (!d) return refuse(202, '订单不存在')
    const crypto = d.paytype === 'usdt'
    const rate = MONEY_DEFAULTS.usdt_rate
    const usdtCents = cnyToUsdtCents(BigInt(d.cents), rate)
    return ok(
      {
        deposit_no: d.no,
        info: {
          created_at: beijing(d.created),
          expires_at: beijing(d.created + 60 * 60_000),
          server_time: beijing(),
          usdtrate: rate,
          real_money: crypto ? centsToWire(usdtCents) : centsToWire(d.cents),
          amount: centsToWire(d.cents),
          paytype: crypto ? 'USDT扫码支付' : `${PAY_NAMES[d.paytype]}扫码支付`,
          bank: crypto ? d.protocol : d.paytype,
          state: d.state,
        },
        cardlist: {
          content: crypto ? `USDT-${d.protocol}` : `${PAY_NAMES[d.paytype]}（演示）`,
          payimg: '/img/app/qr-fallback.svg',
          mch_id: crypto ? (d.protocol === 'TRC20' ? DEMO_TRC20 : DEMO_ERC20) : 'JD-DEMO-0001',
        },
      },
      crypto ? 'usdtpay' : d.paytype,
    )
  }),
  route('getcard', ({ user, body, request }) =>
    user.cards
      .filter((c) => (body.type === 2) === (c.bank === 'USDT'))
      .map((c) => ({
        id: c.id,
        bank: c.bank,
        bank_label: bankLabel(request, c.bank),
        bank_no: c.bank_no,
        bank_owner: c.bank_owner,
        bank_address: c.bank_address,
        bank_not:
          c.bank === 'USDT'
            ? `${c.bank_no.slice(0, 6)}…${c.bank_no.slice(-4)}`
            : `**** **** **** ${c.bank_no.slice(-4)}`,
        ico: banks.find((b) => b.bank_name === c.bank)?.ico ?? '',
        created_at: beijing(c.created),
      })),
  ),
  route('bindcard', ({ user, body }) => {
    if (body.pay_pass === '000000') refuse(251, '请先设置支付密码')
    if (body.pay_pass !== user.payPassword) refuse(520, '支付密码错误')
    const usdt = body.bank === 'USDT'
    if (user.cards.filter((c) => (c.bank === 'USDT') === usdt).length >= LIMITS.maxBindings) {
      refuse(207, usdt ? '最多只能绑定5个USDT地址' : '最多只能绑定5张银行卡')
    }
    if (usdt) {
      const protocol = body.bank_owner === 'ERC20' ? 'ERC20' : body.bank_owner === 'TRC20' ? 'TRC20' : null
      if (!protocol) return refuse(1000, 'v.usdtProtocol')
      if (!looksLikeUsdtAddress(protocol, body.bank_no)) refuse(1000, 'v.usdtAddressInvalid')
    } else if (body.bank_no.replace(/\s/g, '').length < LIMITS.bindCardNoMin) {
      refuse(1000, 'v.bindCardNoLength')
    }
    user.cards.push({
      id: nextId(),
      bank: body.bank,
      bank_no: body.bank_no,
      bank_owner: body.bank_owner,
      bank_address: body.bank_address,
      created: Date.now(),
    })
    return ok(null, '绑定成功')
  }),
  route('delcard', ({ user, body }) => {
    const i = user.cards.findIndex((c) => c.id === body.id)
    if (i < 0) return refuse(202, '银行卡不存在')
    user.cards.splice(i, 1)
    return ok(null, '解绑成功')
  }),
  route('getBetAmount', ({ user }) => {
    const open = user.requirements.filter((r) => r.kind === 'deposit' && r.state === 'active')
    return {
      bet_amount: centsToWire(open.reduce((n, r) => n + r.progress, 0)),
      required: centsToWire(depositLeft(user)),
      multiple: '1.00',
      bonus: centsToWire(activeBonus(user)),
      // The fake backend keeps a bonus inside the balance (as grants paid before bonus accounts did).
      cash: centsToWire(user.centsBalance - Math.min(activeBonus(user), user.centsBalance)),
      requirements: [...user.requirements]
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          title: r.title,
          amount: centsToWire(r.cents),
          progress: centsToWire(r.progress),
          bonus: centsToWire(r.bonus),
          state: r.state,
          created_at: beijing(r.created),
        })),
    }
  }),
  route('withdraw', ({ user, body }) => {
    const cents = Number(body.amount)
    const card = user.cards.find((c) => c.id === body.bank)
    if (!card) return refuse(1000, 'v.withdrawBank')
    if (cents < yuan(LIMITS.withdrawMin)) refuse(214, '单笔取款不能低于100元')
    // Sentinels for the rules the fake backend does not model (see ../README.md).
    if (cents === 777_700) refuse(216, '今日提款次数已达上限')
    if (cents === 215_000) refuse(215, '未完成打码量要求，暂不能提款')
    if (cents === 218_000) refuse(218, '还没到提现时间哦')
    if (cents === 219_000) refuse(219, '今天提现时间已结束')
    if (depositLeft(user) > 0)
      refuse(214, `存款打码量未达到要求，还需${centsToWire(depositLeft(user))}元有效投注才能提现`)
    if (body.password !== user.payPassword) refuse(520, '支付密码错误')
    // An active bonus: the player confirms giving it up (taken back), then the own cash goes out.
    const bonus = activeBonus(user)
    if (bonus > 0) {
      if (body.forfeit_bonus !== 1)
        refuse(
          220,
          `您有进行中的红利${centsToWire(bonus)}元尚未完成流水。现在提现将放弃这笔红利（从红利账户收回，不动您的余额），您自己的资金可以照常提现。确认放弃红利并提现吗？`,
        )
    }
    const taken = Math.min(bonus, user.centsBalance)
    if (cents > user.centsBalance - taken) refuse(208, '提现金额不能大于账户余额哦')
    for (const r of user.requirements) if (r.kind === 'bonus' && r.state === 'active') r.state = 'forfeited'
    user.centsBalance -= taken
    user.centsBalance -= cents
    user.withdrawals.push({
      id: nextId(),
      no: `W${beijing().replace(/\D/g, '')}${nextId()}`,
      cents,
      state: 1,
      created: Date.now(),
      way: card.bank === 'USDT' ? `USDT-${card.bank_owner}` : '银行卡',
    })
    return ok(null, '提交成功，等待后台审核')
  }),
]
