// Chinese names of the pay modes and features, for the lobby artwork (scripts/art/slot-machines.ts). The
// page's wording is in the i18n catalogs (games.slot.mode.* and games.slot.feature.*).
import type { Feature, Machine } from './types'

export const MODE_ZH: Record<Machine['mode'], string> = { lines: '20线', ways: '243路' }

export const FEATURE_ZH: Record<Feature, string> = {
  lines: '20条赔付线',
  ways: '243路赔付',
  wildMultiplier: '百搭倍数',
  freeSpins: '免费旋转',
  cascade: '连环消除',
  holdAndSpin: '聚宝重转',
}
