// The sponsorship page (/asdwl): two partner tabs switched by the sub-navigation without a
// route change, the current section of the vertical pager, and the loading overlay, hidden 2 s after entry.
import { assertEvent, assign, setup } from 'xstate'
import { hideLoading, showLoading } from '../state/ui'

export type SponsorType = 1 | 2
export type SponsorContext = { type: SponsorType; section: number }
export type SponsorEvent =
  | { type: 'sponsor.select'; sponsor: SponsorType }
  | { type: 'sponsor.section'; index: number }

export const sponsorMachine = setup({
  types: { context: {} as SponsorContext, events: {} as SponsorEvent, input: {} as { type: SponsorType } },
  actions: {
    showOverlay: () => showLoading(),
    hideOverlay: () => hideLoading(),
    select: assign(({ event }) => {
      assertEvent(event, 'sponsor.select')
      return { type: event.sponsor, section: 0 }
    }),
    setSection: assign(({ event }) => {
      assertEvent(event, 'sponsor.section')
      return { section: event.index }
    }),
  },
  delays: { overlay: 2000 },
}).createMachine({
  id: 'sponsor',
  context: ({ input }) => ({ type: input.type, section: 0 }),
  on: {
    'sponsor.select': { actions: 'select' },
    'sponsor.section': { actions: 'setSection' },
  },
  initial: 'entering',
  states: {
    entering: { tags: ['busy'], entry: 'showOverlay', exit: 'hideOverlay', after: { overlay: 'shown' } },
    shown: {},
  },
})
