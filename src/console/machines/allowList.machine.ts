// Setting one operator's address allow-list from the owner's operator list (docs/operator-console.md,
// "Operators"): one IPv4/IPv6 address or CIDR block per line, empty for any address. Each line is
// checked here first and a bad one is named by its line number (the server checks again and keeps its
// own canonical form); then the owner confirms the new list, the call runs, and a refusal (for one's
// own list, the current address missing) comes back with the server's own sentence.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { ALLOW_LIST_MAX } from '../../../core/contract/admin'
import { failureText } from '../api'

export type LineProblem = { line: number; entry: string }
type Ctx = {
  id: number
  text: string
  /** The non-empty lines once checked: what is confirmed and sent. */
  ips: string[]
  errors: LineProblem[]
  tooMany: boolean
  failure: string | null
  fallback: string
}

const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const H16 = /^[0-9A-Fa-f]{1,4}$/

export function isIPv4(s: string) {
  return V4.test(s)
}

/** RFC 4291 text forms: eight groups, or fewer around one `::`; the last 32 bits may be IPv4. */
export function isIPv6(s: string) {
  const lastColon = s.lastIndexOf(':')
  if (lastColon < 0) return false
  const tail = s.slice(lastColon + 1)
  if (tail.includes('.') && !isIPv4(tail)) return false
  const body = tail.includes('.') ? `${s.slice(0, lastColon + 1)}0:0` : s
  const halves = body.split('::')
  if (halves.length > 2) return false
  const groups = (h: string | undefined) => (h ? h.split(':') : [])
  const all = halves.flatMap(groups)
  if (!all.every((g) => H16.test(g))) return false
  return halves.length === 2 ? all.length <= 7 : all.length === 8
}

/** An address or a CIDR block with a prefix that fits its family. */
export function isAllowEntry(entry: string) {
  const [address = '', prefix, extra] = entry.split('/')
  if (extra !== undefined) return false
  const v4 = isIPv4(address)
  if (!v4 && !isIPv6(address)) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (v4 ? 32 : 128)
}

/** The lines of the text, each trimmed; blank lines skipped but counted, so a problem names its line. */
export function checkAllowList(text: string) {
  const ips: string[] = []
  const errors: LineProblem[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const entry = raw.trim()
    if (!entry) return
    if (isAllowEntry(entry)) ips.push(entry)
    else errors.push({ line: i + 1, entry: entry.slice(0, 64) })
  })
  return { ips, errors, tooMany: ips.length > ALLOW_LIST_MAX }
}

export const allowListMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as
      | { type: 'ips.input'; value: string }
      | { type: 'ips.submit' }
      | { type: 'ips.confirm' }
      | { type: 'ips.back' },
    input: {} as { id: number; ips: string[]; fallback: string },
  },
  actors: {
    save: fromPromise<unknown, { id: number; ips: string[] }>(() =>
      Promise.reject(new Error('save not provided')),
    ),
  },
  guards: {
    hasProblems: ({ context }) => {
      const c = checkAllowList(context.text)
      return c.errors.length > 0 || c.tooMany
    },
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, 'ips.input')
      return { text: event.value, errors: [], tooMany: false, failure: null }
    }),
    check: assign(({ context }) => checkAllowList(context.text)),
  },
}).createMachine({
  id: 'allowList',
  context: ({ input }) => ({
    id: input.id,
    text: input.ips.join('\n'),
    ips: input.ips,
    errors: [],
    tooMany: false,
    failure: null,
    fallback: input.fallback,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: { 'ips.input': { actions: 'setText' }, 'ips.submit': 'validating' },
    },
    validating: {
      tags: ['form'],
      always: [
        { guard: 'hasProblems', target: 'editing', actions: 'check' },
        { target: 'confirming', actions: 'check' },
      ],
    },
    confirming: {
      tags: ['confirm'],
      on: { 'ips.confirm': 'submitting', 'ips.back': 'editing' },
    },
    submitting: {
      tags: ['busy', 'confirm'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.id, ips: context.ips }),
        onDone: 'done',
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ context, event }) => failureText(event.error, context.fallback) }),
        },
      },
    },
    failed: {
      tags: ['form'],
      on: { 'ips.input': { target: 'editing', actions: 'setText' }, 'ips.submit': 'validating' },
    },
    done: { type: 'final' },
  },
})
