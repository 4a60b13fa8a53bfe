// Refusal and success texts of the money calls (zh canonical, en complete). Services throw
// BizError with an `m.*` key; the money routes translate it into the request's language.
import { format, type Lang } from '../../core/i18n'

export const zh = {
  'm.ok': '操作成功',
  'm.depositSubmitted': '提交成功，等待后台审核',
  'm.channelClosed': '该存款方式暂未开放',
  'm.depositBelow': '单笔存款最低{min}元',
  'm.depositAbove': '单笔存款最高{max}元',
  'm.offerClosed': '所选优惠已结束或不适用于此存款方式，请刷新页面后重新选择',
  'm.offerMinDeposit': '「{title}」最低存款{min}元；请提高存款金额，或不参加该优惠',
  'm.noSuchOrder': '订单不存在',
  'm.withdrawSubmitted': '提交成功，等待后台审核',
  'm.withdrawDailyCount': '今日提款次数已达上限（{n}次）',
  'm.withdrawTooEarly': '还没到提现时间哦，提现时间为每天{begin}至{end}',
  'm.withdrawTooLate': '今天提现时间已结束，请明天{begin}后再来',
  'm.wagering': '存款打码量未达到要求，还需{left}元有效投注才能提现',
  'm.bonusForfeit':
    '您有进行中的红利{amount}元尚未完成流水。现在提现将放弃这笔红利（从红利账户收回，不动您的余额），您自己的资金可以照常提现。确认放弃红利并提现吗？',
  'm.withdrawMin': '单次提款最低金额：{min}元',
  'm.withdrawMax': '单次提款最高金额：{max}元',
  'm.withdrawAboveBalance': '提现金额不能大于账户余额哦',
  'm.withdrawNetTooSmall': '扣除手续费后到账金额须大于0',
  'm.noSuchCard': '银行卡或地址不存在',
  'm.bindLimitCard': '最多只能绑定5张银行卡',
  'm.bindLimitUsdt': '最多只能绑定5个USDT地址',
  'm.bindDuplicate': '该卡号或地址已绑定',
  'm.bindUnknownBank': '请选择支持的银行',
  'm.bindOk': '绑定成功',
  'm.unbindOk': '解绑成功',
  'm.transferAboveBalance': '操作金额高于账户余额',
  'm.transferSame': '来源和目标是一致，没有必要转了',
  'm.transferBetweenVenues': '场馆钱包之间不能互转',
  'm.transferVenueClosed': '该场馆维护中，暂不能转账',
  'm.transferSeamless': '免转模式下无需手动转账，请先切换到转账模式',
  'm.transferOk': '转账成功',
  'm.transallOk': '回收成功',
  'm.transallNothing': '没有可回收的金额',
  'm.transallPartial': '已回收{done}个场馆，{failed}个场馆暂时无法回收，请稍后再试',
  'm.transallFailed': '场馆暂时无法回收，请稍后再试',
  'm.venueUnavailable': '场馆暂时无法连接，请稍后再试',
  'm.venueRefused': '场馆拒绝了本次转账，余额未发生变化',
  'm.transferPending': '场馆暂未确认本次转账，系统将自动完成或退回，请稍后查看余额',
  'm.transferStatusOk': '设置成功',
  'm.rebateNothing': '没有可领取的返水',
  'm.claimOk': '成功领取',
  'm.redpacketNone': '暂无红包可抢',
  'm.redpacketWindow': '不在抢红包时间内，每天北京时间{begin}至{end}开抢',
  'm.redpacketNotEligible': '累计充值不满足活动条件，无法领取',
  'm.redpacketUsedUp': '领取次数已超过奖励次数，无法领取',
  'm.alreadyProcessed': '订单已处理',
  'm.tooFast': '操作过于频繁，请稍后再试',
} as const

export type MoneyKey = keyof typeof zh

export const en: Record<MoneyKey, string> = {
  'm.ok': 'Done',
  'm.depositSubmitted': 'Submitted, awaiting back-office review',
  'm.channelClosed': 'This deposit method is not available',
  'm.depositBelow': 'The minimum deposit is {min}',
  'm.depositAbove': 'The maximum deposit is {max}',
  'm.offerClosed':
    'The chosen offer has ended or does not apply to this deposit method; reload the page and choose again',
  'm.offerMinDeposit':
    '"{title}" needs a deposit of at least {min}; deposit more, or leave the offer unticked',
  'm.noSuchOrder': 'No such order',
  'm.withdrawSubmitted': 'Submitted, awaiting back-office review',
  'm.withdrawDailyCount': 'Daily withdrawal limit reached ({n} times)',
  'm.withdrawTooEarly': 'Withdrawals are open daily from {begin} to {end}',
  'm.withdrawTooLate': 'Withdrawals are closed for today; come back tomorrow after {begin}',
  'm.wagering': 'Deposit turnover not met: {left} more in valid bets before withdrawing',
  'm.bonusForfeit':
    'You have an active bonus of {amount} whose wagering is not complete. Withdrawing now gives up that bonus (it is taken back from your bonus account, not from your balance); your own money can be withdrawn as usual. Give up the bonus and withdraw?',
  'm.withdrawMin': 'The minimum withdrawal is {min}',
  'm.withdrawMax': 'The maximum withdrawal is {max}',
  'm.withdrawAboveBalance': 'The amount is above your balance',
  'm.withdrawNetTooSmall': 'After the fee nothing would arrive',
  'm.noSuchCard': 'No such card or address',
  'm.bindLimitCard': 'At most 5 bank cards can be bound',
  'm.bindLimitUsdt': 'At most 5 USDT addresses can be bound',
  'm.bindDuplicate': 'This card or address is already bound',
  'm.bindUnknownBank': 'Please choose a supported bank',
  'm.bindOk': 'Bound',
  'm.unbindOk': 'Unbound',
  'm.transferAboveBalance': 'The amount is above the balance',
  'm.transferSame': 'Source and target are the same',
  'm.transferBetweenVenues': 'Venue wallets cannot be transferred to one another',
  'm.transferVenueClosed': 'This venue is under maintenance',
  'm.transferSeamless': 'No transfers in seamless mode; switch to transfer mode first',
  'm.transferOk': 'Transferred',
  'm.transallOk': 'Recovered',
  'm.transallNothing': 'Nothing to recover',
  'm.transallPartial': 'Recovered {done} venues; {failed} could not be recovered now, please try again later',
  'm.transallFailed': 'The venues cannot be recovered now, please try again later',
  'm.venueUnavailable': 'The venue cannot be reached, please try again later',
  'm.venueRefused': 'The venue refused this transfer; no balance has changed',
  'm.transferPending':
    'The venue has not confirmed this transfer yet; it will complete or be returned automatically, check your balance shortly',
  'm.transferStatusOk': 'Saved',
  'm.rebateNothing': 'No rebate to claim',
  'm.claimOk': 'Claimed',
  'm.redpacketNone': 'No red packets right now',
  'm.redpacketWindow': 'Red packets open daily {begin}-{end} Beijing time',
  'm.redpacketNotEligible': 'Your deposits do not meet the conditions',
  'm.redpacketUsedUp': 'You have used all your grabs',
  'm.alreadyProcessed': 'Already processed',
  'm.tooFast': 'Too many requests, please slow down',
}

/** The text of an m.* key; any other string is returned as it is (already text, or another catalog's key). */
export const moneyText = (lang: Lang, key: string, params?: Record<string, string | number>) => {
  const table = (lang === 'en' ? en : zh) as Record<string, string>
  const s = table[key]
  return s === undefined ? key : format(s, params)
}
