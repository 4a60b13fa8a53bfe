// The notification centre (notifyCalls, docs/content.md "Notification centre") as the fake backend:
// read marks per mock player, kept beside the db (a fresh db, fresh marks). A player starts with the
// first inbox message and all but the newest settled bet read, so the demo's bell shows a count of each
// kind (2 messages, 1 bet, 1 deposit).
import { VENUES } from '../../../../core/content/venues'
import { VENUES_EN } from '../../../../core/content/venues-en'
import { NOTIFY_PANEL_PER_KIND, type NotifyCounts, type NotifyItem } from '../../../../core/contract/notify'
import { centsToWire } from '../../../../core/money'
import { beijing, db, langOfRequest, type MockUser } from '../db'
import { route } from '../kit'
import { INBOX } from './account'

type Marks = { inbox: number; bets: number; deposits: number }
const marksOf = new WeakMap<object, Map<number, Marks>>()

const settled = (u: MockUser) => u.bets.filter((b) => b.status === 1).sort((a, b) => b.time - a.time)
const credited = (u: MockUser) =>
  u.deposits.filter((d) => d.state === 2).sort((a, b) => b.created - a.created)

function marks(u: MockUser): Marks {
  let all = marksOf.get(db)
  if (!all) {
    all = new Map()
    marksOf.set(db, all)
  }
  let m = all.get(u.id)
  if (!m) {
    m = {
      inbox: 1,
      bets: settled(u)[1]?.time ?? Number.NEGATIVE_INFINITY,
      deposits: Number.NEGATIVE_INFINITY,
    }
    all.set(u.id, m)
  }
  return m
}

const counts = (u: MockUser): NotifyCounts => {
  const m = marks(u)
  return {
    inbox: INBOX.filter((x) => x.id > m.inbox).length,
    bets: settled(u).filter((b) => b.time > m.bets).length,
    deposits: credited(u).filter((d) => d.created > m.deposits).length,
  }
}

const venueName = (code: string, lang: 'zh' | 'en') =>
  (lang === 'en' ? VENUES_EN[code]?.name : undefined) ?? VENUES.find((v) => v.code === code)?.name ?? code

export const notifyHandlers = [
  route('notifyCounts', ({ user }) => counts(user)),
  route('notifyItems', ({ user, request }) => {
    const m = marks(user)
    const lang = langOfRequest(request)
    const at = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}+08:00`)
    const items: (NotifyItem & { t: number })[] = [
      ...[...INBOX]
        .reverse()
        .slice(0, NOTIFY_PANEL_PER_KIND)
        .map((x) => ({
          kind: 'inbox' as const,
          id: x.id,
          title: x.title,
          amount: null,
          at: x.created_at,
          unread: x.id > m.inbox,
          t: at(x.created_at),
        })),
      ...settled(user)
        .slice(0, NOTIFY_PANEL_PER_KIND)
        .map((b, i) => ({
          kind: 'bets' as const,
          id: Number(b.id.replace(/\D/g, '')) || i + 1,
          title: venueName(b.venue, lang),
          amount: centsToWire(b.win),
          at: beijing(b.time),
          unread: b.time > m.bets,
          t: b.time,
        })),
      ...credited(user)
        .slice(0, NOTIFY_PANEL_PER_KIND)
        .map((d) => ({
          kind: 'deposits' as const,
          id: d.id,
          title: d.no,
          amount: centsToWire(d.cents),
          at: beijing(d.created),
          unread: d.created > m.deposits,
          t: d.created,
        })),
    ]
    items.sort((a, b) => b.t - a.t)
    return { counts: counts(user), items: items.map(({ t: _, ...item }) => item) }
  }),
  route('notifyRead', ({ user, body }) => {
    const m = marks(user)
    for (const kind of body.kinds) {
      if (kind === 'inbox') m.inbox = Math.max(m.inbox, ...INBOX.map((x) => x.id))
      if (kind === 'bets') m.bets = Math.max(m.bets, ...settled(user).map((b) => b.time))
      if (kind === 'deposits') m.deposits = Math.max(m.deposits, ...credited(user).map((d) => d.created))
    }
    return counts(user)
  }),
]
