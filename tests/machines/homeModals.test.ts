// The home page's pop-ups: one after the other, the welcome modal once a day, the notices once per
// browser session (src/state/popups.ts), whatever reloads or logins happen in between.
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { beijingDate } from '../../core/time'
import { type HomeModalsEvent, homeModalsMachine } from '../../src/machines/homeModals.machine'
import { popupMemory } from '../../src/state/popups'

const ready: HomeModalsEvent = {
  type: 'modals.ready',
  indexModal: 1,
  welcomeHtml: '<p>欢迎</p>',
  notices: ['一', '二', '三'],
}

function load() {
  const actor = createActor(homeModalsMachine)
  actor.start()
  actor.send(ready)
  return actor
}

afterEach(() => {
  popupMemory.noticesSeen = false
  popupMemory.welcomeSeenOn = ''
  sessionStorage.removeItem('popups.noticesSeen')
  localStorage.removeItem('popups.welcomeSeenOn')
})

describe('home modals', () => {
  it('shows the welcome modal, then the first two notices, never both at once', () => {
    const actor = load()
    try {
      expect(actor.getSnapshot().hasTag('welcome')).toBe(true)
      expect(actor.getSnapshot().hasTag('notices')).toBe(false)
      actor.send({ type: 'modals.close' })
      expect(actor.getSnapshot().hasTag('notices')).toBe(true)
      expect(actor.getSnapshot().hasTag('welcome')).toBe(false)
      expect(actor.getSnapshot().context.notices).toEqual(['一', '二'])
      actor.send({ type: 'modals.close' })
      expect(actor.getSnapshot().status).toBe('done')
    } finally {
      actor.stop()
    }
  })

  it('once closed, a new load the same day and session shows neither', () => {
    const first = load()
    first.send({ type: 'modals.close' })
    first.send({ type: 'modals.close' })
    first.stop()
    expect(localStorage.getItem('popups.welcomeSeenOn')).toBe(beijingDate(new Date()))
    expect(sessionStorage.getItem('popups.noticesSeen')).toBe('1')
    const again = load()
    try {
      expect(again.getSnapshot().status).toBe('done')
    } finally {
      again.stop()
    }
  })

  it('the welcome modal comes back the next day; the notices wait for a new session', () => {
    popupMemory.welcomeSeenOn = '2000-01-01'
    popupMemory.noticesSeen = true
    const actor = load()
    try {
      expect(actor.getSnapshot().hasTag('welcome')).toBe(true)
      actor.send({ type: 'modals.close' })
      expect(actor.getSnapshot().status).toBe('done')
    } finally {
      actor.stop()
    }
  })

  it('a page left with the welcome modal open shows it again next time', () => {
    const first = load()
    first.stop()
    const again = load()
    try {
      expect(again.getSnapshot().hasTag('welcome')).toBe(true)
    } finally {
      again.stop()
    }
  })
})
