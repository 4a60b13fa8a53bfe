// The content pages' calls (contentCalls of the contract, docs/content.md) through the console's one
// client: the seam the views use, so no content view imports the HTTP client (docs/operator-console.md,
// "Loading and acting").
import { type ContentKind, contentCalls as calls } from '../../../../core/contract/admin'
import { type AdminCall, call } from '../../api'

type Row = Record<string, unknown>
/** One editor's calls, with the row type left open (the editors share one screen). */
const of = (kind: ContentKind) =>
  calls[kind] as unknown as { list: AdminCall; save: AdminCall; remove: AdminCall }

export const listRows = (kind: ContentKind) => call(of(kind).list) as Promise<Row[]>
export const saveRow = (kind: ContentKind, row: Row) => call(of(kind).save, row)
export const removeRow = (kind: ContentKind, id: unknown) => call(of(kind).remove, { id })
export const activityTypes = () => call(calls.activityTypes)
export const uploadImage = (data: string) => call(calls.upload, { data }).then((r) => r.url)
export const inboxSent = () => call(calls.inbox)
export const sendInbox = (body: Row) => call(calls.sendInbox, body)
export const readWelcome = () => call(calls.welcome)
export const saveWelcome = (form: Row) => call(calls.saveWelcome, form)
export const readGrabWindow = () => call(calls.grabWindow)
export const saveGrabWindow = (form: Row) => call(calls.saveGrabWindow, form)
