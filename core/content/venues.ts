// The venues of the brief (fictional names, in-house artwork under /img/venues/<code>/) and the slot
// venues' game lists (their machines, artwork at /img/games/<venue>/<venue>-NN.svg).

import type { Category } from '../contract'
import { venueMachines } from '../games/engines/slots/index'

const FEATURE_WORDS = {
  zh: {
    lines: '20线',
    ways: '243路',
    wild: '百搭倍数',
    free: '免费旋转',
    cascade: '连环消除',
    hold: '聚宝重转',
  },
  en: {
    lines: '20 lines',
    ways: '243 ways',
    wild: 'wild multipliers',
    free: 'free spins',
    cascade: 'cascades',
    hold: 'hold-and-spin',
  },
} as const

/** A slot venue's stock description, written from its machines (their pays, features and stated RTP). */
export function slotVenueText(venue: string, lang: 'zh' | 'en') {
  const w = FEATURE_WORDS[lang]
  const machines = venueMachines(venue).map((m) => {
    const features = [
      w[m.mode],
      ...(m.wildMultiplier ? [w.wild] : []),
      ...(m.scatter ? [w.free] : []),
      ...(m.cascade ? [w.cascade] : []),
      ...(m.hold ? [w.hold] : []),
    ].join(' · ')
    const rtp = `${(m.rtp * 100).toFixed(2)}%`
    return lang === 'zh'
      ? `${m.title}（${features}，返还率 ${rtp}）`
      : `${m.titleEn} (${features}, RTP ${rtp})`
  })
  return lang === 'zh'
    ? `${machines.join('与')}：自研老虎机，每转可凭种子验证；五家电子场馆共享一个累积奖池。`
    : `${machines.join(' and ')}: in-house slot machines, every spin verifiable from its seeds; one progressive jackpot shared by the five slot venues.`
}

export type Venue = {
  code: string
  name: string
  category: Category
  description: string
  /** The English description, where the seed has one (else the operator's, or the Chinese is shown). */
  descriptionEn?: string
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
    // The in-house European roulette (docs/roulette.md); migration 0044 replaces the stock text.
    description:
      '琉璃轮盘：RNG 欧式轮盘（单零，37个号码），每45秒全场同转一次，期号与开转时间公开。可押直注、分注、街注、角注、六线、打、列、红黑、单双、大小，另有轮盘赛道的邻居注（一个号码及其左右各两个邻号）；每注返还率97.30%，每期可凭种子验证。',
    descriptionEn:
      'Liuli Roulette: an RNG European roulette (single zero, 37 numbers) spun for every player every 45 seconds, with published issue numbers and times. Bet straight, split, street, corner, six line, dozens, columns, red/black, odd/even and low/high, plus racetrack neighbour bets (a number and two wheel neighbours each side); every bet returns 97.30 %, every spin verifiable from its seeds.',
  },
  {
    code: 'ymlive',
    name: '云梦真人',
    category: 'realbet',
    // The in-house 三公 (docs/sangong.md); migration 0045 replaces the stock text.
    description:
      '云梦三公：RNG 三公牌桌，每40秒全场同发一局，一副52张牌洗好后庄、闲各发三张，J、Q、K为公。可押庄赢、闲赢、和、庄三公、闲三公与闲对子，赔率按精确概率设定，返还率公开；局号与开牌时间公开，每局可凭种子验证。',
    descriptionEn:
      'Yunmeng San Gong: an RNG San Gong table dealt for every player every 40 seconds, one shuffled 52-card deck, three cards each to banker and player (J, Q and K are court cards). Bet banker, player, tie, banker San Gong, player San Gong and player pair; odds set from the exact chances with the RTP published; round numbers and times are public and every deal can be verified from its seeds.',
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
    // The in-house 二八杠 against the banker (docs/erbagang.md).
    description:
      '百福棋牌：二八杠（40 张筒子与白板）闲家对庄家，RNG 电子桌即时开牌。白板对 > 对子（九筒对至一筒对）> 二八杠 > 点数（九点半至一点）> 鳖十，同点比大牌，完全相同庄赢；闲家赢 1 赔 1，理论返还率 98.53%，每局可凭种子验证。',
    descriptionEn:
      'Baifu Cards: Er Ba Gang (40 tiles: dots and white dragons), player against the banker on an RNG table, dealt instantly. White pair > pairs (nine to one) > 2-8 > points (9.5 down to 1) > zero; equal points compare the larger tile, fully equal hands go to the banker; a winning player is paid 1 to 1, theoretical return 98.53%, every round verifiable from its seeds.',
  },
  {
    code: 'lhchess',
    name: '龙虎棋牌',
    category: 'joker',
    // The in-house 抢庄牛牛 with three computer seats (docs/qiangzhuang.md).
    description:
      '抢庄牛牛：您与三位电脑座位同桌（RNG 电子桌，非真人对战）。不看牌抢庄（不抢/1/2/3 倍），不坐庄时再选下注倍数（1/2/3/5 倍），选完后五张牌一起翻开，庄家与每位闲家比牌；牛牛及以上 3 倍、牛七至牛九 2 倍、其余 1 倍，您赢的每笔抽佣 5%，任何打法都返还有效投注的 97.5%。开局预扣最大可能输额，结算时退回未用部分；每局可凭种子验证。',
    descriptionEn:
      'Longhu Cards: banker-grab bull-bull (Qiang Zhuang Niu Niu) at a table with three computer seats (an RNG table, not other players). Grab the bank before seeing your cards (none/1/2/3x), then bet 1/2/3/5x if not banker; all five cards are turned over once you have chosen and the banker settles with each seat; bull-bull and above pay 3x, bull 7-9 2x, the rest 1x, with a 5% commission on each settlement you win, so every strategy returns 97.5% of its valid bet. The largest possible loss is held when the round opens and the unused part returned at settlement; every round verifiable from its seeds.',
  },
  {
    code: 'jdslot',
    name: '金鼎电子',
    category: 'concise',
    description: slotVenueText('jdslot', 'zh'),
    descriptionEn: slotVenueText('jdslot', 'en'),
  },
  {
    code: 'xyslot',
    name: '星耀电子',
    category: 'concise',
    description: slotVenueText('xyslot', 'zh'),
    descriptionEn: slotVenueText('xyslot', 'en'),
  },
  {
    code: 'fhslot',
    name: '凤凰电子',
    category: 'concise',
    description: slotVenueText('fhslot', 'zh'),
    descriptionEn: slotVenueText('fhslot', 'en'),
  },
  {
    code: 'jlslot',
    name: '锦鲤电子',
    category: 'concise',
    description: slotVenueText('jlslot', 'zh'),
    descriptionEn: slotVenueText('jlslot', 'en'),
  },
  {
    code: 'tbslot',
    name: '天宝电子',
    category: 'concise',
    description: slotVenueText('tbslot', 'zh'),
    descriptionEn: slotVenueText('tbslot', 'en'),
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

/** Each slot venue's game list: its machines' titles (core/games/engines/slots; docs/games.md, "Slots"). */
export const SLOT_TITLES: Record<string, string[]> = Object.fromEntries(
  ['jdslot', 'xyslot', 'fhslot', 'jlslot', 'tbslot'].map((v) => [v, venueMachines(v).map((m) => m.title)]),
)
