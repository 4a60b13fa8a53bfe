// The table switch of a venue with several in-house tables (jdlive: 百家乐 ⇄ 骰宝), shown at the top of
// each of its table pages (src/views/games/TableSwitch.tsx); merged into the games area (./games.ts).
export const zh = {
  'games.tables.nav': '本场馆的牌桌',
}

export const en: Record<keyof typeof zh, string> = {
  'games.tables.nav': 'Tables at this venue',
}
