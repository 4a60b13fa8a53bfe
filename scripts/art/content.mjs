// Home banners, promotion banners, VIP badges, bank icons and the app QR fallback for the fictional
// 金鼎娱乐. Run: node scripts/art/content.mjs
import {
  esc,
  FONT,
  glint,
  goldGrad,
  linear,
  motifs,
  radial,
  rng,
  sparkles,
  svg,
  text,
  write,
} from './lib.mjs'

// ---------------------------------------------------------------- home banners (1920x560)
const BANNERS = [
  {
    kicker: '金鼎娱乐 · 新会员专享',
    title: '首存豪礼 100%',
    sub: '注册即享首笔存款全额加赠，最高 8,888 元',
    cta: '立即加入',
    bg: ['#3a0b1c', '#12040b'],
    accent: '#ff6b81',
    art: ['chip', 'card', 'crown'],
  },
  {
    kicker: '金鼎娱乐 · 每日返水',
    title: '天天返水 无上限',
    sub: '真人、电子、体育、棋牌、彩票、电竞 全场通用 次日到账',
    cta: '查看详情',
    bg: ['#08284a', '#030b18'],
    accent: '#5fb0ff',
    art: ['football', 'controller', 'seven'],
  },
  {
    kicker: '金鼎娱乐 · VIP 尊享',
    title: '十级VIP 晋级礼金',
    sub: '晋级即送礼金 · 生日礼金 · 每月红包 · 专属客服',
    cta: '了解VIP',
    bg: ['#2b1248', '#0a0418'],
    accent: '#c9a3ff',
    art: ['trophy', 'gem', 'coin'],
  },
]

BANNERS.forEach((b, i) => {
  const id = `b${i}`
  const c = { a: '#f5c542', b: '#7a4a0b' }
  const r = rng(i + 11)
  const rays = Array.from({ length: 22 }, (_, k) => {
    const a = (k / 22) * Math.PI * 2
    return `<path d="M1420 280L${1420 + Math.cos(a) * 1200} ${280 + Math.sin(a) * 1200}L${1420 + Math.cos(a + 0.08) * 1200} ${280 + Math.sin(a + 0.08) * 1200}Z" fill="${b.accent}" opacity=".05"/>`
  }).join('')
  const coins = Array.from({ length: 9 }, () => {
    const x = 1060 + r() * 760
    const y = 40 + r() * 460
    return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${(0.3 + r() * 0.35).toFixed(2)}) rotate(${(r() * 60 - 30).toFixed(0)} 50 50)" opacity=".9">${motifs.coin(c)}</g>`
  }).join('')
  write(
    `banners/banner-${i + 1}.svg`,
    svg(
      1920,
      560,
      `<defs>${linear(`${id}bg`, [b.bg[0], b.bg[1]], { x2: 1, y2: 1 })}${radial(`${id}gl`, [
        [b.accent, 0.55],
        [b.accent, 0],
      ])}${goldGrad(`${id}g`)}` +
        `${linear(`${id}cta`, ['#ffe7a3', '#d9a23a'])}<filter id="${id}sh"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#000" flood-opacity=".45"/></filter></defs>` +
        `<rect width="1920" height="560" fill="url(#${id}bg)"/>${rays}<circle cx="1420" cy="280" r="420" fill="url(#${id}gl)"/>` +
        `${sparkles(i * 31 + 5, 1920, 560, 140, '#ffe7a3')}${coins}` +
        `<g filter="url(#${id}sh)"><g transform="translate(1230 120) scale(2.6) rotate(-14 50 50)">${motifs[b.art[1]](c)}</g>` +
        `<g transform="translate(1470 70) scale(3.4)">${motifs[b.art[0]]({ a: '#f5c542', b: '#6b1a0b' })}</g>` +
        `<g transform="translate(1620 300) scale(2) rotate(12 50 50)">${motifs[b.art[2]](c)}</g></g>` +
        glint(1700, 120, 26) +
        glint(1280, 420, 16, '#ffe7a3') +
        `<rect x="300" y="118" width="${b.kicker.length * 26 + 56}" height="48" rx="24" fill="${b.accent}" fill-opacity=".18" stroke="${b.accent}" stroke-opacity=".6"/>` +
        text(328, 151, b.kicker, { size: 24, fill: '#fff', anchor: 'start', weight: 600, spacing: 2 }) +
        `<text x="296" y="290" font-family="${FONT}" font-size="104" font-weight="900" fill="url(#${id}g)" letter-spacing="6" filter="url(#${id}sh)">${esc(b.title)}</text>` +
        text(300, 356, b.sub, { size: 32, fill: '#e8ecf6', anchor: 'start', weight: 500, spacing: 2 }) +
        `<rect x="300" y="400" width="230" height="68" rx="34" fill="url(#${id}cta)"/>` +
        text(415, 444, b.cta, { size: 28, fill: '#3a2303', spacing: 4 }) +
        text(560, 444, '理性娱乐 · 未满18岁禁止参与', {
          size: 20,
          fill: '#aab3c7',
          anchor: 'start',
          weight: 400,
        }),
      b.title,
    ),
  )
})

// ---------------------------------------------------------------- promotion banners (800x300)
const ACTS = [
  ['新会员首存加赠', '首存100% · 最高8,888', ['#7a0b2a', '#2a0410'], 'chip'],
  ['每日返水 天天领', '全场最高返水 1.2%', ['#0b3f7a', '#03122a'], 'coin'],
  ['VIP晋级礼金', '十级晋升 礼金不停', ['#4b1a7a', '#14062a'], 'crown'],
  ['生日礼金', '一年一次 专属心意', ['#7a3b0b', '#2a1203'], 'gem'],
  ['月月红包', '每月1日与16日 准时派发', ['#8a0b12', '#2a0306'], 'ticket'],
  ['电竞周末狂欢', '周末电竞投注 加赠彩金', ['#0b5c4f', '#021a16'], 'controller'],
]
ACTS.forEach(([title, sub, bg, art], i) => {
  const id = `a${i}`
  write(
    `activities/act-${i + 1}.svg`,
    svg(
      800,
      300,
      `<defs>${linear(`${id}bg`, bg, { x2: 1, y2: 1 })}${goldGrad(`${id}g`)}${radial(`${id}h`, [
        ['#ffd76a', 0.5],
        ['#ffd76a', 0],
      ])}</defs>` +
        `<rect width="800" height="300" fill="url(#${id}bg)"/>${sparkles(i * 13 + 1, 800, 300, 50)}` +
        `<circle cx="620" cy="150" r="170" fill="url(#${id}h)"/><g transform="translate(510 40) scale(2.2)">${motifs[art]({ a: '#f5c542', b: '#6b3a0b' })}</g>` +
        glint(730, 60, 14) +
        text(52, 118, '金鼎娱乐 · 限时优惠', {
          size: 20,
          fill: '#ffe7a3',
          anchor: 'start',
          weight: 500,
          spacing: 2,
        }) +
        `<text x="50" y="184" font-family="${FONT}" font-size="56" font-weight="900" fill="url(#${id}g)" letter-spacing="3">${esc(title)}</text>` +
        text(52, 232, sub, { size: 24, fill: '#f0f3fa', anchor: 'start', weight: 500 }),
      title,
    ),
  )
})

// ---------------------------------------------------------------- VIP badges (160x160)
const TIERS = [
  ['#e0b088', '#8a5a3a'],
  ['#e8c49a', '#9a6238'],
  ['#e6ebf2', '#8c96a6'],
  ['#f0f4fa', '#9aa6b8'],
  ['#fff3c4', '#c9932e'],
  ['#ffe48a', '#b37d1f'],
  ['#c8f0ff', '#3a8fb3'],
  ['#d9c8ff', '#6a45b3'],
  ['#ffc8e6', '#b3457f'],
  ['#ffffff', '#e0344a'],
]
TIERS.forEach(([hi, lo], i) => {
  const id = `v${i}`
  const n = i + 1
  const points = Math.min(5, Math.ceil(n / 2))
  write(
    `vip/vip${n}.svg`,
    svg(
      160,
      160,
      `<defs>${linear(`${id}m`, [hi, lo, hi])}${linear(`${id}f`, ['#1c2338', '#0b0f1c'])}</defs>` +
        `<path d="M80 6 142 30v50c0 36-26 60-62 74C44 140 18 116 18 80V30Z" fill="url(#${id}m)"/>` +
        `<path d="M80 16 132 36v44c0 30-22 51-52 63C50 131 28 110 28 80V36Z" fill="url(#${id}f)"/>` +
        `<path d="M50 60 58 40 70 52 80 34 90 52 102 40 110 60Z" fill="url(#${id}m)"/>` +
        `<text x="80" y="98" font-family="Arial,sans-serif" font-size="22" font-weight="900" fill="url(#${id}m)" text-anchor="middle" letter-spacing="1">VIP</text>` +
        `<text x="80" y="130" font-family="Arial,sans-serif" font-size="30" font-weight="900" fill="#fff" text-anchor="middle">${n}</text>` +
        Array.from({ length: points }, (_, k) => glint(80 + (k - (points - 1) / 2) * 14, 145, 4, hi)).join(
          '',
        ),
      `VIP${n}`,
    ),
  )
})

// ---------------------------------------------------------------- bank icons (96x96): generic, fictional
const BANKS = ['#c0392b', '#1f6fb2', '#1e8449', '#b9770e', '#6c3483', '#117a65', '#a93226', '#2e4053']
BANKS.forEach((col, i) => {
  const id = `k${i}`
  const style = i % 4
  const mark =
    style === 0
      ? '<path d="M48 22 76 36H20Z" fill="#fff"/><path d="M26 40h6v22h-6zM45 40h6v22h-6zM64 40h6v22h-6z" fill="#fff"/><rect x="20" y="64" width="56" height="7" fill="#fff"/>'
      : style === 1
        ? '<circle cx="48" cy="48" r="22" fill="none" stroke="#fff" stroke-width="6"/><rect x="40" y="40" width="16" height="16" fill="#fff"/>'
        : style === 2
          ? '<path d="M48 20 72 48 48 76 24 48Z" fill="none" stroke="#fff" stroke-width="6"/><circle cx="48" cy="48" r="7" fill="#fff"/>'
          : '<path d="M26 30h44v8H26zM26 44h44v8H26zM26 58h44v8H26z" fill="#fff"/><circle cx="70" cy="34" r="0"/>'
  write(
    `banks/bank${String(i + 1).padStart(2, '0')}.svg`,
    svg(
      96,
      96,
      `<defs>${linear(`${id}g`, [col, '#0b0f1c'], { x2: 1, y2: 1 })}</defs><circle cx="48" cy="48" r="46" fill="url(#${id}g)"/><circle cx="48" cy="48" r="41" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>${mark}`,
      `bank${i + 1}`,
    ),
  )
})

// ---------------------------------------------------------------- app QR fallback (240x240)
{
  const r = rng(424242)
  let cells = ''
  for (let y = 0; y < 25; y++) {
    for (let x = 0; x < 25; x++) {
      const finder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16)
      const centre = x > 8 && x < 16 && y > 8 && y < 16
      if (!finder && !centre && r() > 0.55)
        cells += `<rect x="${20 + x * 8}" y="${20 + y * 8}" width="8" height="8"/>`
    }
  }
  const finder = (x, y) =>
    `<rect x="${x}" y="${y}" width="56" height="56" fill="#0b1020"/><rect x="${x + 8}" y="${y + 8}" width="40" height="40" fill="#fff"/><rect x="${x + 16}" y="${y + 16}" width="24" height="24" fill="#0b1020"/>`
  write(
    'app/qr-fallback.svg',
    svg(
      240,
      240,
      `<defs>${goldGrad('qg')}</defs><rect width="240" height="240" rx="16" fill="#fff"/><g fill="#0b1020" opacity=".85">${cells}</g>${finder(20, 20)}${finder(164, 20)}${finder(20, 164)}` +
        `<rect x="86" y="86" width="68" height="68" rx="14" fill="#0b1020"/><path d="M100 104h40l-6 30h-28Z" fill="url(#qg)"/><rect x="96" y="98" width="48" height="8" rx="4" fill="url(#qg)"/>`,
      '金鼎娱乐 App',
    ),
  )
}
console.log('banners 3, activities 6, vip 10, banks 8, app qr fallback 1')
