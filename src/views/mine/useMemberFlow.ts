// One member flow per page: the actor lives while the page is mounted, the page injects the effects
// the machine names (navigation, new tabs, telling the session), and the machine's notices become
// toasts here, translated at the last moment (machines hold catalog keys, never text).
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, InputFrom } from 'xstate'
import { t } from '../../i18n'
import type { Notice } from '../../machines/memberKit'
import { navigateTo } from '../../routes/navigate'
import { absoluteHref, type MinePage, paths } from '../../routes/paths'
import { toast } from '../../state/ui'

/** The machine's own injectable actions, by name and with their parameters. */
type ActionsOf<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]['actions']>

export function useMemberFlow<M extends AnyStateMachine>(
  machine: M,
  options: { input?: InputFrom<M>; actions?: ActionsOf<M> } = {},
): ActorRefFrom<M> {
  const ref = useActorRef(machine.provide({ actions: options.actions ?? {} }), {
    input: options.input,
  }) as ActorRefFrom<M>
  useEffect(() => {
    const sub = (ref as unknown as AnyActorRef).on('notice', (n: Notice) => toast(n.kind, t(n.key, n.params)))
    return () => sub.unsubscribe()
  }, [ref])
  return ref
}

export const goToMine = (page: MinePage) => () => navigateTo(paths.mine(page))
export const openInNewTab = (path: string) => window.open(absoluteHref(path), '_blank')
