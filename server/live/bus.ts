// The live-event bus (docs/support.md, "Live events"): one PostgreSQL notification channel fanned out
// in-process to whoever subscribed to a topic. An event is published with pg_notify inside the
// transaction of the change it announces, so it is delivered when that change commits, never before
// and never for a rollback. Every instance LISTENs on the channel (PostgreSQL: a dedicated connection
// per process; PGlite: in-process), so a subscriber on any instance behind the load balancer hears
// every instance's events. Events are pokes, not data: a subscriber re-reads what changed from the
// database, so a lost or repeated notification can delay a message but never lose or repeat one.
import type { Db, Listener, Query } from '../db/client'

export const LIVE_CHANNEL = 'live_events'

export type LiveEvent = { topic: string; kind: string; data?: Record<string, string | number | null> }
type Handler = (e: LiveEvent) => void

/** Publish inside the change's transaction (delivered on commit). */
export const publish = (q: Query, e: LiveEvent) =>
  q('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(e)])

export class LiveBus {
  private readonly topics = new Map<string, Set<Handler>>()
  private readonly gapHandlers = new Set<() => void>()
  private listener: Listener | null = null
  private starting: Promise<void> | null = null
  private users = 0

  constructor(private readonly db: Db) {}

  /** One user more (an app instance); the first one opens the LISTEN connection. */
  async acquire() {
    this.users++
    this.starting ??= this.db
      .listen(
        LIVE_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.gap(),
      )
      .then((l) => {
        this.listener = l
      })
    await this.starting
  }

  /** One user less; the last one closes the connection. */
  async release() {
    if (--this.users > 0) return
    const l = this.listener
    this.listener = null
    this.starting = null
    await l?.close()
  }

  /** False while notifications may be missed (LISTEN connection lost): subscribers then poll. */
  get live() {
    return this.listener?.live === true
  }

  get subscribers() {
    let n = 0
    for (const s of this.topics.values()) n += s.size
    return n
  }

  subscribe(topic: string, fn: Handler): () => void {
    let set = this.topics.get(topic)
    if (!set) {
      set = new Set()
      this.topics.set(topic, set)
    }
    set.add(fn)
    return () => {
      set.delete(fn)
      if (set.size === 0 && this.topics.get(topic) === set) this.topics.delete(topic)
    }
  }

  /** Runs when notifications may have been missed: re-read everything. */
  onGap(fn: () => void): () => void {
    this.gapHandlers.add(fn)
    return () => this.gapHandlers.delete(fn)
  }

  private dispatch(payload: string) {
    let e: LiveEvent
    try {
      e = JSON.parse(payload) as LiveEvent
    } catch {
      return
    }
    if (typeof e?.topic !== 'string') return
    for (const fn of this.topics.get(e.topic) ?? []) fn(e)
  }

  private gap() {
    for (const fn of this.gapHandlers) fn()
  }
}

const buses = new WeakMap<Db, LiveBus>()

/** The bus of a database handle: the public and the operator app of one process share it. */
export function liveBus(db: Db): LiveBus {
  let bus = buses.get(db)
  if (!bus) {
    bus = new LiveBus(db)
    buses.set(db, bus)
  }
  return bus
}
