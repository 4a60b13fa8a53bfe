// Player protection: refusals the server answers (p.*, v.*) and the texts of the 责任博彩 page, the
// reality check and the totals. Loaded with the shell: refusals can come from any page.
export const zh = {
  'v.limitAmount': '请输入正确的限额金额（最多两位小数）',
  'v.sessionMinutes': '请选择有效的单次游戏时长',
  'v.limitKind': '请选择限额类型',
  'v.exclusionDuration': '请选择暂停时长',
  'v.confirmExclusion': '请先确认暂停设置',
  'v.realityInterval': '请选择提醒间隔',
  'p.depositLimit.day': '超出您设定的24小时存款限额：当前还可存款 {remaining} 元，{at} 起释放额度',
  'p.depositLimitFull.day': '超出您设定的24小时存款限额 {limit} 元，当前还可存款 {remaining} 元',
  'p.depositLimit.week': '超出您设定的7天存款限额：当前还可存款 {remaining} 元，{at} 起释放额度',
  'p.depositLimitFull.week': '超出您设定的7天存款限额 {limit} 元，当前还可存款 {remaining} 元',
  'p.depositLimit.month': '超出您设定的30天存款限额：当前还可存款 {remaining} 元，{at} 起释放额度',
  'p.depositLimitFull.month': '超出您设定的30天存款限额 {limit} 元，当前还可存款 {remaining} 元',
  'p.lossLimit.day': '超出您设定的24小时亏损限额：当前还可投注 {remaining} 元，{at} 起释放额度',
  'p.lossLimitFull.day': '超出您设定的24小时亏损限额 {limit} 元，当前还可投注 {remaining} 元',
  'p.lossLimit.week': '超出您设定的7天亏损限额：当前还可投注 {remaining} 元，{at} 起释放额度',
  'p.lossLimitFull.week': '超出您设定的7天亏损限额 {limit} 元，当前还可投注 {remaining} 元',
  'p.lossLimit.month': '超出您设定的30天亏损限额：当前还可投注 {remaining} 元，{at} 起释放额度',
  'p.lossLimitFull.month': '超出您设定的30天亏损限额 {limit} 元，当前还可投注 {remaining} 元',
  'p.sessionLimit': '本次游戏时长已达您设定的 {minutes} 分钟上限，请休息一下，重新登录后可继续',
  'p.timeout': '您已暂停游戏至 {until}，期间不能存款、游戏、转入场馆或参加优惠，仍可提款和查看记录',
  'p.selfExclusion': '您已自我排除至 {until}，期间不能存款、游戏、转入场馆或参加优惠，仍可提款和查看记录',
  'p.selfExclusionClosed': '您的自我排除期已结束，账户需申请重新开放并等待 24 小时冷静期',
  'p.selfExclusionReopening': '账户将于 {at} 重新开放',
  'p.realityCheckDue': '请先确认游戏时长提醒，再继续游戏',
  'p.birthDateRequired': '请先填写您的出生日期（须年满 18 周岁）',
  'p.underAge': '未满 18 周岁不能存款或参与游戏',
  'p.underAgeRegister': '未满 18 周岁不能注册',
  'p.birthDateSet': '出生日期已确认，不能修改',
  'p.exclusionLonger': '您已处于更长的暂停期内（至 {until}），不能缩短',
  'p.reopenNotYet': '自我排除期尚未结束，不能申请重新开放',
  'p.reopenAlready': '已申请重新开放，将于 {at} 生效',
  'p.day': '24小时',
  'p.week': '7天',
  'p.month': '30天',
}

export const en: Record<keyof typeof zh, string> = {
  'v.limitAmount': 'Enter a valid limit (at most two decimals)',
  'v.sessionMinutes': 'Choose a valid session length',
  'v.limitKind': 'Choose a limit type',
  'v.exclusionDuration': 'Choose how long to take a break',
  'v.confirmExclusion': 'Please confirm the break first',
  'v.realityInterval': 'Choose a reminder interval',
  'p.depositLimit.day':
    'This passes your 24-hour deposit limit: you can deposit {remaining} more now; more frees up at {at}',
  'p.depositLimitFull.day':
    'This passes your 24-hour deposit limit of {limit}: you can deposit {remaining} more now',
  'p.depositLimit.week':
    'This passes your 7-day deposit limit: you can deposit {remaining} more now; more frees up at {at}',
  'p.depositLimitFull.week':
    'This passes your 7-day deposit limit of {limit}: you can deposit {remaining} more now',
  'p.depositLimit.month':
    'This passes your 30-day deposit limit: you can deposit {remaining} more now; more frees up at {at}',
  'p.depositLimitFull.month':
    'This passes your 30-day deposit limit of {limit}: you can deposit {remaining} more now',
  'p.lossLimit.day':
    'This passes your 24-hour loss limit: you can stake {remaining} more now; more frees up at {at}',
  'p.lossLimitFull.day': 'This passes your 24-hour loss limit of {limit}: you can stake {remaining} more now',
  'p.lossLimit.week':
    'This passes your 7-day loss limit: you can stake {remaining} more now; more frees up at {at}',
  'p.lossLimitFull.week': 'This passes your 7-day loss limit of {limit}: you can stake {remaining} more now',
  'p.lossLimit.month':
    'This passes your 30-day loss limit: you can stake {remaining} more now; more frees up at {at}',
  'p.lossLimitFull.month':
    'This passes your 30-day loss limit of {limit}: you can stake {remaining} more now',
  'p.sessionLimit':
    'You have played the {minutes} minutes you set for one session. Take a break and sign in again to continue',
  'p.timeout':
    'You are on a time-out until {until}: no deposits, play, venue transfers or promotions. You can still withdraw and see your history',
  'p.selfExclusion':
    'You are self-excluded until {until}: no deposits, play, venue transfers or promotions. You can still withdraw and see your history',
  'p.selfExclusionClosed': 'Your self-exclusion has ended; ask to reopen the account and wait 24 hours',
  'p.selfExclusionReopening': 'The account reopens at {at}',
  'p.realityCheckDue': 'Please answer the reality check before playing on',
  'p.birthDateRequired': 'Please enter your date of birth first (you must be 18 or over)',
  'p.underAge': 'Players under 18 cannot deposit or play',
  'p.underAgeRegister': 'You must be 18 or over to register',
  'p.birthDateSet': 'Your date of birth is confirmed and cannot be changed',
  'p.exclusionLonger': 'You already have a longer break (until {until}); it cannot be shortened',
  'p.reopenNotYet': 'Your self-exclusion has not ended yet',
  'p.reopenAlready': 'Reopening was requested; it applies at {at}',
  'p.day': '24-hour',
  'p.week': '7-day',
  'p.month': '30-day',
}
