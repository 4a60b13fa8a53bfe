// The content editors of the operator console (docs/content.md): list, create, update and (where a
// row may go) delete banners, notices (the home ticker), help articles, activities' display fields,
// venues, VIP levels and red-packet rules (content-specs.ts, run by content-tables.ts); the welcome
// modal and inbox messages to one player, a VIP level or everyone (content-inbox.ts); image upload
// checked by its first bytes (content-upload.ts). Every write is parsed by the contract's zod schema
// (core/contract/admin/content.ts), rich text is rebuilt by the sanitiser (server/services/html.ts),
// and the change and its audit row (before/after) commit together. The player API reads these tables
// on every request (no cache), so a change shows at once. This file lists their routes.
import type { FastifyRequest } from 'fastify'
import { type AdminCall, type ContentKind, contentCalls, UPLOAD_MAX_BYTES } from '../../core/contract/admin'
import type { Db } from '../db/client'
import type { Actor } from './audit'
import { num, parseContent, type Row } from './content-fields'
import { saveWelcome, sendInbox, sentMessages, welcome } from './content-inbox'
import { SPECS } from './content-specs'
import { deleteContent, listContent, saveContent } from './content-tables'
import { uploadImage } from './content-upload'
import { redPacketWindow, setGrabWindow } from './service'

// ---------------------------------------------------------------- the routes (registered in routes.ts)

/** A content call of the contract (contentCalls), its body limit and its handler. */
export type ContentRoute = AdminCall & {
  bodyLimit?: number
  handler: (req: FastifyRequest, who: Actor) => Promise<unknown>
}

const input = (req: FastifyRequest) => ({
  ...((req.body as object | null) ?? {}),
  ...((req.params as object | null) ?? {}),
})
/** Two languages of long rich text do not fit the console's default 64 KB body. */
const RICH_BODY = 512 * 1024

export function contentRoutes(db: Db, uploadsDir: () => string): ContentRoute[] {
  const routes: ContentRoute[] = []
  for (const kind of Object.keys(SPECS) as ContentKind[]) {
    const c = contentCalls[kind]
    routes.push({ ...c.list, handler: async () => listContent(db.query, kind) })
    routes.push({
      ...c.save,
      bodyLimit: RICH_BODY,
      handler: (req, who) => saveContent(db, who, kind, input(req)),
    })
    // Registered for every editor, so a delete where rows must stay answers why (switch it off instead).
    routes.push({
      ...c.remove,
      handler: (req, who) => deleteContent(db, who, kind, parseContent(c.remove.request, req.params).id),
    })
  }
  const k = contentCalls
  routes.push(
    {
      ...k.activityTypes,
      handler: async () =>
        (await db.query<Row>('SELECT id, name FROM activity_types ORDER BY sort, id')).map((r) => ({
          id: num(r.id),
          name: String(r.name),
        })),
    },
    { ...k.grabWindow, handler: () => redPacketWindow(db.query) },
    {
      ...k.saveGrabWindow,
      handler: (req, who) => setGrabWindow(db, who, parseContent(k.saveGrabWindow.request, req.body)),
    },
    { ...k.welcome, handler: () => welcome(db.query) },
    { ...k.saveWelcome, bodyLimit: RICH_BODY, handler: (req, who) => saveWelcome(db, who, req.body) },
    { ...k.inbox, handler: () => sentMessages(db.query) },
    { ...k.sendInbox, handler: (req, who) => sendInbox(db, who, req.body) },
    {
      ...k.upload,
      bodyLimit: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 4096,
      handler: (req, who) => uploadImage(db, uploadsDir(), who, req.body),
    },
  )
  return routes
}
