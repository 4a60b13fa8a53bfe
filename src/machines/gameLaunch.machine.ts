// /gamePage: the page only spins while it asks for the agent portal URL (dailiD) or the
// game URL (getGameUrl) and sends this window there. A refusal shows its message for 3 s and, 2 s after,
// blanks and closes the tab; a network failure closes it the same way, silently. Only http(s) URLs leave.
// Before a game launches, venueTopUp offers to fund an empty venue wallet in transfer mode.
import { assign, fromPromise, setup } from 'xstate'
import { getGameUrl } from '../api/account'
import { getAgentLoginUrl } from '../api/site'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { isNetworkFailure } from './resource.machine'
import { venueTopUpMachine } from './venueTopUp.machine'

export type LaunchInput = { name: string; type: string; code: string; dailiD: string }
export type LaunchContext = LaunchInput & { url: string; message: string }

const messageOf = (e: unknown) => (e instanceof Error ? e.message : '')

export const gameLaunchMachine = setup({
  types: {
    context: {} as LaunchContext,
    input: {} as LaunchInput,
  },
  actors: {
    venueTopUp: venueTopUpMachine,
    agentUrl: fromPromise<{ url: string }, void>(() => getAgentLoginUrl({ is_mobile_url: 0 })),
    gameUrl: fromPromise<
      { url: string },
      { plat_name: string; game_type: number; game_code: string; is_mobile_url: 0 }
    >(({ input }) => getGameUrl(input)),
  },
  guards: {
    isAgentLogin: ({ context }) => context.dailiD !== '',
    hasGame: ({ context }) => context.name !== '',
    isHttpUrl: ({ event }) => {
      const url = (event as { output?: { url?: unknown } }).output?.url
      if (typeof url !== 'string') return false
      try {
        const u = new URL(url, window.location.href)
        return u.protocol === 'http:' || u.protocol === 'https:'
      } catch {
        return false
      }
    },
    isNetworkFailure: ({ event }) => isNetworkFailure((event as { error?: unknown }).error),
  },
  actions: {
    storeUrl: assign({
      url: ({ event }) => String((event as { output?: { url?: string } }).output?.url ?? ''),
    }),
    storeMessage: assign({ message: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    leave: ({ context }) => window.location.assign(context.url),
    showMessage: ({ context }) => {
      toast(0, context.message || t('public.launchFailed'), 3000)
    },
    close: () => {
      document.body.innerHTML = ''
      window.close()
    },
  },
  delays: { closeAfter: 2000 },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ ...input, url: '', message: '' }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isAgentLogin', target: 'fetchingAgentUrl' },
        { guard: 'hasGame', target: 'toppingUp' },
        { target: 'closing' },
      ],
    },
    fetchingAgentUrl: {
      tags: ['busy'],
      invoke: {
        id: 'agentUrl',
        src: 'agentUrl',
        onDone: [{ guard: 'isHttpUrl', target: 'leaving', actions: 'storeUrl' }, { target: 'closing' }],
        onError: [
          { guard: 'isNetworkFailure', target: 'closing' },
          { target: 'failed', actions: 'storeMessage' },
        ],
      },
    },
    toppingUp: {
      invoke: {
        id: 'venueTopUp',
        src: 'venueTopUp',
        input: ({ context }) => ({ platname: context.name }),
        onDone: { target: 'launching' },
        onError: { target: 'launching' },
      },
    },
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'gameUrl',
        src: 'gameUrl',
        input: ({ context }) => ({
          plat_name: context.name,
          game_type: Number(context.type) || 0,
          game_code: context.code,
          is_mobile_url: 0 as const,
        }),
        onDone: [{ guard: 'isHttpUrl', target: 'leaving', actions: 'storeUrl' }, { target: 'closing' }],
        onError: [
          { guard: 'isNetworkFailure', target: 'closing' },
          { target: 'failed', actions: 'storeMessage' },
        ],
      },
    },
    leaving: { tags: ['busy'], entry: 'leave', type: 'final' },
    failed: { tags: ['busy'], entry: 'showMessage', after: { closeAfter: 'closed' } },
    closing: { tags: ['busy'], after: { closeAfter: 'closed' } },
    closed: { entry: 'close', type: 'final' },
  },
})
