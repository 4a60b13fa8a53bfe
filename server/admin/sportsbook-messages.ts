// Refusals of the console's sportsbook calls (server/admin/sportsbook.ts), merged into the back-office
// catalog (messages.ts): zh canonical, en complete.
export const sportsbookZh = {
  'a.sb.cadence': '比赛轮次间隔须为60-3600秒的整数，且至少比比赛时长多20秒',
  'a.sb.play': '比赛时长须为30-600秒的整数',
  'a.sb.close': '封盘提前时间须为0-300秒的整数，且短于轮次间隔',
  'a.sb.openMatchdays': '提前开放投注的轮次须为1-10的整数',
  'a.sb.stake': '投注金额须为0.01-50000.00元，最多两位小数',
  'a.sb.minMax': '最低投注额不能高于最高投注额',
  'a.sb.payout': '单注最高派彩须为金额（最多两位小数），且不低于最高投注额',
  'a.sb.margin': '{market}的利润率须为0.00%-25.00%，最多两位小数',
  'a.sb.noSuchMatch': '比赛不存在',
  'a.sb.finished': '比赛已结束并已结算，不能作废',
  'a.sb.alreadyVoid': '该比赛已作废，不能重复操作',
  'a.sb.reason': '作废比赛须填写原因（1-200个字符）',
} as const

export const sportsbookEn: Record<keyof typeof sportsbookZh, string> = {
  'a.sb.cadence':
    'The matchday interval is a whole number of seconds from 60 to 3600, at least the play time + 20',
  'a.sb.play': 'The play time is a whole number of seconds from 30 to 600',
  'a.sb.close':
    'Betting closes a whole number of seconds (0-300) before kickoff, less than the matchday interval',
  'a.sb.openMatchdays': 'Matchdays open ahead: a whole number from 1 to 10',
  'a.sb.stake': 'A stake limit is an amount from 0.01 to 50000.00 with at most two decimals',
  'a.sb.minMax': 'The minimum stake cannot be above the maximum stake',
  'a.sb.payout': 'The maximum payout is an amount with at most two decimals, not below the maximum stake',
  'a.sb.margin': 'The margin of {market} is from 0.00 % to 25.00 % with at most two decimals',
  'a.sb.noSuchMatch': 'No such match',
  'a.sb.finished': 'The match has finished and is settled: it cannot be voided',
  'a.sb.alreadyVoid': 'The match was already voided',
  'a.sb.reason': 'Voiding a match needs a reason (1-200 characters)',
}
