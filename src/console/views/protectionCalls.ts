// 责任博彩's calls for operators (docs/protection.md): the limits reached, the breaks in force with
// their CSV, the reality-check default, and one player's protection tab; the seam these views use, so
// none of them spells a call or a path itself (docs/operator-console.md, "Loading and acting").
import { adminCalls } from '../../../core/contract/admin'
import { downloadCsv } from '../download'
import { api } from '../endpoints'

export const limitsReached = () => api('limitsReached')
export const activeExclusions = () => api('activeExclusions')
export const readProtectionSettings = () => api('protectionSettings')
export const setRealityDefault = (minutes: number) =>
  api('setProtectionSettings', { reality_check_minutes: minutes })
export const playerProtection = (username: string) => api('playerProtection', { username })
/** The server's own CSV (the same rows `npm run admin -- protection exclusions --csv` prints). */
export const exportExclusions = (fallback: string) =>
  downloadCsv(`${adminCalls.activeExclusions.path}?format=csv`, 'exclusions.csv', fallback)
