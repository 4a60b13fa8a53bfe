// Artwork for the sponsorship pages (/asdwl). Both partner clubs are fictional: 维拉诺瓦竞技
// (Italian style, black and blue stripes) and 红磨坊流浪者 (English style, red). Posters and "videos"
// are animated SVG scenes. Run: node scripts/art/sponsor.mjs
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

const CLUBS = {
  it: {
    name: '维拉诺瓦竞技',
    latin: 'A.C. VILLANOVA',
    kit: ['#0b0d12', '#1f5fd1'],
    sky: ['#0a1a3a', '#02060f'],
    accent: '#3f8cff',
  },
  en: {
    name: '红磨坊流浪者',
    latin: 'REDMILL ROVERS F.C.',
    kit: ['#d0202e', '#d0202e'],
    sky: ['#3a0a10', '#0d0204'],
    accent: '#ff5a64',
  },
}

// ---------------------------------------------------------------- crests
const crest = (k) => {
  const c = CLUBS[k]
  const stripes =
    k === 'it'
      ? Array.from(
          { length: 7 },
          (_, i) => `<rect x="${30 + i * 20}" y="40" width="20" height="140" fill="${c.kit[i % 2]}"/>`,
        ).join('')
      : `<rect x="30" y="40" width="140" height="140" fill="${c.kit[0]}"/><path d="M60 150 100 70 140 150Z" fill="#fff" opacity=".9"/><circle cx="100" cy="125" r="14" fill="${c.kit[0]}"/>`
  return (
    `<defs>${goldGrad(`${k}cg`)}<clipPath id="${k}cc"><path d="M100 30 170 50v60c0 40-30 66-70 80-40-14-70-40-70-80V50Z"/></clipPath></defs>` +
    `<path d="M100 18 182 42v68c0 48-36 78-82 94C54 188 18 158 18 110V42Z" fill="url(#${k}cg)"/>` +
    `<g clip-path="url(#${k}cc)">${stripes}</g>` +
    `<rect x="36" y="84" width="128" height="30" rx="4" fill="url(#${k}cg)"/>` +
    `<text x="100" y="105" font-family="Georgia,serif" font-size="17" font-weight="700" fill="#1a1206" text-anchor="middle" letter-spacing="2">${k === 'it' ? 'VILLANOVA' : 'REDMILL'}</text>` +
    `<text x="100" y="172" font-family="Georgia,serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${k === 'it' ? '1908' : '1886'}</text>`
  )
}
for (const k of Object.keys(CLUBS)) write(`sponsor/crest-${k}.svg`, svg(200, 210, crest(k), CLUBS[k].latin))

// ---------------------------------------------------------------- figures and scenes
/** A footballer silhouette in the club kit, standing in a 100x220 box. */
const player = (k, id, number, pose = 0) => {
  const c = CLUBS[k]
  const kit =
    k === 'it'
      ? `<pattern id="${id}p" width="16" height="10" patternUnits="userSpaceOnUse"><rect width="8" height="10" fill="${c.kit[0]}"/><rect x="8" width="8" height="10" fill="${c.kit[1]}"/></pattern>`
      : `<pattern id="${id}p" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${c.kit[0]}"/></pattern>`
  const arms =
    pose === 1
      ? 'M22 62 4 24M78 62 96 24'
      : pose === 2
        ? 'M22 62 6 92M78 62 96 30'
        : 'M22 62 12 110M78 62 88 110'
  return (
    `<defs>${kit}</defs><g>` +
    `<path d="${arms}" stroke="#c89a7a" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M38 150 32 206M62 150 68 206" stroke="#0d0f14" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M34 196 30 212h12l2-14M66 196 70 212H58l-2-14" fill="#fff"/>` +
    `<path d="M24 56Q50 44 76 56L80 120 70 124V150H30V124L20 120Z" fill="url(#${id}p)" stroke="#000" stroke-opacity=".25"/>` +
    `<path d="M30 124h40v26H30Z" fill="${k === 'it' ? '#0b0d12' : '#fff'}"/>` +
    `<circle cx="50" cy="30" r="17" fill="#c89a7a"/><path d="M33 26q2-16 17-16t17 16q-8-6-17-6t-17 6Z" fill="#2a1a10"/>` +
    `<text x="50" y="98" font-family="Arial" font-weight="900" font-size="26" fill="#fff" text-anchor="middle">${number}</text></g>`
  )
}

const stadium = (w, h, k, seed) => {
  const c = CLUBS[k]
  const r = rng(seed)
  let crowd = ''
  for (let i = 0; i < 160; i++) {
    crowd += `<circle cx="${(r() * w).toFixed(0)}" cy="${(h * 0.42 + r() * h * 0.16).toFixed(0)}" r="${(3 + r() * 4).toFixed(1)}" fill="${r() > 0.5 ? c.accent : '#1b2130'}" opacity=".55"/>`
  }
  return (
    `<defs>${linear(`${k}${seed}s`, c.sky)}${linear(`${k}${seed}g`, ['#1f7a3c', '#0e4a22'])}${radial(
      `${k}${seed}l`,
      [
        ['#fff', 0.8],
        ['#fff', 0],
      ],
    )}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${k}${seed}s)"/>${sparkles(seed, w, h * 0.4, 60, '#fff')}` +
    [0.15, 0.85]
      .map((x) => `<circle cx="${w * x}" cy="${h * 0.12}" r="${h * 0.16}" fill="url(#${k}${seed}l)"/>`)
      .join('') +
    `<path d="M0 ${h * 0.4}Q${w / 2} ${h * 0.3} ${w} ${h * 0.4}V${h * 0.62}H0Z" fill="#141a28"/>${crowd}` +
    `<path d="M0 ${h * 0.6}H${w}V${h}H0Z" fill="url(#${k}${seed}g)"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M${(w / 8) * i} ${h * 0.6}h${w / 16}L${(w / 8) * i + w / 10} ${h}H${(w / 8) * i - w / 60}Z" fill="#fff" opacity=".04"/>`,
    ).join('') +
    `<path d="M0 ${h * 0.78}H${w}" stroke="#fff" stroke-opacity=".4" stroke-width="3"/><ellipse cx="${w / 2}" cy="${h * 0.78}" rx="${w * 0.12}" ry="${h * 0.06}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`
  )
}

const SCENES = {
  stadium: (k, w, h, s) => stadium(w, h, k, s),
  squad: (k, w, h, s) =>
    stadium(w, h, k, s) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<g transform="translate(${w * (0.12 + i * 0.17)} ${h * 0.36}) scale(${h / 420})">${player(k, `${k}${s}q${i}`, [9, 10, 7, 4, 1][i], i % 3)}</g>`,
      )
      .join(''),
  training: (k, w, h, s) =>
    stadium(w, h, k, s) +
    [0.2, 0.4, 0.6, 0.8]
      .map((x) => `<path d="M${w * x - 10} ${h * 0.9}h20l-10-24Z" fill="#ff8a1f"/>`)
      .join('') +
    `<g transform="translate(${w * 0.32} ${h * 0.38}) scale(${h / 400})">${player(k, `${k}${s}t1`, 8, 2)}</g><g transform="translate(${w * 0.56} ${h * 0.4}) scale(${h / 420})">${player(k, `${k}${s}t2`, 11)}</g>` +
    `<g transform="translate(${w * 0.47} ${h * 0.82}) scale(${h / 900})">${motifs.football({ a: '#fff', b: '#222' })}</g>`,
  fans: (k, w, h, s) => {
    const c = CLUBS[k]
    const r = rng(s)
    let heads = ''
    for (let i = 0; i < 50; i++) {
      const x = r() * w
      const y = h * 0.55 + r() * h * 0.5
      heads += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${h * 0.06}" fill="#0b0e16"/><rect x="${(x - h * 0.07).toFixed(0)}" y="${(y + h * 0.05).toFixed(0)}" width="${h * 0.14}" height="${h * 0.3}" rx="10" fill="${i % 2 ? c.kit[0] : c.kit[1]}"/>`
    }
    return (
      stadium(w, h, k, s) +
      `<path d="M${w * 0.1} ${h * 0.35}Q${w * 0.5} ${h * 0.2} ${w * 0.9} ${h * 0.35}" stroke="${c.accent}" stroke-width="${h * 0.05}" fill="none" stroke-dasharray="${h * 0.08} ${h * 0.04}"/>${heads}`
    )
  },
  trophy: (k, w, h, s) =>
    `<defs>${radial(
      `${k}${s}t`,
      [
        [CLUBS[k].accent, 0.6],
        ['#05070d', 1],
      ],
      { r: 0.7 },
    )}</defs><rect width="${w}" height="${h}" fill="url(#${k}${s}t)"/>${sparkles(s, w, h, 80)}` +
    `<g transform="translate(${w / 2 - h * 0.35} ${h * 0.12}) scale(${h / 140})">${motifs.trophy({ a: '#f5c542', b: '#6b4a0b' })}</g>${glint(w * 0.66, h * 0.2, h * 0.06)}`,
  press: (k, w, h, s) => {
    let wall = ''
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 8; x++)
        wall += `<g transform="translate(${(w / 8) * x + ((y % 2) * w) / 16} ${(h / 6) * y + 6}) scale(${h / 900})">${crest(k).replace(/id="|url\(#/g, (m) => `${m}p${x}${y}`)}</g>`
    return (
      `<rect width="${w}" height="${h}" fill="#e9edf5"/><g opacity=".35">${wall}</g><rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#1b2130"/>` +
      `<g transform="translate(${w * 0.44} ${h * 0.24}) scale(${h / 460})">${player(k, `${k}${s}pr`, 99)}</g><rect x="${w * 0.2}" y="${h * 0.68}" width="${w * 0.6}" height="${h * 0.08}" fill="#0b0e16"/>`
    )
  },
  celebrate: (k, w, h, s) =>
    stadium(w, h, k, s) +
    `${sparkles(s + 9, w, h * 0.5, 120, '#ffe7a3')}` +
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${w * (0.25 + i * 0.2)} ${h * (0.3 - (i % 2) * 0.06)}) scale(${h / 380})">${player(k, `${k}${s}c${i}`, [10, 9, 21][i], 1)}</g>`,
      )
      .join(''),
}

/** An "official video": an animated scene with a pulsing play badge and a sweeping light. */
const video = (k, w, h, scene, seed, title) =>
  svg(
    w,
    h,
    `${SCENES[scene](k, w, h, seed)}<rect width="${w}" height="${h}" fill="#000" opacity=".25"/>` +
      `<rect x="-${w}" y="0" width="${w * 0.4}" height="${h}" fill="#fff" opacity=".08" transform="skewX(-20)"><animate attributeName="x" from="-${w}" to="${w * 1.6}" dur="4s" repeatCount="indefinite"/></rect>` +
      `<rect x="${w * 0.04}" y="${h * 0.06}" width="${h * 0.26}" height="${h * 0.07}" rx="${h * 0.035}" fill="#000" opacity=".55"/>` +
      `<circle cx="${w * 0.04 + h * 0.04}" cy="${h * 0.095}" r="${h * 0.014}" fill="#ff3b47"><animate attributeName="opacity" values="1;.2;1" dur="1.2s" repeatCount="indefinite"/></circle>` +
      text(w * 0.04 + h * 0.15, h * 0.108, 'OFFICIAL', { size: h * 0.034, fill: '#fff', spacing: 2 }) +
      `<g transform="translate(${w * 0.1} ${h * 0.8}) scale(${h / 1400})"><animateTransform attributeName="transform" type="translate" values="${w * 0.1} ${h * 0.8};${w * 0.5} ${h * 0.62};${w * 0.85} ${h * 0.8}" dur="3s" repeatCount="indefinite" additive="replace"/>${motifs.football({ a: '#fff', b: '#222' })}</g>` +
      text(w / 2, h * 0.88, title, { size: h * 0.06, fill: '#fff', spacing: 4 }),
    title,
  )

// Type 1 (Italian club)
write('sponsor/it-video.svg', video('it', 1280, 720, 'squad', 1, '金鼎娱乐 × 维拉诺瓦竞技 官方合作'))
const IT_GALLERY = ['stadium', 'training', 'fans', 'trophy', 'press', 'celebrate']
IT_GALLERY.forEach((sc, i) =>
  write(
    `sponsor/it-gallery-${i + 1}.svg`,
    svg(640, 420, SCENES[sc]('it', 640, 420, 20 + i), `gallery ${i + 1}`),
  ),
)
;[9, 10, 7, 4, 1].forEach((n, i) =>
  write(
    `sponsor/it-player-${i + 1}.svg`,
    svg(
      300,
      420,
      `<defs>${linear(`ip${i}`, ['#1f5fd1', '#0b0d12'])}</defs><rect width="300" height="420" fill="url(#ip${i})"/>` +
        Array.from(
          { length: 8 },
          (_, s) => `<rect x="${s * 40 - 10}" y="0" width="20" height="420" fill="#000" opacity=".18"/>`,
        ).join('') +
        `<text x="150" y="190" font-family="Arial" font-size="200" font-weight="900" fill="#fff" opacity=".08" text-anchor="middle">${n}</text>` +
        `<g transform="translate(50 70) scale(2)">${player('it', `itp${i}`, n, i % 3)}</g>`,
      `player ${n}`,
    ),
  ),
)
// Honours trophies: league, cup, super cup, European champions, European second cup, European super cup.
const TROPHIES = [
  ['league', '#f5c542', 'M30 16h40v24c0 12-8 22-20 24-12-2-20-12-20-24Z'],
  ['cup', '#e6ebf2', 'M26 14h48l-6 30c-3 10-10 16-18 18-8-2-15-8-18-18Z'],
  ['supercup', '#f5c542', 'M34 10h32l4 18c2 16-6 30-20 34-14-4-22-18-20-34Z'],
  ['champions', '#e6ebf2', 'M28 18c0-8 44-8 44 0v16c0 14-10 26-22 28-12-2-22-14-22-28Z'],
  ['europa', '#f0d48a', 'M32 12h36v10l-4 24c-2 10-8 16-14 16s-12-6-14-16l-4-24Z'],
  ['eusuper', '#dfe6f0', 'M30 14l40 0-10 26 10 0-20 24-20-24 10 0Z'],
]
TROPHIES.forEach(([key, col, cup]) =>
  write(
    `sponsor/honour-${key}.svg`,
    svg(
      160,
      160,
      `<defs>${linear(`h${key}`, ['#ffffff', col, '#6b5a2a'])}${radial(`hg${key}`, [
        ['#ffe7a3', 0.4],
        ['#ffe7a3', 0],
      ])}</defs><circle cx="80" cy="80" r="78" fill="url(#hg${key})"/>` +
        `<g transform="translate(30 22)"><path d="${cup}" fill="url(#h${key})" stroke="#fff" stroke-width="1.5"/><path d="M30 20H16c0 10 5 18 14 20M70 20h14c0 10-5 18-14 20" fill="none" stroke="${col}" stroke-width="4"/>` +
        `<rect x="44" y="62" width="12" height="14" fill="url(#h${key})"/><rect x="30" y="76" width="40" height="14" rx="3" fill="#2a2f3d" stroke="${col}" stroke-width="2"/></g>`,
      key,
    ),
  ),
)
const MEDIA = ['体坛晨报', '绿茵周刊', '球迷之声', 'CALCIO SERA', 'PITCH DAILY', 'FOOTBALL LENS']
MEDIA.forEach((m, i) =>
  write(
    `sponsor/media-${i + 1}.svg`,
    svg(
      260,
      100,
      `<rect width="260" height="100" rx="12" fill="#fff"/><rect x="14" y="30" width="40" height="40" rx="${i % 2 ? 20 : 8}" fill="${['#c0262d', '#1f5fd1', '#1e8449', '#0b0d12', '#b9770e', '#6c3483'][i]}"/>` +
        glint(34, 50, 12) +
        text(152, 60, m, { size: /^[A-Z ]+$/.test(m) ? 22 : 28, fill: '#141824', weight: 800, spacing: 1 }),
      m,
    ),
  ),
)

// The app promotion phone, shared by both pages.
write(
  'sponsor/app-phone.svg',
  svg(
    360,
    700,
    `<defs>${linear('ph', ['#2a3146', '#0b0f1c'])}${goldGrad('pg')}${linear('pscr', ['#1b2440', '#0a0e1a'])}</defs>` +
      `<rect x="10" y="10" width="340" height="680" rx="54" fill="url(#ph)" stroke="#5a6482" stroke-width="3"/><rect x="26" y="26" width="308" height="648" rx="42" fill="url(#pscr)"/>` +
      `<rect x="130" y="38" width="100" height="22" rx="11" fill="#05070d"/>` +
      `<text x="180" y="112" font-family="${FONT}" font-size="34" font-weight="900" fill="url(#pg)" text-anchor="middle">金鼎娱乐</text>` +
      `<rect x="46" y="136" width="268" height="120" rx="16" fill="#3a0b1c"/>${sparkles(7, 268, 120, 20).replace(/cx="/g, 'transform="translate(46 136)" cx="')}` +
      `<g transform="translate(210 146) scale(.9)">${motifs.chip({ a: '#f5c542', b: '#6b1a0b' })}</g>` +
      text(64, 196, '首存豪礼', { size: 26, fill: '#ffe7a3', anchor: 'start' }) +
      text(64, 228, '最高 8,888', { size: 18, fill: '#fff', anchor: 'start', weight: 500 }) +
      ['card', 'football', 'controller', 'tile', 'seven', 'balls']
        .map(
          (m, i) =>
            `<g transform="translate(${46 + (i % 3) * 92} ${280 + Math.floor(i / 3) * 110})"><rect width="84" height="98" rx="14" fill="#1f2842" stroke="#39425a"/><g transform="translate(14 10) scale(.56)">${motifs[m]({ a: '#f5c542', b: '#3a2303' })}</g>` +
            `${text(42, 86, ['真人', '体育', '电竞', '棋牌', '电子', '彩票'][i], { size: 15, fill: '#dfe5f2', weight: 500 })}</g>`,
        )
        .join('') +
      `<rect x="46" y="520" width="268" height="56" rx="28" fill="url(#pg)"/>` +
      text(180, 556, '立即下载', { size: 22, fill: '#3a2303', spacing: 4 }) +
      `<rect x="130" y="650" width="100" height="6" rx="3" fill="#5a6482"/>`,
    'app',
  ),
)

// Type 2 (English club)
write(
  'sponsor/en-banner.svg',
  svg(
    1920,
    640,
    `${SCENES.celebrate('en', 1920, 640, 40)}<rect width="1920" height="640" fill="#0d0204" opacity=".45"/>` +
      `<defs>${goldGrad('enb')}</defs><g transform="translate(260 150) scale(1.4)">${crest('en').replace(/id="|url\(#/g, (m) => `${m}b`)}</g>` +
      `<text x="620" y="300" font-family="${FONT}" font-size="92" font-weight="900" fill="url(#enb)" letter-spacing="6">全球官方合作伙伴</text>` +
      text(624, 376, '金鼎娱乐 × 红磨坊流浪者 · 全球顶级合作伙伴暨球衣袖标合作伙伴', {
        size: 34,
        fill: '#fff',
        anchor: 'start',
        weight: 500,
      }) +
      text(624, 430, '2021 年 6 月 22 日 正式官宣', {
        size: 28,
        fill: '#ffd0d4',
        anchor: 'start',
        weight: 500,
      }),
    'banner',
  ),
)
write('sponsor/en-video.svg', video('en', 1280, 720, 'squad', 41, '金鼎娱乐 × 红磨坊流浪者 官方视频'))
write('sponsor/en-highlight-1.svg', video('en', 960, 540, 'celebrate', 42, '精彩集锦 · 赛季进球'))
write('sponsor/en-highlight-2.svg', video('en', 960, 540, 'training', 43, '精彩集锦 · 训练日常'))
write(
  'sponsor/coming-soon.svg',
  svg(
    960,
    540,
    `<defs>${radial(
      'cs',
      [
        ['#5a0b14', 1],
        ['#0d0204', 1],
      ],
      { r: 0.7 },
    )}${goldGrad('csg')}</defs><rect width="960" height="540" fill="url(#cs)"/>${sparkles(44, 960, 540, 90)}` +
      `<circle cx="480" cy="230" r="70" fill="none" stroke="url(#csg)" stroke-width="6"/><path d="M480 190v44l30 18" stroke="url(#csg)" stroke-width="8" stroke-linecap="round" fill="none"/>` +
      text(480, 370, '敬请期待', { size: 54, fill: 'url(#csg)', spacing: 8 }) +
      text(480, 420, 'COMING SOON', { size: 24, fill: '#ffd0d4', weight: 500, spacing: 6 }),
    'coming soon',
  ),
)
{
  const years = ['1886', '1905', '1932', '1965', '1978', '1999', '2021']
  write(
    'sponsor/en-history.svg',
    svg(
      1400,
      520,
      `<defs>${linear('eh', ['#2a070c', '#0d0204'])}${goldGrad('ehg')}</defs><rect width="1400" height="520" fill="url(#eh)"/>${sparkles(45, 1400, 520, 70)}` +
        `<g transform="translate(80 130) scale(1.2)">${crest('en').replace(/id="|url\(#/g, (m) => `${m}h`)}</g>` +
        `<path d="M420 300H1340" stroke="url(#ehg)" stroke-width="4"/>` +
        years
          .map(
            (y, i) =>
              `<circle cx="${450 + i * 145}" cy="300" r="14" fill="#0d0204" stroke="url(#ehg)" stroke-width="4"/>${text(450 + i * 145, 260, y, { size: 30, fill: '#ffe7a3' })}` +
              text(
                450 + i * 145,
                346,
                ['建队', '首座奖杯', '联赛登顶', '欧洲夺冠', '再夺杯赛', '新球场', '牵手金鼎'][i],
                { size: 20, fill: '#fff', weight: 500 },
              ),
          )
          .join('') +
        text(880, 130, '百年红魂 · 俱乐部历史', { size: 44, fill: 'url(#ehg)', spacing: 4 }),
      'history',
    ),
  )
}
const EN_GALLERY = ['stadium', 'fans', 'training', 'press']
EN_GALLERY.forEach((sc, i) =>
  write(
    `sponsor/en-gallery-${i + 1}.svg`,
    svg(640, 420, SCENES[sc]('en', 640, 420, 50 + i), `gallery ${i + 1}`),
  ),
)
const EN_PROMO = ['squad', 'celebrate', 'trophy', 'fans']
EN_PROMO.forEach((sc, i) =>
  write(
    `sponsor/en-promo-${i + 1}.svg`,
    svg(640, 420, SCENES[sc]('en', 640, 420, 60 + i), `promotion ${i + 1}`),
  ),
)
const COOP = ['球衣袖标合作', '全球顶级合作伙伴', '联合品牌活动', '球迷见面会']
COOP.forEach((cap, i) =>
  write(
    `sponsor/coop-${i + 1}.svg`,
    svg(
      640,
      420,
      `${SCENES[['press', 'stadium', 'celebrate', 'fans'][i]]('en', 640, 420, 70 + i)}<defs>${linear(`cp${i}`, [['#000'], ['#000']].flat())}</defs>` +
        `<rect y="330" width="640" height="90" fill="#0d0204" opacity=".75"/>${text(320, 388, cap, { size: 32, fill: '#ffe7a3', spacing: 4 })}`,
      esc(cap),
    ),
  ),
)
// Type 1 sections "news" and hero band.
write(
  'sponsor/it-hero.svg',
  svg(
    1920,
    560,
    `${SCENES.stadium('it', 1920, 560, 80)}<rect width="1920" height="560" fill="#02060f" opacity=".5"/><defs>${goldGrad('ith')}</defs>` +
      `<g transform="translate(260 130) scale(1.4)">${crest('it').replace(/id="|url\(#/g, (m) => `${m}h`)}</g>` +
      `<text x="620" y="280" font-family="${FONT}" font-size="88" font-weight="900" fill="url(#ith)" letter-spacing="6">地区官方合作伙伴</text>` +
      text(624, 350, '金鼎娱乐 × 维拉诺瓦竞技 · 2020 年 9 月 正式官宣', {
        size: 34,
        fill: '#fff',
        anchor: 'start',
        weight: 500,
      }),
    'hero',
  ),
)
console.log('sponsor art written')
