// Path coverage for the member flow machines (house style 22). From the REAL machine, xstate/graph
// builds the adjacency map over sample events (user events, `xstate.done.actor.<id>`,
// `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`); we then pick, for every transition
// definition of the machine, one path that takes it (shortest path to its source state + that edge).
// Each path is replayed on a live actor: invoked actors are held open and settled by the path's
// done/error events, delays are run on a SimulatedClock. Coverage counts state nodes and transition
// definitions (object identity, via machine.getTransitionData), and must be 100 %.
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph'

type AnyTransition = ReturnType<AnyStateMachine['getTransitionData']>[number]
export type Step = { event: AnyEventObject; value: unknown }
export type MemberPath = { name: string; steps: Step[] }
export type Coverage = {
  machine: string
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
  paths: MemberPath[]
  report: string
}

export type CoverageOptions = {
  /** Sample events; every `xstate.done.actor.*` / `xstate.error.actor.*` the machine listens to needs one. */
  events: AnyEventObject[]
  input?: unknown
  /** Which part of the context tells states apart (keeps random keys and typed text out of the graph). */
  summarise: (context: Record<string, unknown>) => unknown
}

const describeTransition = (t: AnyTransition) =>
  `${t.source.id} --${t.eventType}${t.guard ? ` [${typeof t.guard === 'object' && 'type' in t.guard ? t.guard.type : 'guard'}]` : ''}--> ${
    t.target?.map((n) => n.id).join(',') ?? '(self)'
  }`

function allTransitions(machine: AnyStateMachine): AnyTransition[] {
  const nodes = [machine.root, ...getStateNodes(machine.root)]
  return nodes.flatMap((n) => [...n.transitions.values()].flat() as AnyTransition[])
}

export function coverMachine(machine: AnyStateMachine, options: CoverageOptions): Coverage {
  const serializeState = (s: AnyMachineSnapshot) =>
    JSON.stringify({ value: s.value, context: options.summarise(s.context as Record<string, unknown>) })
  const events = (s: AnyMachineSnapshot) => {
    const own = [...new Set(s._nodes.flatMap((n) => n.ownEvents))]
    return own.flatMap((type) => {
      const samples = options.events.filter((e) => e.type === type)
      if (samples.length) return samples
      if (type.startsWith('xstate.after.')) return [{ type }]
      throw new Error(`${machine.id}: no sample event for ${type}`)
    })
  }
  const traversal = { events, serializeState, input: options.input } as never
  const adjacency = getAdjacencyMap(machine, traversal) as Record<
    string,
    {
      state: AnyMachineSnapshot
      transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>
    }
  >
  const shortest = new Map<string, { event: AnyEventObject; state: AnyMachineSnapshot }[]>()
  for (const p of getShortestPaths(machine, traversal)) {
    shortest.set(serializeState(p.state as AnyMachineSnapshot), p.steps as never)
  }

  const definitions = allTransitions(machine)
  const taken = new Set<AnyTransition>()
  const reached = new Set<string>()
  const paths: MemberPath[] = []
  const toSteps = (steps: { event: AnyEventObject; state: AnyMachineSnapshot }[]) =>
    steps
      .filter((st) => st.event.type !== 'xstate.init')
      .map((st) => ({ event: st.event, value: st.state.value }))

  for (const [key, node] of Object.entries(adjacency)) {
    for (const n of node.state._nodes) reached.add(n.id)
    const head = shortest.get(key)
    if (!head) continue
    for (const edge of Object.values(node.transitions)) {
      const selected = machine.getTransitionData(node.state, edge.event) as AnyTransition[]
      const fresh = selected.filter((t) => !taken.has(t))
      if (!fresh.length) continue
      for (const t of selected) taken.add(t)
      paths.push({
        name: `${fresh.map(describeTransition).join(' & ')}`,
        steps: [...toSteps(head), { event: edge.event, value: edge.state.value }],
      })
    }
  }

  const stateIds = getStateNodes(machine.root).map((n) => n.id)
  const missingStates = stateIds.filter((id) => !reached.has(id))
  const missingTransitions = definitions.filter((t) => !taken.has(t)).map(describeTransition)
  const coveredStates = stateIds.length - missingStates.length
  const coveredTransitions = definitions.length - missingTransitions.length
  return {
    machine: machine.id,
    states: { covered: coveredStates, total: stateIds.length, missing: missingStates },
    transitions: { covered: coveredTransitions, total: definitions.length, missing: missingTransitions },
    paths,
    report: `${machine.id}: ${coveredStates}/${stateIds.length} states, ${coveredTransitions}/${definitions.length} transitions`,
  }
}

type Pending = { resolve: (v: unknown) => void; reject: (e: unknown) => void }

/**
 * Replay one path on a live actor. Every invoked actor is held open until the path settles it;
 * `xstate.after.*` steps advance a SimulatedClock by the named delay. Returns the state value after
 * each step, to compare with the path's expectation.
 */
export async function replay(
  machine: AnyStateMachine,
  path: MemberPath,
  input?: unknown,
): Promise<unknown[]> {
  const pending = new Map<string, Pending[]>()
  const actorNames = Object.keys(machine.implementations.actors)
  const held = Object.fromEntries(
    actorNames.map((name) => [
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
  const actor = createActor(machine.provide({ actors: held }), { input, clock })
  const seen: unknown[] = []
  const settle = () => new Promise((r) => setTimeout(r, 0))
  actor.start()
  try {
    for (const step of path.steps) {
      const { type } = step.event
      const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
      const after = /^xstate\.after\.([^.]+)\./.exec(type)
      if (done) {
        const waiting = pending.get(done[2])?.pop()
        if (!waiting) throw new Error(`${type}: the actor ${done[2]} is not running`)
        if (done[1] === 'done') waiting.resolve((step.event as { output?: unknown }).output)
        else waiting.reject((step.event as { error?: unknown }).error)
        await settle()
      } else if (after) {
        const delay = machine.implementations.delays[after[1]]
        if (typeof delay !== 'number') throw new Error(`${type}: unknown delay`)
        clock.increment(delay)
        await settle()
      } else {
        actor.send(step.event)
      }
      seen.push(actor.getSnapshot().value)
    }
  } finally {
    actor.stop()
  }
  return seen
}
