// The six virtual competitions and their teams. Every club, city and player name here is invented for
// this site (no real clubs, leagues or brands). Starting ratings are spread by tier so that the
// favourites are clear without any match being a foregone conclusion; ratings then drift with results
// (league.ts updateRatings).
import { BASKETBALL_PARAMS, type BasketballParams, type BasketballRating } from './basketball'
import {
  type EsportsRating,
  MOBA_PARAMS,
  type MobaParams,
  SHOOTER_PARAMS,
  type ShooterParams,
} from './esports'
import { EFOOTBALL_PARAMS, FOOTBALL_PARAMS, type FootballParams, type FootballRating } from './football'

export type TeamDef<R> = { id: string; zh: string; en: string; rating: R }

type Engine =
  | { sport: 'football'; params: FootballParams }
  | { sport: 'basketball'; params: BasketballParams }
  | { sport: 'moba'; params: MobaParams }
  | { sport: 'shooter'; params: ShooterParams }

export type LeagueDef = {
  id: string
  zh: string
  en: string
  engine: Engine
  /** Round-robin legs per season: 2 = home and away. */
  legs: 1 | 2
  /** Table points for a win and a draw. */
  points: [number, number]
  teams: TeamDef<FootballRating | BasketballRating | EsportsRating>[]
}

/** Ratings by position: the first team strongest, the last weakest, evenly between. */
const tiered = <R>(list: [string, string, string][], rating: (x: number) => R): TeamDef<R>[] =>
  list.map(([id, zh, en], i) => ({ id, zh, en, rating: rating(1 - (2 * i) / (list.length - 1)) }))

const football = (x: number): FootballRating => ({
  attack: Math.round(0.28 * x * 1000) / 1000,
  defence: Math.round(0.22 * x * 1000) / 1000,
})

export const LEAGUES: LeagueDef[] = [
  {
    id: 'vfl',
    zh: '金鼎虚拟超级联赛',
    en: 'Jinding Virtual Premier League',
    engine: { sport: 'football', params: FOOTBALL_PARAMS },
    legs: 2,
    points: [3, 1],
    teams: tiered(
      [
        ['qlf', '青岚飞鹰', 'Qinglan Falcons'],
        ['cxd', '赤霄龙骑', 'Chixiao Dragoons'],
        ['yyg', '云屿海鸥', 'Yunyu Gulls'],
        ['xys', '玄岩石狮', 'Xuanyan Stone Lions'],
        ['bls', '白澜天鹅', 'Bailan Swans'],
        ['mcp', '墨川黑豹', 'Mochuan Panthers'],
        ['jsh', '金穗麦浪', 'Jinsui Harvesters'],
        ['ftk', '枫汀红隼', 'Fengting Kestrels'],
        ['syw', '霜原白狼', 'Shuangyuan White Wolves'],
        ['cgs', '翠谷鹿鸣', 'Cuigu Stags'],
        ['xgn', '星港领航', 'Xinggang Navigators'],
        ['llb', '雷岭野牛', 'Leiling Bison'],
        ['ywd', '银湾海豚', 'Yinwan Dolphins'],
        ['sth', '松涛苍鹭', 'Songtao Herons'],
        ['zhs', '朝晖骏马', 'Zhaohui Stallions'],
        ['wtl', '望汀灯塔', 'Wangting Lighthouse'],
      ],
      football,
    ),
  },
  {
    id: 'vfc',
    zh: '金鼎虚拟冠军联赛',
    en: 'Jinding Virtual Champions League',
    engine: { sport: 'football', params: { ...FOOTBALL_PARAMS, home: 0.3 } },
    legs: 2,
    points: [3, 1],
    teams: tiered(
      [
        ['hyq', '海曜麒麟', 'Haiyao Qilin'],
        ['lqt', '岚桥猛虎', 'Lanqiao Tigers'],
        ['dsy', '东溯远航', 'Dongsu Voyagers'],
        ['nyf', '南屿烽火', 'Nanyu Beacons'],
        ['bch', '北辰猎手', 'Beichen Hunters'],
        ['xlg', '西陵金雕', 'Xiling Golden Eagles'],
        ['qsm', '清溪磨坊', 'Qingxi Millers'],
        ['hqa', '鹤泉铁锚', 'Hequan Anchors'],
        ['zyr', '紫垣游骑', 'Ziyuan Rangers'],
        ['tsl', '汀沙灯笼', 'Tingsha Lanterns'],
        ['gmw', '古渡织工', 'Gudu Weavers'],
        ['ljs', '林间松鼠', 'Linjian Squirrels'],
      ],
      football,
    ),
  },
  {
    id: 'vbl',
    zh: '金鼎虚拟篮球联赛',
    en: 'Jinding Virtual Basketball League',
    engine: { sport: 'basketball', params: BASKETBALL_PARAMS },
    legs: 2,
    points: [1, 0],
    teams: tiered(
      [
        ['tsc', '天枢彗星', 'Tianshu Comets'],
        ['yhf', '焰海飓风', 'Yanhai Hurricanes'],
        ['lyk', '蓝曜骑士', 'Lanyao Knights'],
        ['jyt', '金羽雷霆', 'Jinyu Thunder'],
        ['hsg', '黑沙巨人', 'Heisha Giants'],
        ['qfm', '青峰流星', 'Qingfeng Meteors'],
        ['czx', '赤洲旋风', 'Chizhou Cyclones'],
        ['bys', '白夜哨兵', 'Baiye Sentinels'],
        ['wlr', '雾岚游侠', 'Wulan Rangers'],
        ['ysb', '银霜猎豹', 'Yinshuang Cheetahs'],
        ['hhl', '沪湾雄鹿', 'Huwan Bucks'],
        ['xdw', '星渡漫游者', 'Xingdu Wanderers'],
      ],
      (x): BasketballRating => ({
        offence: Math.round(0.045 * x * 1000) / 1000,
        defence: Math.round(0.035 * x * 1000) / 1000,
        pace: Math.round(2 * Math.sin(7 * x)),
      }),
    ),
  },
  {
    id: 'moba',
    zh: '金鼎电竞MOBA联赛',
    en: 'Jinding MOBA League',
    engine: { sport: 'moba', params: MOBA_PARAMS },
    legs: 2,
    points: [1, 0],
    teams: tiered(
      [
        ['sdn', '星砂', 'Stardune'],
        ['obc', '曜石王冠', 'Obsidian Crown'],
        ['mvl', '雾隐', 'Mistveil'],
        ['blw', '炽翼', 'Blazewing'],
        ['tdc', '潮汐使者', 'Tidecaller'],
        ['fre', '霜刃', 'Frostedge'],
        ['skv', '苍穹', 'Skyvault'],
        ['emf', '烬狐', 'Emberfox'],
      ],
      (x): EsportsRating => ({
        rating: Math.round(1500 + 130 * x),
        aggression: Math.round(8 * x) / 100,
      }),
    ),
  },
  {
    id: 'fps',
    zh: '金鼎战术射击联赛',
    en: 'Jinding Tactical Shooter League',
    engine: { sport: 'shooter', params: SHOOTER_PARAMS },
    legs: 2,
    points: [1, 0],
    teams: tiered(
      [
        ['irc', '铁甲', 'Ironclad'],
        ['ngj', '夜鹰', 'Nightjar'],
        ['cph', '铜蛇', 'Copperhead'],
        ['glw', '琉璃翼', 'Glasswing'],
        ['hlc', '翠鸟', 'Halcyon'],
        ['bsl', '玄武岩', 'Basalt'],
        ['slm', '盐沼', 'Saltmarsh'],
        ['lbw', '长弓', 'Longbow'],
      ],
      (x): EsportsRating => ({ rating: Math.round(1500 + 100 * x) }),
    ),
  },
  {
    id: 'efb',
    zh: '金鼎电子足球',
    en: 'Jinding E-Football',
    engine: { sport: 'football', params: EFOOTBALL_PARAMS },
    legs: 2,
    points: [3, 1],
    teams: tiered(
      [
        ['pxu', '像素联', 'Pixel United'],
        ['blc', '方块城', 'Block City'],
        ['jsr', '摇杆流浪者', 'Joystick Rovers'],
        ['eba', '八位竞技', '8-Bit Athletic'],
        ['neo', '霓虹FC', 'Neon FC'],
        ['csa', '光标竞技', 'Cursor Athletic'],
        ['gpu', '手柄联', 'Gamepad United'],
        ['frc', '帧率城', 'Framerate City'],
      ],
      football,
    ),
  },
]
