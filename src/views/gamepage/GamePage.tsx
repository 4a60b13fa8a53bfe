import { useMachine } from '@xstate/react'
import { useT } from '../../i18n'
import { gameLaunchMachine } from '../../machines/gameLaunch.machine'
import { useHashRoute } from '../home/useHashQuery'
import { Spinner } from '../ui'

/**
 * /gamePage?name=&type=&code=, opened in a new tab: only a spinner while the launch
 * machine fetches the game (or, with dailiD, the agent portal) URL and sends this window there.
 */
export default function GamePage() {
  const t = useT()
  const { query } = useHashRoute()
  useMachine(gameLaunchMachine, {
    input: {
      name: query.get('name') ?? '',
      type: query.get('type') ?? '',
      code: query.get('code') ?? '',
      dailiD: query.get('dailiD') ?? '',
    },
  })
  return (
    <main className="flex min-h-dvh items-center justify-center bg-navy-950">
      <Spinner size="lg" label={t('public.gamePage.loading')} />
    </main>
  )
}
