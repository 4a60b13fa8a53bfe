// Path coverage over REAL machines (docs/architecture.md), reusable for any flow machine.
// 1. xstate/graph explores the machine from each start input with sample events (user events plus
//    `xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`).
// 2. Paths: the shortest path to every reachable state, extended by every edge leaving it (so every
//    transition the graph can take is on some path), plus getSimplePaths when the graph is small.
// 3. Each path is replayed on a live actor: invoked promise/callback actors are held open and settled
//    by the path's done/error events, delays run on a SimulatedClock, child machines stay real.
//    Coverage is what the replays really did, read from the inspector's microsteps: state nodes
//    entered and transition definitions taken (eventless `always` ones included).
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
  StateMachine,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph'

type AnyTransition = ReturnType<AnyStateMachine['getTransitionData']>[number]
export type Step = { event: AnyEventObject; value: unknown }
export type TestPath = { name: string; input: unknown; steps: Step[] }

export type CoverageOptions = {
  /** Sample events (every done/error event the machine listens to needs one; `after` ones are made up). */
  events: AnyEventObject[]
  /** One or more start inputs (e.g. with and without a stored token). */
  inputs?: unknown[]
  /** The part of the context that tells states apart (keep typed text and refs out). */
  summarise?: (context: Record<string, unknown>) => unknown
  /** Also enumerate simple paths when there are at most this many states in the graph (default 12). */
  simplePathsUpTo?: number
  /**
   * Event types this set leaves out (another set of the same machine covers them): for machines whose
   * parallel regions would multiply into too many states when walked with every event at once.
   */
  skip?: string[]
}

export type Coverage = {
  machine: string
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
  report: string
}

/** A transition's identity that survives `machine.provide()` (which rebuilds the state nodes). */
export const transitionKey = (t: AnyTransition) => {
  const list = (t.eventType ? t.source.transitions.get(t.eventType) : t.source.always) ?? []
  return `${t.source.id}|${t.eventType}|${(list as AnyTransition[]).indexOf(t)}`
}

export const describeTransition = (t: AnyTransition) =>
  `${t.source.id} --${t.eventType || '(always)'}--> ${t.target?.map((n) => n.id).join(',') ?? '(self)'}`

/** Every transition definition of the machine: event, delayed and eventless. */
export function allTransitions(machine: AnyStateMachine): AnyTransition[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((n) => [
    ...([...n.transitions.values()].flat() as AnyTransition[]),
    ...((n.always ?? []) as AnyTransition[]),
  ])
}

/** Generate the paths of a machine from its graph. */
export function generatePaths(machine: AnyStateMachine, options: CoverageOptions): TestPath[] {
  const summarise = options.summarise ?? (() => null)
  const serializeState = (s: AnyMachineSnapshot) =>
    JSON.stringify({ value: s.value, context: summarise(s.context as Record<string, unknown>) })
  const events = (s: AnyMachineSnapshot) => {
    const own = [...new Set(s._nodes.flatMap((n) => n.ownEvents))]
    return own.flatMap((type) => {
      const samples = options.events.filter((e) => e.type === type)
      if (samples.length) return samples
      if (options.skip?.includes(type)) return []
      if (type.startsWith('xstate.after.')) return [{ type }]
      throw new Error(`${machine.id}: no sample event for ${type}`)
    })
  }
  const paths: TestPath[] = []
  for (const input of options.inputs ?? [undefined]) {
    const traversal = { events, serializeState, input } as never
    const adjacency = getAdjacencyMap(machine, traversal) as Record<
      string,
      {
        state: AnyMachineSnapshot
        transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>
      }
    >
    const heads = new Map<string, Step[]>()
    for (const p of getShortestPaths(machine, traversal)) {
      const steps = (p.steps as { event: AnyEventObject; state: AnyMachineSnapshot }[])
        .filter((st) => st.event.type !== 'xstate.init')
        .map((st) => ({ event: st.event, value: st.state.value }))
      heads.set(serializeState(p.state as AnyMachineSnapshot), steps)
    }
    for (const [key, node] of Object.entries(adjacency)) {
      const head = heads.get(key) ?? []
      for (const edge of Object.values(node.transitions)) {
        const steps = [...head, { event: edge.event, value: edge.state.value }]
        paths.push({ name: steps.map((s) => s.event.type).join(' → '), input, steps })
      }
    }
    if (Object.keys(adjacency).length <= (options.simplePathsUpTo ?? 12)) {
      for (const p of getSimplePaths(machine, traversal)) {
        const steps = (p.steps as { event: AnyEventObject; state: AnyMachineSnapshot }[])
          .filter((st) => st.event.type !== 'xstate.init')
          .map((st) => ({ event: st.event, value: st.state.value }))
        paths.push({
          name: `simple: ${steps.map((s) => s.event.type).join(' → ') || '(start)'}`,
          input,
          steps,
        })
      }
    }
  }
  return paths
}

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void }
export type Observed = { states: Set<string>; transitions: Set<string> }

/**
 * Replay a path on a live actor of the real machine; returns the state value after each step and
 * records into `observed` what the actor really entered and took.
 */
export async function replay(
  machine: AnyStateMachine,
  path: TestPath,
  observed: Observed,
  provide: Parameters<AnyStateMachine['provide']>[0] = {},
): Promise<unknown[]> {
  const pending = new Map<string, Pending[]>()
  const held = Object.fromEntries(
    Object.entries(machine.implementations.actors)
      .filter(([, logic]) => !(logic instanceof StateMachine))
      .map(([name]) => [
        name,
        fromPromise(
          () =>
            new Promise((resolve, reject) => {
              const list = pending.get(name) ?? []
              list.push({ resolve, reject })
              pending.set(name, list)
            }),
        ),
      ]),
  )
  const clock = new SimulatedClock()
  const live = machine.provide({ ...provide, actors: { ...held, ...(provide.actors ?? {}) } })
  const inspect = (e: InspectionEvent) => {
    if (e.type !== '@xstate.microstep') return
    const snapshot = e.snapshot as AnyMachineSnapshot
    if (snapshot.machine !== live) return
    for (const t of e._transitions as AnyTransition[]) {
      observed.transitions.add(transitionKey(t))
      // A transient state (left at once by `always`) shows up only as the source of what it took.
      observed.states.add(t.source.id)
    }
    for (const n of snapshot._nodes) observed.states.add(n.id)
  }
  const actor = createActor(live, {
    input: path.input,
    clock,
    inspect,
  })
  const seen: unknown[] = []
  const settle = () => new Promise((r) => setTimeout(r, 0))
  actor.start()
  for (const n of actor.getSnapshot()._nodes) observed.states.add(n.id)
  try {
    for (const step of path.steps) {
      const { type } = step.event
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
      const after = /^xstate\.after\.([^.]+)\./.exec(type)
      if (settled) {
        // The newest: an actor re-invoked by a re-entered state leaves its stopped predecessor behind.
        const waiting = pending.get(settled[2])?.pop()
        if (!waiting) throw new Error(`${type}: the actor ${settled[2]} is not running`)
        if (settled[1] === 'done') waiting.resolve((step.event as { output?: unknown }).output)
        else waiting.reject((step.event as { error?: unknown }).error)
      } else if (after) {
        const delay = machine.implementations.delays[after[1]]
        if (typeof delay !== 'number') throw new Error(`${type}: unknown delay ${after[1]}`)
        clock.increment(delay)
      } else {
        actor.send(step.event)
      }
      await settle()
      seen.push(actor.getSnapshot().value)
    }
  } finally {
    actor.stop()
  }
  return seen
}

/** Coverage of what the replays observed, against every state node and transition definition. */
export function coverage(machine: AnyStateMachine, observed: Observed): Coverage {
  const stateIds = getStateNodes(machine.root).map((n) => n.id)
  const definitions = allTransitions(machine)
  const missingStates = stateIds.filter((id) => !observed.states.has(id))
  const missingTransitions = definitions
    .filter((t) => !observed.transitions.has(transitionKey(t)))
    .map(describeTransition)
  const states = {
    covered: stateIds.length - missingStates.length,
    total: stateIds.length,
    missing: missingStates,
  }
  const transitions = {
    covered: definitions.length - missingTransitions.length,
    total: definitions.length,
    missing: missingTransitions,
  }
  return {
    machine: machine.id,
    states,
    transitions,
    report: `${machine.id}: ${states.covered}/${states.total} states, ${transitions.covered}/${transitions.total} transitions`,
  }
}
