// The five slot venues' configurations: one engine (slot.ts), five symbol sets, reel strips and
// paytables. Reel strips are written as symbol counts per reel and spread evenly by `strip` so the
// tables stay readable; `rtp` is the exact figure from exactSlotRtp, checked by the tests and shown on
// the paytable.
import type { SlotConfig, SlotSymbol } from './slot'

/** Spread `counts[s]` copies of each symbol evenly over one strip (deterministic). */
export function strip(counts: readonly number[]): number[] {
  const items: [number, number][] = []
  counts.forEach((c, s) => {
    for (let i = 0; i < c; i++) items.push([(i + 0.5 + s * 0.13) / c, s])
  })
  return items.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[1])
}

const reels = (counts: readonly number[]) => Array.from({ length: 5 }, () => strip(counts))

const card = (label: string, color: string): SlotSymbol => ({
  id: `card-${label}`,
  name: label,
  color,
  accent: '#f8e7b0',
  glyph: 'card',
  label,
})

export const SLOT_CONFIGS: Record<string, SlotConfig> = {
  jdslot: {
    venue: 'jdslot',
    title: '金鼎聚宝',
    symbols: [
      { id: 'wild', name: '金鼎百搭', color: '#d4a531', accent: '#fff3c4', glyph: 'wild' },
      { id: 'dragon', name: '金龙', color: '#c0392b', accent: '#f5c242', glyph: 'dragon' },
      { id: 'ingot', name: '元宝', color: '#e0a526', accent: '#fff0b3', glyph: 'ingot' },
      { id: 'coin', name: '金币', color: '#c8961e', accent: '#fbe08a', glyph: 'coin' },
      card('A', '#b23a48'),
      card('K', '#3a6ea5'),
      card('Q', '#3f8f5f'),
    ],
    pays: [
      [20, 80, 300],
      [15, 50, 200],
      [10, 30, 100],
      [8, 20, 60],
      [5, 12, 40],
      [4, 10, 30],
      [3, 8, 20],
    ],
    strips: reels([3, 2, 3, 4, 5, 6, 7]),
    rtp: 0.971163,
  },
  xyslot: {
    venue: 'xyslot',
    title: '星耀银河',
    symbols: [
      { id: 'wild', name: '星耀百搭', color: '#6c5ce7', accent: '#e9e4ff', glyph: 'wild' },
      { id: 'star', name: '流星', color: '#f1c40f', accent: '#fffbe0', glyph: 'star' },
      { id: 'moon', name: '明月', color: '#74b9ff', accent: '#eaf4ff', glyph: 'moon' },
      { id: 'gem', name: '星钻', color: '#00cec9', accent: '#d9fffe', glyph: 'gem' },
      card('A', '#8e44ad'),
      card('K', '#2980b9'),
      card('Q', '#16a085'),
    ],
    pays: [
      [20, 80, 300],
      [15, 50, 200],
      [10, 30, 100],
      [8, 20, 60],
      [5, 12, 40],
      [4, 10, 30],
      [3, 7, 20],
    ],
    strips: reels([3, 2, 3, 4, 5, 6, 7]),
    rtp: 0.963155,
  },
  fhslot: {
    venue: 'fhslot',
    title: '凤凰涅槃',
    symbols: [
      { id: 'wild', name: '凤凰百搭', color: '#e74c3c', accent: '#ffe1d6', glyph: 'wild' },
      { id: 'phoenix', name: '火凤', color: '#e67e22', accent: '#ffd9a8', glyph: 'phoenix' },
      { id: 'lotus', name: '火莲', color: '#e84393', accent: '#ffd6ea', glyph: 'lotus' },
      { id: 'gem', name: '火焰宝珠', color: '#d63031', accent: '#ffd0c9', glyph: 'gem' },
      card('A', '#c0392b'),
      card('K', '#d35400'),
      card('Q', '#9b59b6'),
    ],
    pays: [
      [25, 100, 500],
      [15, 60, 250],
      [10, 30, 120],
      [8, 20, 60],
      [5, 12, 40],
      [4, 10, 25],
      [3, 8, 18],
    ],
    strips: reels([3, 2, 3, 4, 5, 6, 7]),
    rtp: 0.975337,
  },
  jlslot: {
    venue: 'jlslot',
    title: '锦鲤跃门',
    symbols: [
      { id: 'wild', name: '锦鲤百搭', color: '#ff7675', accent: '#fff0ef', glyph: 'wild' },
      { id: 'koi', name: '锦鲤', color: '#e17055', accent: '#ffe3d9', glyph: 'koi' },
      { id: 'lotus', name: '荷花', color: '#fd79a8', accent: '#ffe4ef', glyph: 'lotus' },
      { id: 'coin', name: '铜钱', color: '#b7950b', accent: '#f9e79f', glyph: 'coin' },
      card('A', '#c0392b'),
      card('K', '#2471a3'),
      card('Q', '#1e8449'),
    ],
    pays: [
      [15, 60, 250],
      [12, 40, 150],
      [9, 26, 90],
      [7, 18, 50],
      [5, 14, 40],
      [4, 11, 30],
      [3, 8, 20],
    ],
    strips: reels([3, 2, 3, 4, 5, 5, 7]),
    rtp: 0.963898,
  },
  tbslot: {
    venue: 'tbslot',
    title: '天宝聚福',
    symbols: [
      { id: 'wild', name: '天宝百搭', color: '#0984e3', accent: '#dff0ff', glyph: 'wild' },
      { id: 'gem', name: '天宝石', color: '#00b894', accent: '#d8fff4', glyph: 'gem' },
      { id: 'ingot', name: '金元宝', color: '#fdcb6e', accent: '#fff6dc', glyph: 'ingot' },
      { id: 'bell', name: '宝铃', color: '#e1b12c', accent: '#fff3c8', glyph: 'bell' },
      card('A', '#c0392b'),
      card('K', '#2c3e50'),
      card('Q', '#27ae60'),
    ],
    pays: [
      [15, 50, 200],
      [10, 35, 120],
      [8, 20, 70],
      [6, 15, 40],
      [4, 10, 26],
      [3, 8, 19],
      [2, 6, 13],
    ],
    strips: reels([4, 2, 3, 4, 5, 6, 7]),
    rtp: 0.949355,
  },
}

export const SLOT_VENUES = Object.keys(SLOT_CONFIGS)
