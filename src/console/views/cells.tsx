// Table cells the review queues and the player page share: the review state, the time, the player link.
import { Link } from 'wouter'
import type { T } from '../i18n'
import { Badge } from '../ui/kit'

export const stateBadge = (t: T, state: number) =>
  state === 1 ? (
    <Badge tone="gold">{t('state.pending')}</Badge>
  ) : state === 2 ? (
    <Badge tone="green">{t('state.approved')}</Badge>
  ) : (
    <Badge tone="red">{t('state.refused')}</Badge>
  )

export const playerLink = (username: string) => (
  <Link href={`/players/${encodeURIComponent(username)}`} className="text-info-400 hover:underline">
    {username}
  </Link>
)

export const timeCell = (at: string) => <span className="whitespace-nowrap text-xs text-ink-300">{at}</span>
