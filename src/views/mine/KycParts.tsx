// Parts of the 身份认证 page (KycPage.tsx): the status badge and one upload card per document kind
// (file chooser for PNG or GIF, a preview of the chosen image, its upload progress and its error).
import { type ChangeEvent, useEffect, useMemo } from 'react'
import type { KycDocument, KycDocumentKind } from '../../../core/contract/kyc'
import { useT } from '../../i18n'
import type { KycBadge } from '../../machines/kyc.machine'
import type { FieldMessage } from '../../machines/memberKit'
import { href, paths } from '../../routes/paths'
import { Badge, Button, buttonClasses, Progress } from '../ui'

const BADGE_TONE = {
  none: 'neutral',
  basic: 'info',
  pending: 'gold',
  verified: 'success',
  refused: 'danger',
  more: 'danger',
} as const satisfies Record<KycBadge, string>

const DOC_TONE = {
  pending: 'gold',
  approved: 'success',
  refused: 'danger',
  replaced: 'neutral',
} as const satisfies Record<KycDocument['state'], string>

export function KycStatusBadge({ badge }: { badge: KycBadge }) {
  const t = useT()
  return <Badge tone={BADGE_TONE[badge]}>{t(`kyc.badge.${badge}`)}</Badge>
}

/** A local object URL for the chosen image, released when the image changes or the card goes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

export function UploadCard({
  kind,
  latest,
  picked,
  error,
  requested,
  sending,
  percent,
  canUpload,
  onPick,
  onClear,
  onUpload,
}: {
  kind: KycDocumentKind
  latest: KycDocument | null
  picked: File | null
  error: FieldMessage | null
  /** The operator asked for this kind again. */
  requested: boolean
  /** This card's image is being sent. */
  sending: boolean
  percent: number
  /** Another upload is under way, so this one waits. */
  canUpload: boolean
  onPick: (file: File) => void
  onClear: () => void
  onUpload: () => void
}) {
  const t = useT()
  const kindText = t(`kyc.kind.${kind}`)
  const preview = usePreview(picked)
  const inputId = `kyc-file-${kind}`
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (file) onPick(file)
  }
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={`flex min-w-0 flex-col gap-3 rounded-xl border bg-navy-900 p-4 ${
        requested ? 'border-danger-500/60' : 'border-gold-400/20'
      }`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${inputId}-title`} className="font-semibold text-gold-100">
          {kindText}
        </h2>
        {latest ? <Badge tone={DOC_TONE[latest.state]}>{t(`kyc.doc.${latest.state}`)}</Badge> : null}
      </header>
      {requested ? <p className="text-danger-400 text-sm">{t('kyc.requested', { kind: kindText })}</p> : null}
      {latest?.state === 'refused' && latest.reason ? (
        <p className="text-danger-400 text-sm">{t('kyc.reason', { reason: latest.reason })}</p>
      ) : null}
      <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border border-white/10 border-dashed bg-navy-950">
        {preview ? (
          <img
            src={preview}
            alt={t('kyc.preview', { kind: kindText })}
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="px-3 text-center text-ink-400 text-xs">{t('kyc.upload.hint')}</span>
        )}
      </div>
      {sending ? (
        <div className="flex flex-col gap-1">
          <Progress
            percent={percent}
            label={t('kyc.upload', { kind: kindText })}
            text={t('kyc.uploading', { percent })}
          />
          <p className="text-ink-300 text-xs" aria-live="polite">
            {t('kyc.uploading', { percent })}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-danger-400 text-sm">
          {t(error.key, error.params)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <label
          htmlFor={inputId}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-disabled={sending || undefined}
        >
          {picked ? t('kyc.repick') : t('kyc.pick')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/gif"
          className="sr-only"
          onChange={onFile}
          disabled={sending}
          aria-label={`${kindText} ${t('kyc.pick')}`}
        />
        {picked && !sending ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('kyc.clear')}
          </Button>
        ) : null}
        <Button
          size="sm"
          className="ml-auto"
          loading={sending}
          disabled={!picked || !canUpload}
          onClick={onUpload}
        >
          {t('kyc.upload', { kind: kindText })}
        </Button>
      </div>
      {picked ? null : <p className="text-ink-400 text-xs">{t('kyc.pickFirst', { kind: kindText })}</p>}
    </section>
  )
}

/** The withdrawal page's answer to a refusal above the tier's limit (code 260): the text and the way on. */
export function KycLimitNotice({ message }: { message: string }) {
  const t = useT()
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-md bg-danger-500/10 px-3 py-2 text-danger-400 text-sm"
    >
      <span className="min-w-0 flex-1">{message}</span>
      <a href={href(paths.mine('kyc'))} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {t('kyc.go')}
      </a>
    </div>
  )
}
