// The venues of the brief (fictional names, in-house artwork under /img/venues/<code>/) and 12 slot
// games per slot venue (/img/games/<venue>/<venue>-NN.svg).
import type { Category } from '../contract'

export type Venue = {
  code: string
  name: string
  category: Category
  description: string
  /** The English description, where the seed has one (else the operator's, or the Chinese is shown). */
  descriptionEn?: string
}

// Partner venues: the game the sandbox partner serves for their category (server/sandbox/page.ts).
const PARTNER_CARDS = {
  description:
    '由合作方提供（本演示站为沙盒合作方）：庄闲和牌桌，庄、闲各发两张牌比点数，经供应商钱包接口结算。',
  descriptionEn:
    'Provided by a partner (the sandbox partner on this demo site): a banker/player/tie table where banker and player get two cards each and compare points, settled through the provider wallet protocol.',
}
const PARTNER_DICE = {
  description: '由合作方提供（本演示站为沙盒合作方）：骰子大小，押大、小或豹子，经供应商钱包接口结算。',
  descriptionEn:
    'Provided by a partner (the sandbox partner on this demo site): a dice game of big, small or triple, settled through the provider wallet protocol.',
}

export const VENUES: Venue[] = [
  {
    code: 'jdlive',
    name: '金鼎真人',
    category: 'realbet',
    description:
      '金鼎自营 RNG 电子牌桌：百家乐（8副牌共享牌靴，定时开局，路单实时更新）与即开骰宝，赔率与返还率公开，每局可凭种子验证。',
    descriptionEn:
      "Jinding's own RNG tables: baccarat dealt from a shared 8-deck shoe in timed rounds with live roads, and instant sic bo; odds and RTP are published and every round can be verified from its seeds.",
  },
  {
    code: 'hxlive',
    name: '华夏真人',
    category: 'realbet',
    // The in-house dragon-tiger table (docs/dragon-tiger.md); migration 0038 replaces the stock text.
    description:
      '华夏龙虎：RNG 电子牌桌，8副牌共享牌靴，每局龙、虎各发一张牌比大小（A最小，K最大）。龙、虎1赔1，和1赔8（开和时龙、虎注输一半），另有龙虎单双、红黑；每局约23秒，路单实时更新，牌靴可凭种子验证。',
    descriptionEn:
      'Huaxia Dragon Tiger: an RNG card table dealt from a shared 8-deck shoe, one card to Dragon and one to Tiger, the higher rank wins (A low, K high). Dragon and Tiger pay 1:1, Tie 8:1 (on a tie Dragon/Tiger bets lose half), plus odd/even and red/black side bets; a round about every 23 seconds with live roads, every shoe verifiable from its seeds.',
  },
  {
    code: 'lylive',
    name: '琉璃真人',
    category: 'realbet',
    ...PARTNER_CARDS,
  },
  {
    code: 'ymlive',
    name: '云梦真人',
    category: 'realbet',
    ...PARTNER_CARDS,
  },
  {
    code: 'jdsport',
    name: '金鼎体育',
    category: 'sport',
    description:
      '金鼎虚拟超级联赛、虚拟冠军联赛与虚拟篮球联赛：虚构球队按赛程模拟比赛，全天连续开赛。赛前投注独赢、让球、大小、波胆、半全场等，支持串关，每场赛果赛后可凭种子验证。',
  },
  {
    code: 'xysport',
    name: '星耀体育',
    category: 'sport',
    description:
      '星耀体育开设金鼎虚拟冠军联赛：12支虚构球队主客场双循环模拟对决。赛前投注独赢、让球、大小、波胆、双方进球、半场与半全场，支持串关，赛果可验证。',
  },
  {
    code: 'lbsport',
    name: '凌波体育',
    category: 'sport',
    description:
      '凌波体育开设金鼎虚拟篮球联赛：12支虚构球队按回合模型模拟比赛，比分逐球呈现。赛前投注独赢、让分、总分大小与单节独赢，支持串关。',
  },
  {
    code: 'jdesport',
    name: '金鼎电竞',
    category: 'gaming',
    description:
      '金鼎虚拟电竞三项联赛：MOBA、战术射击与电子足球，虚构战队模拟对战（电竞三局两胜）。赛前投注全场独赢、地图让分、总地图数、一血、击杀与回合大小，支持串关。',
  },
  {
    code: 'hxesport',
    name: '虎啸电竞',
    category: 'gaming',
    description:
      '虎啸电竞开设金鼎电竞MOBA联赛：8支虚构战队三局两胜模拟对战。赛前投注全场独赢、地图让分、总地图数、每图一血与总击杀，支持串关。',
  },
  {
    code: 'fyesport',
    name: '风云电竞',
    category: 'gaming',
    description:
      '风云电竞开设金鼎战术射击联赛：8支虚构战队三局两胜模拟对战，逐回合呈现。赛前投注全场独赢、地图让分、总地图数与每图总回合，支持串关。',
  },
  {
    code: 'xlesport',
    name: '星链电竞',
    category: 'gaming',
    description:
      '星链电竞开设金鼎电子足球联赛：8支虚构球队模拟对决，全天连续开赛。赛前投注独赢、让球、大小、波胆、半全场等，支持串关，赛果可验证。',
  },
  {
    code: 'jdchess',
    name: '金鼎棋牌',
    category: 'joker',
    description:
      '金鼎牛牛：闲家对庄家，各发五张牌比牛，RNG 即开，按牌型倍数结算，赔率表与返还率公开，每局可凭种子验证。',
    descriptionEn:
      'Jinding Bull-Bull: player against the banker, five cards each ranked by bull, dealt instantly by RNG and settled by hand multiples; paytable and RTP are published and every round can be verified from its seeds.',
  },
  {
    code: 'qxchess',
    name: '七星棋牌',
    category: 'joker',
    // The in-house 炸金花 against the banker (docs/zhajinhua.md).
    description:
      '七星棋牌：炸金花（三张牌）闲家对庄家，RNG 电子桌即时开牌。豹子 > 同花顺 > 同花 > 顺子 > 对子 > 散牌，同牌庄赢；闲家赢按牌型赔付（散牌 0.8 倍、同花顺 3 倍、豹子 5 倍），理论返还率 95.74%，每局可凭种子验证。',
    descriptionEn:
      'Qixing Chess: three-card brag (Zha Jin Hua), player against the banker on an RNG table, dealt instantly. Trips > straight flush > flush > straight > pair > high card, ties go to the banker; a winning player is paid by hand (high card 0.8x, straight flush 3x, trips 5x), theoretical return 95.74%, every round verifiable from its seeds.',
  },
  {
    code: 'bfchess',
    name: '百福棋牌',
    category: 'joker',
    ...PARTNER_DICE,
  },
  {
    code: 'lhchess',
    name: '龙虎棋牌',
    category: 'joker',
    ...PARTNER_DICE,
  },
  {
    code: 'jdslot',
    name: '金鼎电子',
    category: 'concise',
    description:
      '金鼎聚宝：自研5轴3行20线老虎机，百搭替代，理论返还率 97.12%（见赔付表），每转可凭种子验证。',
    descriptionEn:
      'Jinding Treasure: an in-house slot of 5 reels, 3 rows and 20 lines with a substituting wild, theoretical return 97.12% (see the paytable), every spin verifiable from its seeds.',
  },
  {
    code: 'xyslot',
    name: '星耀电子',
    category: 'concise',
    description:
      '星耀银河：自研5轴3行20线老虎机，百搭替代，理论返还率 96.32%（见赔付表），每转可凭种子验证。',
    descriptionEn:
      'Star Galaxy: an in-house slot of 5 reels, 3 rows and 20 lines with a substituting wild, theoretical return 96.32% (see the paytable), every spin verifiable from its seeds.',
  },
  {
    code: 'fhslot',
    name: '凤凰电子',
    category: 'concise',
    description:
      '凤凰涅槃：自研5轴3行20线老虎机，百搭替代，理论返还率 97.53%（见赔付表），每转可凭种子验证。',
    descriptionEn:
      'Phoenix Rising: an in-house slot of 5 reels, 3 rows and 20 lines with a substituting wild, theoretical return 97.53% (see the paytable), every spin verifiable from its seeds.',
  },
  {
    code: 'jlslot',
    name: '锦鲤电子',
    category: 'concise',
    description:
      '锦鲤跃门：自研5轴3行20线老虎机，百搭替代，理论返还率 96.39%（见赔付表），每转可凭种子验证。',
    descriptionEn:
      'Koi Leap: an in-house slot of 5 reels, 3 rows and 20 lines with a substituting wild, theoretical return 96.39% (see the paytable), every spin verifiable from its seeds.',
  },
  {
    code: 'tbslot',
    name: '天宝电子',
    category: 'concise',
    description:
      '天宝聚福：自研5轴3行20线老虎机，百搭替代，理论返还率 94.94%（见赔付表），每转可凭种子验证。',
    descriptionEn:
      'Heavenly Fortune: an in-house slot of 5 reels, 3 rows and 20 lines with a substituting wild, theoretical return 94.94% (see the paytable), every spin verifiable from its seeds.',
  },
  {
    code: 'jdlottery',
    name: '金鼎彩票',
    category: 'lottery',
    description:
      '金鼎快三：每分钟开奖一期，三颗骰子，押和值、大小与单双，期号与开奖时间公开，每期开奖可凭种子验证。',
    descriptionEn:
      'Jinding Fast 3: a draw of three dice every minute, bet on the sum, big/small or odd/even; issue numbers and draw times are published and every draw can be verified from its seeds.',
  },
  {
    code: 'vrbet',
    name: '微澜彩票',
    category: 'lottery',
    // The in-house PK10 (docs/pk10.md); migration 0043 replaces the stock text of an older database.
    description:
      '微澜赛车（PK10）：每3分钟开奖一期，10辆赛车冲线，名次即开奖结果。玩法有定位、冠亚和（和值与大小单双）、各名次大小单双与1-5名龙虎，赔率与返还率公开，每期开奖可凭种子验证。',
    descriptionEn:
      'Weilan Race 10 (PK10): a draw every 3 minutes in which ten cars race to the line and the finishing order is the result. Bet on a car at a position, on the sum of the first two (value or big/small/odd/even), big/small/odd/even per position and dragon/tiger for places 1-5; odds and RTP are published and every draw can be verified from its seeds.',
  },
  {
    code: 'qxlottery',
    name: '七星彩票',
    category: 'lottery',
    // The in-house 时时彩 (docs/ssc.md); migration 0033 replaces the stock text of an older database.
    description:
      '七星时时彩：每2分钟开奖一期，每期开出5个0-9数字。玩法有定位、大小单双（每位与总和）、前三/后三直选、组三、组六与龙虎和，赔率与返还率公开，每期开奖可凭种子验证。',
    descriptionEn:
      'Qixing Shishicai: a draw every 2 minutes, five digits 0-9 per draw. Bet on a digit at a position, big/small/odd/even per position or on the sum, front-three/back-three straight, group-3, group-6 and dragon/tiger/tie; odds and RTP are published and every draw can be verified from its seeds.',
  },
]

export const SLOT_TITLES: Record<string, string[]> = {
  jdslot: [
    '金鼎聚宝',
    '财神到',
    '招财进宝',
    '鸿运当头',
    '黄金城',
    '五福临门',
    '金玉满堂',
    '步步高升',
    '富贵花开',
    '元宝雨',
    '金龙献瑞',
    '福星高照',
  ],
  xyslot: [
    '星辰大海',
    '银河探险',
    '月宫仙子',
    '流星许愿',
    '星座传说',
    '极光之夜',
    '北斗七星',
    '太空宝藏',
    '星际旅人',
    '天狼星',
    '彗星来临',
    '群星闪耀',
  ],
  fhslot: [
    '凤舞九天',
    '丹凤朝阳',
    '百鸟朝凤',
    '火凤涅槃',
    '凤鸣岐山',
    '龙凤呈祥',
    '凤栖梧桐',
    '金凤凰',
    '彩凤飞舞',
    '凤冠霞帔',
    '凤仪天下',
    '朱雀之翼',
  ],
  jlslot: [
    '锦鲤跃龙门',
    '年年有余',
    '池塘夏夜',
    '锦鲤抄',
    '荷塘月色',
    '好运连连',
    '水墨江南',
    '金鱼满缸',
    '鲤鱼旗',
    '莲花池',
    '春江水暖',
    '福鲤呈祥',
  ],
  tbslot: [
    '天宝寻踪',
    '失落神殿',
    '海盗宝藏',
    '沙漠古城',
    '丛林秘境',
    '黄金矿工',
    '宝石迷阵',
    '法老之谜',
    '冰雪宝库',
    '火山宝石',
    '沉船秘宝',
    '龙之宝藏',
  ],
}
