import { useMachine } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useT } from '../../i18n'
import { gameLaunchMachine } from '../../machines/gameLaunch.machine'
import type { venueTopUpMachine } from '../../machines/venueTopUp.machine'
import { useHashRoute } from '../home/useHashQuery'
import { Spinner } from '../ui'
import { VenueTopUpDialog } from './VenueTopUpDialog'

/**
 * /gamePage?name=&type=&code=, opened in a new tab: only a spinner while the launch
 * machine fetches the game (or, with dailiD, the agent portal) URL and sends this window there; in
 * transfer mode with an empty venue wallet it first offers to move money in.
 */
export default function GamePage() {
  const t = useT()
  const { query } = useHashRoute()
  const [snap] = useMachine(gameLaunchMachine, {
    input: {
      name: query.get('name') ?? '',
      type: query.get('type') ?? '',
      code: query.get('code') ?? '',
      dailiD: query.get('dailiD') ?? '',
    },
  })
  const topUp = snap.children.venueTopUp as ActorRefFrom<typeof venueTopUpMachine> | undefined
  return (
    <main className="flex min-h-dvh items-center justify-center bg-navy-950">
      <Spinner size="lg" label={t('public.gamePage.loading')} />
      {topUp ? <VenueTopUpDialog actor={topUp} /> : null}
    </main>
  )
}
