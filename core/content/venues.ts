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

const LIVE = '百家乐、龙虎、骰宝、轮盘、牛牛、三公'

export const VENUES: Venue[] = [
  {
    code: 'jdlive',
    name: '金鼎真人',
    category: 'realbet',
    description: `金鼎自营真人厅，高清多机位直播，${LIVE}全天候开台，荷官实时互动。`,
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
    description: `琉璃真人厅灯光与场景精心布置，${LIVE}轮番上演，路单清晰直观。`,
  },
  {
    code: 'ymlive',
    name: '云梦真人',
    category: 'realbet',
    description: `云梦真人厅专注极速开牌，${LIVE}节奏明快，适合喜欢快节奏的玩家。`,
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
    description: '斗地主、麻将、牛牛、炸金花等经典棋牌，真人匹配，公平对局。',
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
    description: '百福棋牌以轻松休闲为主，规则简单，老少皆宜。',
  },
  {
    code: 'lhchess',
    name: '龙虎棋牌',
    category: 'joker',
    description: '龙虎棋牌提供多人对战与百人场，节奏紧凑，乐趣十足。',
  },
  {
    code: 'jdslot',
    name: '金鼎电子',
    category: 'concise',
    description: '金鼎自研电子游戏，题材丰富，免费旋转与奖金游戏层出不穷。',
  },
  {
    code: 'xyslot',
    name: '星耀电子',
    category: 'concise',
    description: '星耀电子以星空与神话为主题，画面华丽，玩法创新。',
  },
  {
    code: 'fhslot',
    name: '凤凰电子',
    category: 'concise',
    description: '凤凰电子融合东方元素，经典老虎机与多线游戏任您选择。',
  },
  {
    code: 'jlslot',
    name: '锦鲤电子',
    category: 'concise',
    description: '锦鲤电子寓意好运连连，轻松休闲的转轴游戏合集。',
  },
  {
    code: 'tbslot',
    name: '天宝电子',
    category: 'concise',
    description: '天宝电子主打寻宝冒险题材，多重奖励层层递进。',
  },
  {
    code: 'jdlottery',
    name: '金鼎彩票',
    category: 'lottery',
    description: '时时彩、快三、PK拾、六合彩等多种彩种，开奖公开透明。',
  },
  {
    code: 'vrbet',
    name: '微澜彩票',
    category: 'lottery',
    description: '微澜彩票提供高频彩与传统彩，走势图表一目了然。',
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
