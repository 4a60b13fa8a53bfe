// What the home page's pop-ups remember on this device: the latest-notice pop-up shows once per
// browser session (sessionStorage), the welcome modal once per day (localStorage keeps the Beijing date
// it was last closed, the site's one clock). A login, a reload or coming back to the home page in the
// same session shows neither again. Read once at start; homeModals.machine asks and tells through here.
import { beijingDate } from '../../core/time'

const NOTICES_KEY = 'popups.noticesSeen'
const WELCOME_KEY = 'popups.welcomeSeenOn'

type Store = 'sessionStorage' | 'localStorage'

// Storage can be refused (private modes, blocked cookies): the pop-ups then show once per page load.
const read = (store: Store, key: string): string | null => {
  try {
    return globalThis[store]?.getItem(key) ?? null
  } catch {
    return null
  }
}
const write = (store: Store, key: string, value: string) => {
  try {
    globalThis[store]?.setItem(key, value)
  } catch {
    // Remembered in memory for this page only.
  }
}

export const popupMemory = {
  noticesSeen: read('sessionStorage', NOTICES_KEY) === '1',
  /** YYYY-MM-DD (Beijing) of the last welcome modal closed, '' if none. */
  welcomeSeenOn: read('localStorage', WELCOME_KEY) ?? '',
}

export const welcomeSeenToday = (now = new Date()) => popupMemory.welcomeSeenOn === beijingDate(now)

export function markWelcomeSeen(now = new Date()) {
  popupMemory.welcomeSeenOn = beijingDate(now)
  write('localStorage', WELCOME_KEY, popupMemory.welcomeSeenOn)
}

export function markNoticesSeen() {
  popupMemory.noticesSeen = true
  write('sessionStorage', NOTICES_KEY, '1')
}
