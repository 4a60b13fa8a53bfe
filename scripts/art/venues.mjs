// Venue emblems (logo, selected / unselected tab, mobile artwork) for the 23 fictional venues and the
// 60 slot game tiles. Run: node scripts/art/venues.mjs  (writes public/img/venues and public/img/games).
import { glint, goldGrad, linear, motifs, radial, rng, sparkles, svg, text, write } from './lib.mjs'

/** Category → motif pair and the artwork's English tag line. */
const CATEGORY = {
  realbet: { label: '真人视讯', tag: 'LIVE CASINO', motifs: ['card', 'chip', 'roulette', 'crown'] },
  sport: { label: '体育赛事', tag: 'SPORTS', motifs: ['football', 'basketball', 'pitch'] },
  gaming: { label: '电子竞技', tag: 'E-SPORTS', motifs: ['controller', 'headset', 'sword', 'trophy'] },
  joker: { label: '棋牌游戏', tag: 'CHESS & CARDS', motifs: ['tile', 'xiangqi', 'card', 'dragon'] },
  concise: { label: '电子游艺', tag: 'SLOTS', motifs: ['seven', 'cherry', 'gem', 'bell', 'clover'] },
  lottery: { label: '彩票游戏', tag: 'LOTTERY', motifs: ['balls', 'dice', 'ticket'] },
}

/** a = accent, b = deep, bg = background pair. One palette per venue keeps the emblems distinct. */
export const VENUES = [
  ['jdlive', '金鼎真人', 'realbet', { a: '#f2c14e', b: '#7a1020', bg: ['#3b0a14', '#12040a'] }],
  ['hxlive', '华夏真人', 'realbet', { a: '#e8594a', b: '#5c0f0a', bg: ['#40100c', '#140504'] }],
  ['lylive', '琉璃真人', 'realbet', { a: '#6fd3e8', b: '#0f4c63', bg: ['#0b3344', '#041118'] }],
  ['ymlive', '云梦真人', 'realbet', { a: '#b99cf5', b: '#3b1f78', bg: ['#24134a', '#0b0618'] }],
  ['jdsport', '金鼎体育', 'sport', { a: '#f5c542', b: '#0f5132', bg: ['#0d3b25', '#03140c'] }],
  ['xysport', '星耀体育', 'sport', { a: '#5fb0ff', b: '#0b3a7a', bg: ['#0a2d5c', '#030d1f'] }],
  ['lbsport', '凌波体育', 'sport', { a: '#3fd0b0', b: '#0b5249', bg: ['#0a3d37', '#021412'] }],
  ['jdesport', '金鼎电竞', 'gaming', { a: '#f5c542', b: '#4b1a7a', bg: ['#2c0f4a', '#0c0418'] }],
  ['hxesport', '虎啸电竞', 'gaming', { a: '#ff8a3d', b: '#6b2a06', bg: ['#3f1a06', '#140802'] }],
  ['fyesport', '风云电竞', 'gaming', { a: '#43e0ff', b: '#0b3c5c', bg: ['#072a40', '#020b12'] }],
  ['xlesport', '星链电竞', 'gaming', { a: '#ff5fa8', b: '#5c0b3a', bg: ['#3d0828', '#12020b'] }],
  ['jdchess', '金鼎棋牌', 'joker', { a: '#f5c542', b: '#7a3b10', bg: ['#4a220a', '#160a03'] }],
  ['qxchess', '七星棋牌', 'joker', { a: '#7dd87d', b: '#14532d', bg: ['#0f3d22', '#04120a'] }],
  ['bfchess', '百福棋牌', 'joker', { a: '#ff6b6b', b: '#6b0f1a', bg: ['#450a12', '#150306'] }],
  ['lhchess', '龙虎棋牌', 'joker', { a: '#ffd166', b: '#1f2d5c', bg: ['#16204a', '#060a18'] }],
  ['jdslot', '金鼎电子', 'concise', { a: '#f5c542', b: '#6b1a5c', bg: ['#43103a', '#140412'] }],
  ['xyslot', '星耀电子', 'concise', { a: '#7cc4ff', b: '#1b2f7a', bg: ['#14225a', '#050a1c'] }],
  ['fhslot', '凤凰电子', 'concise', { a: '#ff7a45', b: '#7a1f0b', bg: ['#4d1406', '#180602'] }],
  ['jlslot', '锦鲤电子', 'concise', { a: '#ff9f6b', b: '#0b4f6b', bg: ['#073549', '#021017'] }],
  ['tbslot', '天宝电子', 'concise', { a: '#c8f56b', b: '#2f5c0b', bg: ['#1f3d08', '#091303'] }],
  ['jdlottery', '金鼎彩票', 'lottery', { a: '#f5c542', b: '#7a0b2a', bg: ['#4d071c', '#170208'] }],
  ['vrbet', '微澜彩票', 'lottery', { a: '#5fd3ff', b: '#0b3f7a', bg: ['#082c57', '#020c1a'] }],
  ['qxlottery', '七星彩票', 'lottery', { a: '#b8f06b', b: '#3d5c0b', bg: ['#2a4008', '#0c1303'] }],
]

const SHAPES = [
  (c) => `<circle cx="50" cy="50" r="47" fill="url(#${c})"/>`,
  (c) => `<path d="M50 3 91 26v48L50 97 9 74V26Z" fill="url(#${c})"/>`,
  (c) => `<path d="M50 3 92 16v34c0 26-18 40-42 47C26 90 8 76 8 50V16Z" fill="url(#${c})"/>`,
  (c) => `<rect x="5" y="5" width="90" height="90" rx="24" fill="url(#${c})"/>`,
]

/** A venue emblem in a 100x100 box: metal rim, venue colours, the category motif. */
const emblem = (id, i, cat, pal, muted = false) => {
  const shape = SHAPES[i % SHAPES.length]
  const motif = CATEGORY[cat].motifs[i % CATEGORY[cat].motifs.length]
  const c = muted ? { a: '#9aa3b5', b: '#3a4152' } : pal
  return (
    `<defs>${muted ? linear(`${id}r`, ['#8a93a6', '#4a5163']) : goldGrad(`${id}r`)}${linear(`${id}f`, muted ? ['#3a4152', '#1c2130'] : [pal.b, pal.bg[1]])}</defs>` +
    `<g>${shape(`${id}r`)}<g transform="translate(6 6) scale(.88)">${shape(`${id}f`)}</g>` +
    `<g transform="translate(20 18) scale(.6)"${muted ? ' opacity=".8"' : ''}>${motifs[motif](c)}</g></g>`
  )
}

const venueArt = ([code, name, cat, pal], i) => {
  const meta = CATEGORY[cat]
  write(
    `venues/${code}/logo.svg`,
    svg(
      360,
      96,
      `<g transform="translate(4 4) scale(.88)">${emblem(`${code}l`, i, cat, pal)}</g>` +
        `<defs>${goldGrad(`${code}t`)}</defs>` +
        text(104, 50, name, { size: 34, fill: `url(#${code}t)`, anchor: 'start', spacing: 2 }) +
        text(106, 78, `${code.toUpperCase()} · ${meta.tag}`, {
          size: 14,
          fill: '#cfd6e6',
          anchor: 'start',
          weight: 500,
          spacing: 1.5,
        }),
      name,
    ),
  )
  write(
    `venues/${code}/tab-on.svg`,
    svg(
      220,
      72,
      `<defs>${linear(`${code}on`, ['#fbe3a0', '#e0ad45', '#b37d1f'])}</defs><rect x="1" y="1" width="218" height="70" rx="14" fill="url(#${code}on)" stroke="#fff3c4" stroke-width="2"/>` +
        `<g transform="translate(10 10) scale(.52)">${emblem(`${code}n`, i, cat, pal)}</g>` +
        text(138, 44, name, { size: 22, fill: '#3a2303', spacing: 1 }),
      name,
    ),
  )
  write(
    `venues/${code}/tab-off.svg`,
    svg(
      220,
      72,
      `<rect x="1" y="1" width="218" height="70" rx="14" fill="#1a2134" stroke="#39425a" stroke-width="2"/>` +
        `<g transform="translate(10 10) scale(.52)">${emblem(`${code}m`, i, cat, pal, true)}</g>` +
        text(138, 44, name, { size: 22, fill: '#aab3c7', weight: 500, spacing: 1 }),
      name,
    ),
  )
  // The hero artwork: venue colours, a large emblem, two floating motifs and the name plate.
  const r = rng(i * 7919 + 17)
  const others = meta.motifs.filter((_, k) => k !== i % meta.motifs.length)
  const floaters = [0, 1]
    .map((k) => {
      const m = others[(i + k) % others.length]
      const x = k ? 470 + r() * 40 : 40 + r() * 40
      const y = 70 + r() * 160
      const s = 1.1 + r() * 0.5
      return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${(r() * 30 - 15).toFixed(0)} 50 50) scale(${s.toFixed(2)})" opacity=".9">${motifs[m](pal)}</g>`
    })
    .join('')
  write(
    `venues/${code}/mobile.svg`,
    svg(
      640,
      420,
      `<defs>${radial(`${code}g`, [pal.b, pal.bg[0], pal.bg[1]], { cy: 0.42, r: 0.75 })}${radial(
        `${code}h`,
        [
          [pal.a, 0.55],
          [pal.a, 0],
        ],
        { r: 0.5 },
      )}${goldGrad(`${code}p`)}</defs>` +
        `<rect width="640" height="420" fill="url(#${code}g)"/>` +
        Array.from(
          { length: 14 },
          (_, k) =>
            `<path d="M320 180 L${-200 + k * 80} 420" stroke="${pal.a}" stroke-opacity=".07" stroke-width="18"/>`,
        ).join('') +
        `<circle cx="320" cy="175" r="170" fill="url(#${code}h)"/>${sparkles(i + 3, 640, 420, 60, pal.a)}${floaters}` +
        `<g transform="translate(215 70) scale(2.1)">${emblem(`${code}x`, i, cat, pal)}</g>` +
        glint(410, 90, 14) +
        glint(225, 250, 9, pal.a) +
        `<rect x="170" y="312" width="300" height="70" rx="35" fill="#0b0f1c" fill-opacity=".72" stroke="url(#${code}p)" stroke-width="3"/>` +
        text(320, 357, name, { size: 34, fill: `url(#${code}p)`, spacing: 4 }) +
        text(320, 404, `${meta.label} · ${meta.tag}`, { size: 15, fill: '#e6ebf5', weight: 500, spacing: 2 }),
      name,
    ),
  )
}

// ---------------------------------------------------------------- slot game tiles
export const SLOT_GAMES = {
  jdslot: [
    '金鼎财神',
    '黄金宫殿',
    '鼎盛王朝',
    '招财进宝',
    '福禄寿喜',
    '金玉满堂',
    '财源滚滚',
    '聚宝盆',
    '金龙献瑞',
    '鸿运当头',
    '万两黄金',
    '富贵吉祥',
  ],
  xyslot: [
    '星际探险',
    '银河宝石',
    '流星许愿',
    '星座传说',
    '极光之夜',
    '太空猫',
    '月光宝盒',
    '星辰大海',
    '超新星',
    '星际牛仔',
    '幸运星',
    '宇宙熊猫',
  ],
  fhslot: [
    '凤舞九天',
    '火凤凰',
    '浴火重生',
    '丹凤朝阳',
    '凤鸣岐山',
    '烈焰宝石',
    '朱雀神兽',
    '凤冠霞帔',
    '火焰钻石',
    '凤凰涅槃',
    '百鸟朝凤',
    '赤焰狂欢',
  ],
  jlslot: [
    '锦鲤跃门',
    '年年有余',
    '池塘秘宝',
    '金鱼满堂',
    '荷塘月色',
    '鲤鱼跳龙门',
    '海底宝藏',
    '深海珍珠',
    '珊瑚王国',
    '龙宫探宝',
    '渔夫奇缘',
    '碧波仙子',
  ],
  tbslot: [
    '天宝奇珍',
    '森林宝藏',
    '熊猫乐园',
    '翡翠之谜',
    '丛林探险',
    '玉兔捣药',
    '神木传说',
    '绿野仙踪',
    '古墓秘藏',
    '黄金矿工',
    '水果派对',
    '幸运四叶草',
  ],
}
const SLOT_MOTIFS = [
  'seven',
  'cherry',
  'gem',
  'bell',
  'clover',
  'coin',
  'crown',
  'dragon',
  'balls',
  'trophy',
  'chip',
  'dice',
]

const slotTile = (venue, vi, name, gi) => {
  const pal = VENUES.find((v) => v[0] === venue)[3]
  const id = `${venue}${gi}`
  const hue = (vi * 67 + gi * 29) % 360
  const top = `hsl(${hue} 62% 34%)`
  const deep = `hsl(${(hue + 30) % 360} 70% 10%)`
  const m1 = SLOT_MOTIFS[(gi + vi) % SLOT_MOTIFS.length]
  const m2 = SLOT_MOTIFS[(gi * 5 + vi + 3) % SLOT_MOTIFS.length]
  const c = { a: pal.a, b: pal.b }
  const code = `${venue}-${String(gi + 1).padStart(2, '0')}`
  write(
    `games/${venue}/${code}.svg`,
    svg(
      300,
      300,
      `<defs>${radial(`${id}g`, [top, deep], { cy: 0.38, r: 0.8 })}${goldGrad(`${id}p`)}${radial(`${id}h`, [
        ['#fff', 0.35],
        ['#fff', 0],
      ])}</defs>` +
        `<rect width="300" height="300" rx="28" fill="url(#${id}g)"/>${sparkles(vi * 100 + gi, 300, 300, 30, pal.a)}` +
        `<circle cx="150" cy="118" r="110" fill="url(#${id}h)"/>` +
        `<g transform="translate(28 96) scale(.8) rotate(-12 50 50)" opacity=".85">${motifs[m2](c)}</g>` +
        `<g transform="translate(82 34) scale(1.36)">${motifs[m1](c)}</g>` +
        glint(236, 52, 12) +
        `<rect x="16" y="214" width="268" height="70" rx="18" fill="#080b14" fill-opacity=".72" stroke="url(#${id}p)" stroke-width="2.5"/>` +
        text(150, 258, name, { size: 30, fill: `url(#${id}p)`, spacing: 2 }) +
        `<rect x="0.5" y="0.5" width="299" height="299" rx="28" fill="none" stroke="${pal.a}" stroke-opacity=".5"/>`,
      name,
    ),
  )
}

VENUES.forEach(venueArt)
// The first two tiles of each slot venue are its machines' artwork (scripts/art/slot-machines.ts).
Object.entries(SLOT_GAMES).forEach(([venue, names], vi) => {
  names.forEach((name, gi) => gi >= 2 && slotTile(venue, vi, name, gi))
})
console.log(`venues: ${VENUES.length} × 4 files; slot tiles: ${Object.values(SLOT_GAMES).flat().length}`)
