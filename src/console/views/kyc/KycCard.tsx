// A player's KYC at a glance (docs/kyc.md): tier, review state, date of birth and the documents, each
// viewable on demand. A document's image is fetched with the operator's token through the audited call
// (never a public URL) and shown from memory; the player page and the review dialog both use it.
import { useEffect, useState } from 'react'
import type { KycPlayer } from '../../../../core/contract/admin'
import type { KycDocument } from '../../../../core/contract/kyc'
import { type ConsoleKey, useT } from '../../i18n'
import { Badge, Button, Card, Notice, Spinner } from '../../ui/kit'
import { Loading } from '../../ui/Loading'
import { useLoad } from '../../ui/useLoad'
import { documentImage, loadKycPlayer } from './calls'

const stateTone = {
  none: 'default',
  pending: 'gold',
  verified: 'green',
  refused: 'red',
  more: 'gold',
} as const

export function KycFacts({ p }: { p: KycPlayer }) {
  const { t } = useT()
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-ink-400">{t('kyc.birthday')}</dt>
      <dd>{p.birthday ?? '—'}</dd>
      <dt className="text-ink-400">{t('kyc.tier')}</dt>
      <dd>{t(`kyc.tier.${p.tier}` as ConsoleKey)}</dd>
      <dt className="text-ink-400">{t('kyc.state')}</dt>
      <dd>
        <Badge tone={stateTone[p.state]}>{t(`kyc.state.${p.state}` as ConsoleKey)}</Badge>
        {p.reason ? <span className="ml-2 text-ink-300">{p.reason}</span> : null}
      </dd>
      {p.reviewer ? (
        <>
          <dt className="text-ink-400">{t('kyc.reviewer')}</dt>
          <dd>
            {p.reviewer} {p.reviewed_at}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

/** An object URL for a blob while it is on screen: the effect owns the URL's lifetime, not the load. */
function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const u = URL.createObjectURL(blob)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [blob])
  return url
}

function DocumentImage({ id }: { id: number }) {
  const { t } = useT()
  const image = useLoad(() => documentImage(id), [id], t('kyc.viewFailed'))
  const src = useObjectUrl(image.data)
  if (image.error) return <Notice kind="error" text={t('kyc.viewFailed')} />
  return src ? <img src={src} alt={t('kyc.view')} className="max-h-96 rounded-sm" /> : <Spinner />
}

export function KycDocuments({ documents }: { documents: KycDocument[] }) {
  const { t } = useT()
  const [shown, setShown] = useState<number | null>(null)
  if (documents.length === 0) return <p className="text-sm text-ink-400">{t('kyc.noDocuments')}</p>
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-col gap-2 rounded-sm bg-navy-850 px-3 py-2">
          <div className="flex flex-wrap items-center gap-2">
            <span>{t(`kyc.kind.${d.kind}` as ConsoleKey)}</span>
            <Badge tone={d.state === 'approved' ? 'green' : d.state === 'refused' ? 'red' : 'default'}>
              {t(`kyc.doc.${d.state}` as ConsoleKey)}
            </Badge>
            <span className="text-ink-400">{d.created_at}</span>
            {d.reason ? <span className="text-ink-300">{d.reason}</span> : null}
            <Button
              size="sm"
              title={t('kyc.viewNote')}
              onClick={() => setShown(shown === d.id ? null : d.id)}
            >
              {t('kyc.view')}
            </Button>
          </div>
          {shown === d.id ? <DocumentImage id={d.id} /> : null}
        </li>
      ))}
    </ul>
  )
}

/** The player page's card (PlayerSummary.tsx). */
export function KycCard({ username }: { username: string }) {
  const { t } = useT()
  const kyc = useLoad(() => loadKycPlayer(username), [username], t('app.error'))
  return (
    <Card title={t('kyc.card')}>
      <Loading loaded={kyc}>
        {(p) => (
          <div className="flex flex-col gap-3">
            <KycFacts p={p} />
            <KycDocuments documents={p.documents} />
          </div>
        )}
      </Loading>
    </Card>
  )
}
