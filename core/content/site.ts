// Operator settings, banners, notices, promotions, VIP levels and inbox messages for the demo (banks,
// pay channels and red-packet rules are the money seed's). Every text a player reads has its English
// twin (`*_en`, docs/content.md), answered under `Lang: en`.

const SITE = '金鼎娱乐'
const SITE_EN = 'Jinding Entertainment'

/** Site settings (api/app and friends). Links starting with '/' are answered absolute for the host. */
export const SETTINGS: Record<string, unknown> = {
  title: SITE,
  title_en: SITE_EN,
  site_logo: '/img/brand/logo.svg',
  site_state: 1,
  repair_tips: '系统升级维护中，预计 30 分钟内恢复，给您带来不便敬请谅解。',
  repair_tips_en:
    'The system is being upgraded and should be back within 30 minutes. We apologise for the inconvenience.',
  index_modal: 1,
  webcontent: `<h3>欢迎来到${SITE}</h3><p>新会员首存即可参加<strong>首存加赠</strong>活动，VIP 晋级礼金最高 18888 元。</p><p>本站为演示站点，所有场馆与活动均为虚构。请理性娱乐，未满 18 周岁禁止参与。</p>`,
  webcontent_en: `<h3>Welcome to ${SITE_EN}</h3><p>New members can join the <strong>first deposit bonus</strong> with their first deposit, and VIP upgrade bonuses reach ¥18,888.</p><p>This is a demo site: every venue and promotion is fictional. Please play responsibly; no one under 18 may take part.</p>`,
  redpacket_switch: 1,
  fanshui: 1,
  ios_download_qrcode: '',
  ios_download_url: '/',
  h5_url: '/',
  service_url: '/#/abouts?type=5',
  agent_login_url: '/#/abouts?type=8',
  agent_login_url_mobile: '/#/abouts?type=8',
  // The visit-URL redirect is off until an operator configures separate PC and mobile sites.
  pc_url: '',
  wap_url: '',
  licences: [1, 2, 3].map((n) => ({
    name: `演示牌照 ${n}（非真实牌照）`,
    name_en: `Demo licence ${n} (not a real licence)`,
    number: `DEMO-000${n}`,
    url: '/#/abouts?type=4',
    badge: `/img/licences/demo-${n}.svg`,
    demo: true,
  })),
  copyright: `© 2018-2026 ${SITE}（演示站点）版权所有 · 18+ 理性娱乐`,
  copyright_en: `© 2018-2026 ${SITE_EN} (demo site). All rights reserved · 18+ Play responsibly`,
  // Sign-ups accepted per client IP per hour (docs/auth-limits.md).
  registration: { per_ip_per_hour: 5 },
  // Player protection: the reality-check interval a player has until they pick one (0 = off).
  protection: { reality_check_minutes: 0 },
}

export const BANNERS = [
  {
    title: '新会员首存加赠 100%',
    title_en: '100% first deposit bonus for new members',
    src: '/img/banners/banner-1.svg',
    url: '/#/activityInfo?id=1',
  },
  {
    title: 'VIP 晋级礼金最高 18888',
    title_en: 'VIP upgrade bonus up to ¥18,888',
    src: '/img/banners/banner-2.svg',
    url: '/#/vip',
  },
  {
    title: '每日返水无上限 随时领取',
    title_en: 'Daily rebate with no cap, claim any time',
    src: '/img/banners/banner-3.svg',
    url: '/#/activityInfo?id=3',
  },
]

export const NOTICES = [
  {
    title: `欢迎来到${SITE}！新会员注册即可参加首存加赠活动，详情请查看优惠活动页面。`,
    title_en: `Welcome to ${SITE_EN}! New members can join the first deposit bonus; see the promotions page.`,
  },
  {
    title: '温馨提示：本站客服绝不会索要您的登录密码或取款密码，谨防诈骗。',
    title_en:
      'Reminder: our support staff will never ask for your login or withdrawal password. Beware of fraud.',
  },
  {
    title: '存款小技巧：银行卡转账请使用带零头的金额（如 101、503），到账更快。',
    title_en: 'Deposit tip: bank transfers with an odd amount (such as 101 or 503) are credited faster.',
  },
  {
    title: 'USDT 存款支持 TRC20 与 ERC20 两种协议，请务必核对协议后再转账。',
    title_en: 'USDT deposits accept TRC20 and ERC20: check the network before you transfer.',
  },
  {
    title: '理性娱乐：可联系在线客服设置存款限额、冷静期或自我排除。',
    title_en:
      'Play responsibly: live support can set deposit limits, a time-out or a self-exclusion for you.',
  },
  {
    title: '每日北京时间 15:00-16:00 发放前一日返水，请到返水记录中领取。',
    title_en: "Yesterday's rebate is paid daily 15:00-16:00 Beijing time; claim it under Rebate records.",
  },
]

export const ACTIVITY_TYPES = ['新人专享', '充值优惠', '返水活动', 'VIP特权']
export const ACTIVITY_TYPES_EN = ['New members', 'Deposit offers', 'Rebates', 'VIP privileges']

const rules = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`
type Activity = {
  type: number
  title: string
  title_en: string
  can_apply: 0 | 1
  content: string
  content_en: string
  memo: string
  memo_en: string
}

/** Each promotion's artwork, in the order of ACTIVITIES: the art names the promotion it stands beside. */
export const ACTIVITY_ART = [1, 5, 2, 6, 3, 4].map((n) => `/img/activities/act-${n}.svg`)

export const ACTIVITIES: Activity[] = [
  {
    type: 1,
    title: '新会员首存加赠 100%',
    title_en: '100% first deposit bonus for new members',
    can_apply: 1,
    content: rules([
      '活动对象：注册后尚未存款的新会员。',
      '首次存款 100 元及以上，申请通过后赠送存款金额的 100%，最高 888 元。',
      '彩金需完成（本金 + 彩金）× 10 倍有效投注后方可取款。',
      '请在首次存款后 24 小时内于本页面点击“申请”。',
    ]),
    content_en: rules([
      'Who: new members who have registered and not yet deposited.',
      'Deposit ¥100 or more for the first time and, once your application is approved, receive 100% of the deposit, up to ¥888.',
      'The bonus can be withdrawn after valid bets of (deposit + bonus) × 10.',
      'Click “Apply” on this page within 24 hours of your first deposit.',
    ]),
    memo: '<p>同一姓名、手机号、银行卡或 IP 仅可参加一次。本站保留在发现违规套利时取消资格的权利。</p>',
    memo_en:
      '<p>One entry per name, phone number, bank card or IP address. We may cancel the bonus of anyone found abusing the offer.</p>',
  },
  {
    type: 1,
    title: '注册即送体验红包',
    title_en: 'Red packets for new sign-ups',
    can_apply: 0,
    content: rules([
      '活动期间完成注册并绑定银行卡或 USDT 地址的会员，可在红包活动页参与抢红包。',
      '红包金额随机，自动到账中心钱包。',
      '红包需完成 1 倍有效投注后方可取款。',
    ]),
    content_en: rules([
      'Members who register and bind a bank card or a USDT address during the event can grab red packets on the red packet page.',
      'Each red packet holds a random amount, paid straight into the central wallet.',
      'A red packet can be withdrawn after valid bets of 1× its amount.',
    ]),
    memo: '<p>无需申请，满足条件自动参与。每位会员每日抢红包次数以红包活动页显示为准。</p>',
    memo_en:
      '<p>No application needed: eligible members take part automatically. The number of grabs a day is shown on the red packet page.</p>',
  },
  {
    type: 3,
    title: '每日返水无上限',
    title_en: 'Daily rebate with no cap',
    can_apply: 0,
    content: rules([
      '按每日（北京时间 00:00-23:59）有效投注与 VIP 等级对应比例计算返水。',
      '返水于次日 15:00-16:00 发放至返水记录，会员可随时一键领取。',
      '返水仅需 1 倍有效投注即可取款。',
    ]),
    content_en: rules([
      'The rebate is your valid bets of each day (00:00-23:59 Beijing time) times the rate of your VIP level.',
      'It is paid to your rebate records the next day between 15:00 and 16:00, and you can claim it in one tap at any time.',
      'A rebate can be withdrawn after valid bets of 1× its amount.',
    ]),
    memo: '<p>无效投注、对冲投注及部分不参与返水的游戏不计入有效投注。</p>',
    memo_en: '<p>Void bets, hedged bets and games that carry no rebate do not count as valid bets.</p>',
  },
  {
    type: 2,
    title: 'USDT 存款额外加赠 2%',
    title_en: 'Extra 2% on USDT deposits',
    can_apply: 1,
    content: rules([
      '使用 USDT（TRC20 或 ERC20）单笔存款 500 元及以上，申请后加赠存款金额的 2%，单日最高 2888 元。',
      '加赠彩金需完成 3 倍有效投注后方可取款。',
      '请在存款到账后当日内申请。',
    ]),
    content_en: rules([
      'Deposit ¥500 or more in one USDT transfer (TRC20 or ERC20) and apply to receive an extra 2% of the deposit, up to ¥2,888 a day.',
      'The bonus can be withdrawn after valid bets of 3× its amount.',
      'Apply on the day the deposit is credited.',
    ]),
    memo: '<p>请务必使用正确的链协议转账，转错链造成的损失由会员自行承担。</p>',
    memo_en:
      "<p>Always transfer on the right network: funds sent on the wrong chain are lost at the member's own risk.</p>",
  },
  {
    type: 4,
    title: 'VIP 晋级礼金',
    title_en: 'VIP upgrade bonus',
    can_apply: 0,
    content: rules([
      '累计存款与累计有效投注同时达到下一级要求即可晋级，每日最多晋升一级。',
      '每晋升一级自动派发对应晋级礼金，每个等级仅可领取一次。',
      '晋级礼金仅需 1 倍有效投注即可取款。',
    ]),
    content_en: rules([
      "You move up a level once your total deposits and total valid bets both reach the next level's requirements, at most one level a day.",
      'Each level reached pays its upgrade bonus automatically, once per level.',
      'An upgrade bonus can be withdrawn after valid bets of 1× its amount.',
    ]),
    memo: '<p>90 天内未达到保级投注要求将降一级，期间再次晋级会重新计算保级周期。</p>',
    memo_en:
      '<p>Without the retention turnover within 90 days you move down one level; a new upgrade in between restarts the retention period.</p>',
  },
  {
    type: 4,
    title: 'VIP 生日礼金',
    title_en: 'VIP birthday bonus',
    can_apply: 1,
    content: rules([
      'VIP3 及以上会员在生日当月可申请生日礼金，金额随等级提升。',
      '需在个人资料中填写出生日期，且注册满三个月。',
      '生日礼金需完成 1 倍有效投注后方可取款，每年仅可领取一次。',
    ]),
    content_en: rules([
      'Members at VIP3 and above can apply for a birthday bonus in their birthday month; the amount grows with the level.',
      'Your date of birth must be in your profile and your account at least three months old.',
      'A birthday bonus can be withdrawn after valid bets of 1× its amount, and can be claimed once a year.',
    ]),
    memo: '<p>申请时请确保个人资料中的出生日期与实名信息一致。</p>',
    memo_en:
      '<p>When you apply, make sure the date of birth in your profile matches your verified identity.</p>',
  },
]

// VIP1-10: cumulative deposit and turnover in yuan, retention turnover per 90 days, upgrade bonus,
// and rebate percentages for live, slots, chess and cards, sports, lottery, e-sports.
export const VIP: [number, number, number, number, [string, string, string, string, string, string]][] = [
  [0, 0, 0, 0, ['0.40', '0.50', '0.40', '0.40', '0.30', '0.40']],
  [1_000, 5_000, 1_000, 18, ['0.45', '0.55', '0.45', '0.45', '0.35', '0.45']],
  [5_000, 25_000, 5_000, 58, ['0.50', '0.60', '0.50', '0.50', '0.40', '0.50']],
  [20_000, 100_000, 20_000, 188, ['0.55', '0.70', '0.55', '0.55', '0.45', '0.55']],
  [50_000, 300_000, 60_000, 388, ['0.60', '0.80', '0.60', '0.60', '0.50', '0.60']],
  [100_000, 800_000, 150_000, 888, ['0.70', '0.90', '0.70', '0.70', '0.55', '0.70']],
  [300_000, 2_000_000, 400_000, 1_888, ['0.80', '1.00', '0.80', '0.80', '0.60', '0.80']],
  [800_000, 5_000_000, 1_000_000, 3_888, ['0.90', '1.20', '0.90', '0.90', '0.70', '0.90']],
  [2_000_000, 12_000_000, 2_500_000, 8_888, ['1.00', '1.30', '1.00', '1.00', '0.80', '1.00']],
  [5_000_000, 30_000_000, 6_000_000, 18_888, ['1.20', '1.50', '1.20', '1.20', '0.90', '1.20']],
]

export const INBOX = [
  {
    title: `欢迎加入${SITE}`,
    title_en: `Welcome to ${SITE_EN}`,
    content_en: `<p>Thank you for joining ${SITE_EN}! After your first deposit you can apply for the <strong>100% first deposit bonus for new members</strong>.</p><p>If you have any question, our live support is there 24/7.</p>`,
    content: `<p>感谢您注册${SITE}！完成首次存款即可申请<strong>新会员首存加赠 100%</strong>。</p><p>如有任何问题，请随时联系 7×24 小时在线客服。</p>`,
  },
  {
    title: '账户安全提醒',
    title_en: 'Keeping your account safe',
    content_en:
      '<p>Never tell anyone your login or withdrawal password: our staff will never ask for it.</p><p>Change your passwords from time to time under “Profile”, and bind a bank card in your own name.</p>',
    content:
      '<p>请勿向任何人透露您的登录密码和取款密码，本站工作人员绝不会索要密码。</p><p>建议定期在“个人资料”中修改密码，并绑定本人的银行卡。</p>',
  },
  {
    title: '返水发放时间说明',
    title_en: 'When rebates are paid',
    content_en:
      "<p>Each day's rebate is paid the next day between 15:00 and 16:00 Beijing time; you can then claim it in one tap under “Rebate records”.</p>",
    content: '<p>每日返水于次日北京时间 15:00-16:00 发放，发放后可在“返水记录”中一键领取。</p>',
  },
]
