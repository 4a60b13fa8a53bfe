// The notification centre (notifyCalls of the contract, docs/content.md "Notification centre") through
// the one client. Loaded with the bell, outside the first load. None of these changes what another read
// shows (a read mark is not member data a page draws), so each leaves the shared member reads as they are.
import type { NotifyCounts, NotifyItem, NotifyKind } from '../../core/contract/notify'
import { asRead, sendTo } from './client'

export type { NotifyCounts, NotifyItem, NotifyKind }

export const notifyCounts = async () =>
  (await asRead(() => sendTo<NotifyCounts>({ method: 'GET', path: '/api/notify' }))).data

export const notifyItems = async () =>
  (
    await asRead(() =>
      sendTo<{ counts: NotifyCounts; items: NotifyItem[] }>({ method: 'GET', path: '/api/notify/items' }),
    )
  ).data

export const notifyRead = async (kinds: NotifyKind[]) =>
  (await asRead(() => sendTo<NotifyCounts>({ method: 'POST', path: '/api/notify/read' }, { kinds }))).data
