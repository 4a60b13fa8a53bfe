// Operator settings, banners, notices, promotions, VIP levels and inbox messages for the demo (banks,
// pay channels and red-packet rules are the money seed's).

const SITE = '金鼎娱乐'

/** Site settings (api/app and friends). Links starting with '/' are answered absolute for the host. */
export const SETTINGS: Record<string, unknown> = {
  title: SITE,
  site_logo: '/img/brand/logo.svg',
  site_state: 1,
  repair_tips: '系统升级维护中，预计 30 分钟内恢复，给您带来不便敬请谅解。',
  index_modal: 1,
  webcontent: `<h3>欢迎来到${SITE}</h3><p>新会员首存即可参加<strong>首存加赠</strong>活动，VIP 晋级礼金最高 18888 元。</p><p>本站为演示站点，所有场馆与活动均为虚构。请理性娱乐，未满 18 周岁禁止参与。</p>`,
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
    number: `DEMO-000${n}`,
    url: '/#/abouts?type=4',
    badge: `/img/licences/demo-${n}.svg`,
    demo: true,
  })),
  copyright: `© 2018-2026 ${SITE}（演示站点）版权所有 · 18+ 理性娱乐`,
  // Sign-ups accepted per client IP per hour (docs/auth-limits.md).
  registration: { per_ip_per_hour: 5 },
  // Player protection: the reality-check interval a player has until they pick one (0 = off).
  protection: { reality_check_minutes: 0 },
}

export const BANNERS = [
  { title: '新会员首存加赠 100%', src: '/img/banners/banner-1.svg', url: '/#/activityInfo?id=1' },
  { title: 'VIP 晋级礼金最高 18888', src: '/img/banners/banner-2.svg', url: '/#/vip' },
  { title: '每日返水无上限 随时领取', src: '/img/banners/banner-3.svg', url: '/#/activityInfo?id=3' },
]

export const NOTICES = [
  { title: `欢迎来到${SITE}！新会员注册即可参加首存加赠活动，详情请查看优惠活动页面。`, content: '' },
  { title: '温馨提示：本站客服绝不会索要您的登录密码或取款密码，谨防诈骗。', content: '' },
  { title: '存款小技巧：银行卡转账请使用带零头的金额（如 101、503），到账更快。', content: '' },
  { title: 'USDT 存款支持 TRC20 与 ERC20 两种协议，请务必核对协议后再转账。', content: '' },
  { title: '理性娱乐：可联系在线客服设置存款限额、冷静期或自我排除。', content: '' },
  { title: '每日北京时间 15:00-16:00 发放前一日返水，请到返水记录中领取。', content: '' },
]

export const ACTIVITY_TYPES = ['新人专享', '充值优惠', '返水活动', 'VIP特权']

const rules = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`
export const ACTIVITIES: { type: number; title: string; can_apply: 0 | 1; content: string; memo: string }[] =
  [
    {
      type: 1,
      title: '新会员首存加赠 100%',
      can_apply: 1,
      content: rules([
        '活动对象：注册后尚未存款的新会员。',
        '首次存款 100 元及以上，申请通过后赠送存款金额的 100%，最高 888 元。',
        '彩金需完成（本金 + 彩金）× 10 倍有效投注后方可取款。',
        '请在首次存款后 24 小时内于本页面点击“申请”。',
      ]),
      memo: '<p>同一姓名、手机号、银行卡或 IP 仅可参加一次。本站保留在发现违规套利时取消资格的权利。</p>',
    },
    {
      type: 1,
      title: '注册即送体验红包',
      can_apply: 0,
      content: rules([
        '活动期间完成注册并绑定银行卡或 USDT 地址的会员，可在红包活动页参与抢红包。',
        '红包金额随机，自动到账中心钱包。',
        '红包需完成 1 倍有效投注后方可取款。',
      ]),
      memo: '<p>无需申请，满足条件自动参与。每位会员每日抢红包次数以红包活动页显示为准。</p>',
    },
    {
      type: 3,
      title: '每日返水无上限',
      can_apply: 0,
      content: rules([
        '按每日（北京时间 00:00-23:59）有效投注与 VIP 等级对应比例计算返水。',
        '返水于次日 15:00-16:00 发放至返水记录，会员可随时一键领取。',
        '返水仅需 1 倍有效投注即可取款。',
      ]),
      memo: '<p>无效投注、对冲投注及部分不参与返水的游戏不计入有效投注。</p>',
    },
    {
      type: 2,
      title: 'USDT 存款额外加赠 2%',
      can_apply: 1,
      content: rules([
        '使用 USDT（TRC20 或 ERC20）单笔存款 500 元及以上，申请后加赠存款金额的 2%，单日最高 2888 元。',
        '加赠彩金需完成 3 倍有效投注后方可取款。',
        '请在存款到账后当日内申请。',
      ]),
      memo: '<p>请务必使用正确的链协议转账，转错链造成的损失由会员自行承担。</p>',
    },
    {
      type: 4,
      title: 'VIP 晋级礼金',
      can_apply: 0,
      content: rules([
        '累计存款与累计有效投注同时达到下一级要求即可晋级，每日最多晋升一级。',
        '每晋升一级自动派发对应晋级礼金，每个等级仅可领取一次。',
        '晋级礼金仅需 1 倍有效投注即可取款。',
      ]),
      memo: '<p>90 天内未达到保级投注要求将降一级，期间再次晋级会重新计算保级周期。</p>',
    },
    {
      type: 4,
      title: 'VIP 生日礼金',
      can_apply: 1,
      content: rules([
        'VIP3 及以上会员在生日当月可申请生日礼金，金额随等级提升。',
        '需在个人资料中填写出生日期，且注册满三个月。',
        '生日礼金需完成 1 倍有效投注后方可取款，每年仅可领取一次。',
      ]),
      memo: '<p>申请时请确保个人资料中的出生日期与实名信息一致。</p>',
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
    content: `<p>感谢您注册${SITE}！完成首次存款即可申请<strong>新会员首存加赠 100%</strong>。</p><p>如有任何问题，请随时联系 7×24 小时在线客服。</p>`,
  },
  {
    title: '账户安全提醒',
    content:
      '<p>请勿向任何人透露您的登录密码和取款密码，本站工作人员绝不会索要密码。</p><p>建议定期在“个人资料”中修改密码，并绑定本人的银行卡。</p>',
  },
  {
    title: '返水发放时间说明',
    content: '<p>每日返水于次日北京时间 15:00-16:00 发放，发放后可在“返水记录”中一键领取。</p>',
  },
]
