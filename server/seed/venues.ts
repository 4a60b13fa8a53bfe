// The venues of the brief (fictional names, in-house artwork under /img/venues/<code>/) and 12 slot
// games per slot venue (/img/games/<venue>/<venue>-NN.svg).
import { CATEGORY_ID, type Category } from '../../src/api/contract'
import type { Query } from '../db/client'

type Venue = { code: string; name: string; category: Category; description: string }

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
    description: `华夏真人厅主打经典牌桌，${LIVE}一应俱全，支持多台同时下注。`,
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
    description: '覆盖足球、篮球、网球等主流赛事，赛前与滚球盘口丰富，赔率实时更新。',
  },
  {
    code: 'xysport',
    name: '星耀体育',
    category: 'sport',
    description: '星耀体育提供让球、大小、波胆、角球等多种玩法，比分与赛况即时推送。',
  },
  {
    code: 'lbsport',
    name: '凌波体育',
    category: 'sport',
    description: '凌波体育精选全球联赛，支持串关与提前兑现，界面简洁易上手。',
  },
  {
    code: 'jdesport',
    name: '金鼎电竞',
    category: 'gaming',
    description: '热门电竞赛事一网打尽，地图、回合、击杀等细分盘口，赛事直播同步。',
  },
  {
    code: 'hxesport',
    name: '虎啸电竞',
    category: 'gaming',
    description: '虎啸电竞专注职业联赛与国际大赛，提供滚球投注与赛事数据分析。',
  },
  {
    code: 'fyesport',
    name: '风云电竞',
    category: 'gaming',
    description: '风云电竞覆盖射击、竞技、卡牌类赛事，盘口深度高，结算快速。',
  },
  {
    code: 'xlesport',
    name: '星链电竞',
    category: 'gaming',
    description: '星链电竞为玩家带来全天候电竞赛事，赛程丰富，玩法多样。',
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
    description: '七星棋牌汇集地方特色玩法，房间多档位可选，随时开局。',
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
    description: '七星彩票玩法齐全，支持追号与合买，简单易懂。',
  },
]

const SLOT_TITLES: Record<string, string[]> = {
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

export async function seedVenues(q: Query) {
  for (const [i, v] of VENUES.entries()) {
    const img = (n: string) => `/img/venues/${v.code}/${n}.svg`
    await q(
      `INSERT INTO venues (code, name, category, category_id, sort, description, logo, tab_on, tab_off, mobile_img)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING`,
      [
        v.code,
        v.name,
        v.category,
        CATEGORY_ID[v.category],
        i,
        v.description,
        img('logo'),
        img('tab-on'),
        img('tab-off'),
        img('mobile'),
      ],
    )
  }
  for (const [venue, titles] of Object.entries(SLOT_TITLES)) {
    for (const [i, name] of titles.entries()) {
      const code = `${venue}-${String(i + 1).padStart(2, '0')}`
      await q(
        `INSERT INTO slot_games (venue_code, game_code, name, image, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game_code) DO NOTHING`,
        [venue, code, name, `/img/games/${venue}/${code}.svg`, i],
      )
    }
  }
}
