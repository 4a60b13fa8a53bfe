// The site group of the settings (docs/settings.md): title, maintenance switch and notice, service and
// agent links, licences; and the images the settings show (QR codes, licence badges). Switching
// maintenance may wait for a second operator (approvals-gate.ts).
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import {
  imageUpload,
  type LicenceSetting,
  SETTINGS_IMAGE_MAX_BYTES,
  type SiteSettingsForm,
  siteSettings,
} from '../../core/contract/admin'
import type { Db, Query } from '../db/client'
import { sniffImage } from '../services/accounts-upload'
import { readSettings, writeSetting } from '../services/content'
import { gateChange } from './approvals-gate'
import { type Actor, appendAudit } from './audit'
import { image, link, lockGroup, pick, refuse, shape, text } from './settings-fields'

const SITE_KEYS = [
  'title',
  'site_state',
  'repair_tips',
  'service_url',
  'agent_login_url',
  'agent_login_url_mobile',
  'licences',
] as const

const siteKey = (f: string) =>
  ({
    title: 'a.set.title',
    site_state: 'a.set.siteState',
    repair_tips: 'a.set.repairTips',
    licences: 'a.set.licences',
    name: 'a.set.licenceName',
    number: 'a.set.licenceNumber',
    badge: 'a.set.licenceBadge',
    demo: 'a.set.licences',
  })[f] ?? 'a.set.url'

export async function readSiteSettings(q: Query): Promise<SiteSettingsForm> {
  const s = await readSettings(q)
  return {
    title: s.title,
    site_state: Number(s.site_state) === 0 ? 0 : 1,
    repair_tips: s.repair_tips,
    service_url: s.service_url,
    agent_login_url: s.agent_login_url,
    agent_login_url_mobile: s.agent_login_url_mobile,
    licences: (Array.isArray(s.licences) ? s.licences : []) as LicenceSetting[],
  }
}

/** The site group as it will be stored, or a refusal naming the first bad field. */
export function checkSite(body: unknown): SiteSettingsForm {
  const b = shape(siteSettings, body, siteKey)
  if (b.licences.length > 10) refuse('licences', 'a.set.licences')
  const repair = b.repair_tips.trim()
  if ([...repair].length > 500 || (b.site_state === 0 && repair === ''))
    refuse('repair_tips', 'a.set.repairTips')
  return {
    title: text('title', b.title, 1, 40, 'a.set.title'),
    site_state: b.site_state,
    repair_tips: repair,
    service_url: link('service_url', b.service_url),
    agent_login_url: link('agent_login_url', b.agent_login_url),
    agent_login_url_mobile: link('agent_login_url_mobile', b.agent_login_url_mobile),
    licences: b.licences.map((l, i) => ({
      name: text(`licences.${i}.name`, l.name, 1, 60, 'a.set.licenceName'),
      number: text(`licences.${i}.number`, l.number, 1, 60, 'a.set.licenceNumber'),
      url: link(`licences.${i}.url`, l.url, false),
      badge: image(`licences.${i}.badge`, l.badge, 'a.set.licenceBadge'),
      demo: l.demo,
    })),
  }
}

export async function saveSiteSettings(db: Db, who: Actor, body: unknown) {
  const next = checkSite(body)
  // Four eyes on maintenance: switching it may wait for a second operator (approvals-gate.ts).
  const { site_state, repair_tips } = next
  await gateChange(
    db,
    who,
    {
      kind: 'maintenance',
      target: 'site',
      payload: { site_state, repair_tips },
      permission: 'settings.site',
    },
    async () => (await readSiteSettings(db.query)).site_state !== site_state,
  )
  return db.tx((q) => applySiteSettings(q, who, next))
}

/** An approved maintenance switch: the site group as it is now, with the state and notice asked for. */
export async function applyMaintenance(q: Query, who: Actor, asked: Record<string, unknown>) {
  await lockGroup(q, 'site')
  const now = await readSiteSettings(q)
  return applySiteSettings(q, who, checkSite({ ...now, ...asked }))
}

/** A checked site group saved in the caller's transaction (a direct save, or an approved request). */
async function applySiteSettings(q: Query, who: Actor, next: SiteSettingsForm) {
  await lockGroup(q, 'site')
  const before = await readSiteSettings(q)
  for (const key of SITE_KEYS) await writeSetting(q, key, next[key])
  const changed = SITE_KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(next[k]))
  await appendAudit(q, who, {
    action: 'settings.site',
    target: 'site',
    detail: changed.join(','),
    before: pick(before, changed),
    after: pick(next, changed),
  })
  return next
}

// ---------------------------------------------------------------- images

/**
 * A QR code or licence badge: the type is decided by the first bytes (PNG or GIF), never by a name;
 * stored under a random name in uploads/settings, which the player site serves at /uploads/.
 */
export async function uploadSettingsImage(app: FastifyInstance, who: Actor, body: unknown) {
  const b = shape(imageUpload, body, () => 'a.set.image')
  const b64 = b.content_base64.replace(/^data:[^,]*,/, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return refuse('file', 'a.set.image')
  const buf = Buffer.from(b64, 'base64')
  if (buf.length === 0 || buf.length > SETTINGS_IMAGE_MAX_BYTES) return refuse('file', 'a.set.image')
  const kind = sniffImage(buf)
  if (!kind) return refuse('file', 'a.set.image')
  const dir = resolve(app.config.uploadsDir, 'settings')
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await writeFile(join(dir, name), buf, { flag: 'wx' })
  const url = `/uploads/settings/${name}`
  await app.db.tx(async (q) =>
    appendAudit(q, who, {
      action: 'settings.image',
      target: url,
      detail: b.kind,
      after: { url, mime: kind.mime, size: buf.length },
    }),
  )
  return { url }
}
