// Shared helpers for the in-house artwork generators (public pages). Every picture is plain SVG
// built from shapes and gradients: no fonts are embedded, Chinese text uses the visitor's CJK stack.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'img')
export const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif"

export const write = (rel, svg) => {
  const file = join(ROOT, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${svg.trim()}\n`)
}

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const svg = (w, h, body, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
  `${title ? `<title>${esc(title)}</title>` : ''}${body}</svg>`

export const text = (
  x,
  y,
  s,
  { size = 24, fill = '#fff', weight = 700, anchor = 'middle', spacing = 0, extra = '' } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}"${spacing ? ` letter-spacing="${spacing}"` : ''} ${extra}>${esc(s)}</text>`

export const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`

export const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map((c, i) => {
      const [color, op = 1] = Array.isArray(c) ? c : [c]
      return `<stop offset="${i / (stops.length - 1)}" stop-color="${color}" stop-opacity="${op}"/>`
    })
    .join('')}</radialGradient>`

export const GOLD = ['#fff3c4', '#f5cf6b', '#c9932e', '#8a5a12']
export const goldGrad = (id) => linear(id, GOLD)

/** Deterministic pseudo-random numbers so regenerated art is byte-identical. */
export const rng = (seed) => {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return ((s >>> 0) % 10000) / 10000
  }
}

/** Soft sparkles scattered over an area. */
export const sparkles = (seed, w, h, n, color = '#ffe7a3') => {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = (r() * w).toFixed(1)
    const y = (r() * h).toFixed(1)
    const s = (0.6 + r() * 2.4).toFixed(2)
    out += `<circle cx="${x}" cy="${y}" r="${s}" fill="${color}" opacity="${(0.25 + r() * 0.6).toFixed(2)}"/>`
  }
  return out
}

/** A four-point star glint. */
export const glint = (x, y, s, fill = '#fff') =>
  `<path d="M${x} ${y - s}Q${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y}Q${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s}Q${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y}Q${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s}Z" fill="${fill}"/>`

// ---------------------------------------------------------------- motifs, drawn in a 100x100 box
const suitPaths = {
  spade:
    'M50 12C38 30 18 42 18 60c0 12 10 20 21 18 4-1 7-3 9-6-1 8-4 14-9 18h22c-5-4-8-10-9-18 2 3 5 5 9 6 11 2 21-6 21-18 0-18-20-30-32-48Z',
  heart:
    'M50 88C30 72 12 58 12 38c0-13 10-22 21-22 8 0 14 4 17 11 3-7 9-11 17-11 11 0 21 9 21 22 0 20-18 34-38 50Z',
  diamond: 'M50 8 84 50 50 92 16 50Z',
  club: 'M50 10a15 15 0 0 1 13 23 15 15 0 1 1 0 28c-2 0-5-1-7-2 1 9 4 16 9 21H35c5-5 8-12 9-21-2 1-5 2-7 2a15 15 0 1 1 0-28 15 15 0 0 1 13-23Z',
}

export const motifs = {
  card: (c) =>
    `<g transform="rotate(-12 50 50)"><rect x="22" y="14" width="46" height="66" rx="6" fill="#fff" stroke="${c.b}" stroke-width="2"/><path d="${suitPaths.heart}" transform="translate(30 32) scale(.3)" fill="#d6313a"/></g>` +
    `<g transform="rotate(10 50 50)"><rect x="34" y="18" width="46" height="66" rx="6" fill="#fff" stroke="${c.b}" stroke-width="2"/><path d="${suitPaths.spade}" transform="translate(42 36) scale(.3)" fill="#14161f"/></g>`,
  chip: (c) =>
    `<circle cx="50" cy="50" r="38" fill="${c.a}" stroke="#fff" stroke-width="3"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="46" y="10" width="8" height="14" rx="2" fill="#fff" transform="rotate(${i * 45} 50 50)"/>`,
    ).join('') +
    `<circle cx="50" cy="50" r="24" fill="none" stroke="#fff" stroke-dasharray="4 4" stroke-width="2"/><circle cx="50" cy="50" r="18" fill="${c.b}"/>` +
    `<path d="${suitPaths.diamond}" transform="translate(38 38) scale(.24)" fill="#fff"/>`,
  roulette: (c) =>
    `<circle cx="50" cy="50" r="40" fill="#3a1d0c" stroke="${c.a}" stroke-width="4"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M50 50L${50 + 34 * Math.cos((i * Math.PI) / 6)} ${50 + 34 * Math.sin((i * Math.PI) / 6)}A34 34 0 0 1 ${50 + 34 * Math.cos(((i + 1) * Math.PI) / 6)} ${50 + 34 * Math.sin(((i + 1) * Math.PI) / 6)}Z" fill="${i % 2 ? '#c0262d' : '#15171d'}"/>`,
    ).join('') +
    `<circle cx="50" cy="50" r="14" fill="${c.a}"/><circle cx="50" cy="50" r="5" fill="#fff"/><circle cx="72" cy="30" r="4" fill="#fff"/>`,
  crown: (c) =>
    `<path d="M16 70 22 30 38 50 50 22 62 50 78 30 84 70Z" fill="${c.a}" stroke="#fff" stroke-width="2"/><rect x="16" y="70" width="68" height="10" rx="3" fill="${c.b}"/>` +
    `<circle cx="50" cy="60" r="6" fill="#fff"/><circle cx="32" cy="62" r="4" fill="#fff"/><circle cx="68" cy="62" r="4" fill="#fff"/>`,
  football: (c) =>
    `<circle cx="50" cy="50" r="38" fill="#fff" stroke="${c.b}" stroke-width="3"/><path d="M50 34 64 44 59 60H41L36 44Z" fill="#14161f"/>` +
    `<path d="M50 34V16M64 44 81 38M59 60 69 76M41 60 31 76M36 44 19 38" stroke="#14161f" stroke-width="3"/>` +
    `<path d="M40 14 50 16 60 14M83 32 81 38 86 50M72 80 69 76 58 86M28 80 31 76 42 86M17 32 19 38 14 50" fill="none" stroke="#14161f" stroke-width="3"/>`,
  basketball: (c) =>
    `<circle cx="50" cy="50" r="38" fill="#e8772e" stroke="${c.b}" stroke-width="3"/><path d="M12 50H88M50 12V88" stroke="#3b1b07" stroke-width="3"/>` +
    `<path d="M24 22C36 36 36 64 24 78M76 22C64 36 64 64 76 78" fill="none" stroke="#3b1b07" stroke-width="3"/>`,
  pitch: (c) =>
    `<rect x="10" y="22" width="80" height="56" rx="4" fill="#1f8a4c" stroke="#fff" stroke-width="2.5"/><path d="M50 22V78" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="50" cy="50" r="10" fill="none" stroke="#fff" stroke-width="2"/><rect x="10" y="38" width="10" height="24" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<rect x="80" y="38" width="10" height="24" fill="none" stroke="#fff" stroke-width="2"/><circle cx="62" cy="40" r="4" fill="${c.a}"/>`,
  controller: (c) =>
    `<path d="M22 34h56c10 0 16 10 18 26 2 14-2 22-10 22-6 0-10-6-14-12H28c-4 6-8 12-14 12-8 0-12-8-10-22 2-16 8-26 18-26Z" fill="${c.a}" stroke="#fff" stroke-width="2.5"/>` +
    `<path d="M26 50h16M34 42v16" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="66" cy="46" r="4" fill="#fff"/><circle cx="74" cy="54" r="4" fill="#fff"/><circle cx="58" cy="54" r="4" fill="#fff"/>`,
  headset: (c) =>
    `<path d="M18 58V48a32 32 0 0 1 64 0v10" fill="none" stroke="${c.a}" stroke-width="7"/><rect x="12" y="52" width="18" height="28" rx="6" fill="${c.a}" stroke="#fff" stroke-width="2"/>` +
    `<rect x="70" y="52" width="18" height="28" rx="6" fill="${c.a}" stroke="#fff" stroke-width="2"/><path d="M82 76c0 10-10 14-22 14" fill="none" stroke="#fff" stroke-width="3"/><circle cx="58" cy="90" r="4" fill="#fff"/>`,
  sword: (c) =>
    `<path d="M70 12 84 16 80 30 38 72 28 62Z" fill="#e6edf7" stroke="${c.b}" stroke-width="2"/><path d="M24 54 46 76" stroke="${c.a}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M30 70 16 84" stroke="#5b3a1a" stroke-width="7" stroke-linecap="round"/><circle cx="14" cy="86" r="5" fill="${c.a}"/>`,
  trophy: (c) =>
    `<path d="M30 16h40v20c0 14-8 24-20 26-12-2-20-12-20-26Z" fill="${c.a}" stroke="#fff" stroke-width="2"/><path d="M30 22H16c0 12 6 20 16 22M70 22h14c0 12-6 20-16 22" fill="none" stroke="${c.a}" stroke-width="5"/>` +
    `<rect x="44" y="60" width="12" height="14" fill="${c.a}"/><rect x="30" y="74" width="40" height="12" rx="3" fill="${c.b}" stroke="#fff" stroke-width="2"/>`,
  tile: (c) =>
    `<rect x="26" y="12" width="48" height="70" rx="8" fill="#f8f4e6" stroke="${c.b}" stroke-width="3"/><rect x="26" y="74" width="48" height="12" rx="6" fill="${c.a}"/>` +
    `<circle cx="50" cy="30" r="8" fill="none" stroke="#c0262d" stroke-width="4"/><circle cx="38" cy="54" r="6" fill="#1d6f3f"/><circle cx="62" cy="54" r="6" fill="#1d6f3f"/><circle cx="50" cy="64" r="6" fill="#1f4fa8"/>`,
  xiangqi: (c) =>
    `<circle cx="50" cy="54" r="36" fill="#b77a3d"/><circle cx="50" cy="48" r="36" fill="#f1d7a6" stroke="${c.b}" stroke-width="3"/>` +
    `<circle cx="50" cy="48" r="27" fill="none" stroke="#c0262d" stroke-width="3"/><path d="M36 40h28M50 32v34M38 56h24M40 48h20" stroke="#c0262d" stroke-width="4" stroke-linecap="round"/>`,
  dragon: (c) =>
    `<circle cx="50" cy="50" r="38" fill="${c.b}" stroke="${c.a}" stroke-width="4"/><path d="M50 12a38 38 0 0 1 0 76 19 19 0 0 1 0-38 19 19 0 0 0 0-38Z" fill="${c.a}"/>` +
    `<circle cx="50" cy="31" r="6" fill="${c.b}"/><circle cx="50" cy="69" r="6" fill="${c.a}"/>`,
  seven: (c) =>
    `<rect x="14" y="14" width="72" height="72" rx="14" fill="#fff" stroke="${c.a}" stroke-width="4"/><path d="M32 30h38L48 78H36l20-36H32Z" fill="#d62a34" stroke="#7a0d14" stroke-width="2"/>`,
  cherry: (c) =>
    `<path d="M30 62C36 38 50 22 70 16M62 66C62 44 64 30 70 16" fill="none" stroke="#2f7a2b" stroke-width="4"/><path d="M70 16c-8 0-18 4-20 12 10 2 18-4 20-12Z" fill="#3fa53a"/>` +
    `<circle cx="30" cy="68" r="16" fill="#d8232f" stroke="${c.b}" stroke-width="2"/><circle cx="62" cy="70" r="16" fill="#e02b37" stroke="${c.b}" stroke-width="2"/><circle cx="25" cy="62" r="4" fill="#fff" opacity=".7"/><circle cx="57" cy="64" r="4" fill="#fff" opacity=".7"/>`,
  gem: (c) =>
    `<path d="M28 18h44l18 22-40 46L10 40Z" fill="${c.a}" stroke="#fff" stroke-width="2"/><path d="M10 40h80M28 18l12 22 10-22 10 22 12-22M40 40l10 46 10-46" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`,
  bell: (c) =>
    `<path d="M50 12c-4 0-6 3-6 6-14 4-20 16-20 30v14l-8 10h68l-8-10V48c0-14-6-26-20-30 0-3-2-6-6-6Z" fill="${c.a}" stroke="#fff" stroke-width="2"/><circle cx="50" cy="82" r="7" fill="${c.b}"/>`,
  clover: (c) =>
    `${[0, 90, 180, 270].map((r) => `<circle cx="50" cy="30" r="16" fill="#2f9e44" transform="rotate(${r} 50 50)"/>`).join('')}<circle cx="50" cy="50" r="8" fill="${c.a}"/><path d="M50 56q4 20 16 30" stroke="#2f9e44" stroke-width="5" fill="none"/>`,
  balls: (c) =>
    [
      [32, 40, '#e03131'],
      [66, 36, '#1c7ed6'],
      [50, 66, c.a],
    ]
      .map(
        ([x, y, f], i) =>
          `<circle cx="${x}" cy="${y}" r="20" fill="${f}" stroke="#fff" stroke-width="2"/><circle cx="${x}" cy="${y}" r="10" fill="#fff"/><text x="${x}" y="${y + 5}" font-family="Arial" font-weight="700" font-size="13" text-anchor="middle" fill="#222">${[7, 18, 33][i]}</text>`,
      )
      .join(''),
  dice: (c) =>
    `<g transform="rotate(-10 36 54)"><rect x="14" y="32" width="44" height="44" rx="9" fill="#fff" stroke="${c.b}" stroke-width="2"/><circle cx="26" cy="44" r="4.5" fill="#c0262d"/><circle cx="36" cy="54" r="4.5" fill="#c0262d"/><circle cx="46" cy="64" r="4.5" fill="#c0262d"/></g>` +
    `<g transform="rotate(14 66 40)"><rect x="46" y="18" width="40" height="40" rx="8" fill="${c.a}" stroke="#fff" stroke-width="2"/><circle cx="57" cy="29" r="4" fill="#fff"/><circle cx="75" cy="29" r="4" fill="#fff"/><circle cx="57" cy="47" r="4" fill="#fff"/><circle cx="75" cy="47" r="4" fill="#fff"/></g>`,
  ticket: (c) =>
    `<path d="M12 30h76v12a8 8 0 0 0 0 16v12H12V58a8 8 0 0 0 0-16Z" fill="${c.a}" stroke="#fff" stroke-width="2"/><path d="M66 30v40" stroke="#fff" stroke-dasharray="4 3" stroke-width="2"/>` +
    `<circle cx="28" cy="50" r="7" fill="#fff"/><circle cx="46" cy="50" r="7" fill="#fff"/><path d="M72 44l4 4 8-8" stroke="#fff" stroke-width="3" fill="none"/>`,
  coin: (c) =>
    `<ellipse cx="50" cy="58" rx="34" ry="30" fill="${c.b}"/><ellipse cx="50" cy="50" rx="34" ry="30" fill="${c.a}" stroke="#fff" stroke-width="2"/><rect x="42" y="40" width="16" height="16" fill="none" stroke="#fff" stroke-width="4"/>`,
}
