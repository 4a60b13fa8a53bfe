// The notification centre's panel (its own chunk, loaded when the bell first opens): the newest inbox
// messages, settled bets and credited deposits, unread ones marked, each a link to its page, and the
// three full lists. Opening it marks what it shows as read (notifyBell.machine); the dots stay until
// it closes, so the player sees what was new.
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { NotifyItem, NotifyKind } from '../../api/notify'
import { useT } from '../../i18n'
import type { notifyBellMachine } from '../../machines/notifyBell.machine'
import { href, paths } from '../../routes/paths'
import { Button } from '../ui/Button'
import { cx } from '../ui/cx'
import { Dialog } from '../ui/Dialog'
import { EmptyState } from '../ui/EmptyState'
import { Money } from '../ui/Money'
import { Spinner } from '../ui/Spinner'

const KINDS: NotifyKind[] = ['inbox', 'bets', 'deposits']
const pageOf: Record<NotifyKind, () => string> = {
  inbox: () => paths.message(1),
  bets: () => paths.mine('betRecord'),
  deposits: () => paths.mine('transRecord'),
}

function Item({ item }: { item: NotifyItem }) {
  const t = useT()
  return (
    <li>
      <a
        href={href(pageOf[item.kind]())}
        className={cx(
          'flex items-start gap-3 rounded-lg px-3 py-2.5 hover:bg-white/6',
          item.unread ? 'bg-white/4' : 'opacity-80',
        )}
      >
        <span
          aria-hidden
          className={cx('mt-1.5 size-2 shrink-0 rounded-full', item.unread ? 'bg-cta-400' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2 text-xs">
            <span className="font-medium text-gold-200">
              {t(`notify.kind.${item.kind}`)}
              {item.unread ? <span className="sr-only">（{t('notify.unread')}）</span> : null}
            </span>
            <time className="shrink-0 font-mono text-ink-400 tabular-nums">{item.at.slice(5, 16)}</time>
          </span>
          <span className="block break-words text-ink-100 text-sm">{item.title}</span>
          {item.amount !== null ? (
            <span className="block text-ink-300 text-xs">
              {t(item.kind === 'bets' ? 'notify.winLoss' : 'notify.amount')}{' '}
              <Money value={item.amount} tone={item.kind === 'bets' ? 'signed' : 'gold'} />
            </span>
          ) : null}
        </span>
      </a>
    </li>
  )
}

export default function BellPanel({ actor }: { actor: ActorRefFrom<typeof notifyBellMachine> }) {
  const t = useT()
  const items = useSelector(actor, (s) => s.context.items)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.hasTag('error'))
  const close = () => actor.send({ type: 'bell.close' })
  return (
    <Dialog
      open
      onClose={close}
      size="sm"
      title={t('notify.title')}
      footer={
        <nav aria-label={t('notify.title')} className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
          {KINDS.map((k) => (
            <a key={k} href={href(pageOf[k]())} className="text-gold-300 underline-offset-2 hover:underline">
              {t(`notify.all.${k}`)}
            </a>
          ))}
        </nav>
      }
    >
      {busy ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : failed ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <p role="alert" className="text-ink-200 text-sm">
            {t('notify.loadFailed')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'bell.retry' })}>
            {t('notify.retry')}
          </Button>
        </div>
      ) : items && items.length > 0 ? (
        <ul className="-mx-2 flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
          {items.map((i) => (
            <Item key={`${i.kind}-${i.id}`} item={i} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('notify.empty')} />
      )}
    </Dialog>
  )
}
