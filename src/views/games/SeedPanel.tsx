// The provably-fair panel of a game table: the published hash of the secret server seed, the editable
// client seed, the nonce of the next round, rotation (which reveals the seed) and the revealed pair.
import type { ReactNode } from 'react'
import type { TableData } from '../../api/games'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'

/** The panel frame both seed panels share. */
function FairFrame(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={props.id}
      className="rounded-2xl border border-navy-600 bg-navy-900 p-4 text-sm"
    >
      <h2 id={props.id} className="mb-3 font-semibold text-gold-300">
        {props.title}
      </h2>
      {props.children}
    </section>
  )
}

const SEED = /^[\x21-\x7e]{1,64}$/

/** A client-seed field (1-64 printable ASCII characters) with its refusal under it. */
function SeedField(props: {
  label: string
  value: string
  valid: boolean
  disabled?: boolean
  onEdit: (value: string) => void
}) {
  const t = useT()
  return (
    <>
      <label className="mt-3 block">
        <span className="text-ink-400">{props.label}</span>
        <input
          className="mt-1 w-full rounded-lg border border-navy-500 bg-navy-950 px-3 py-2 font-mono text-ink-50 focus:border-gold-400 focus:outline-none disabled:opacity-60"
          value={props.value}
          maxLength={64}
          disabled={props.disabled}
          onChange={(e) => props.onEdit(e.target.value)}
          aria-invalid={!props.valid}
        />
      </label>
      {!props.valid ? <p className="mt-1 text-xs text-cta-300">{t('g.clientSeed')}</p> : null}
    </>
  )
}

function SeedAction(props: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="mt-3 min-h-11 w-full rounded-lg border border-gold-500 px-3 py-2 text-gold-200 hover:bg-gold-700/20 disabled:opacity-50"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}

export function SeedPanel(props: {
  kind: 'slot' | 'sicbo' | 'bullbull' | 'zhajinhua' | 'erbagang' | 'qiangzhuang'
  venue: string
  seed: TableData['seed']
  previous: TableData['previous_seed']
  draft: string
  busy: boolean
  onEdit: (value: string) => void
  onRotate: () => void
}) {
  const t = useT()
  const valid = SEED.test(props.draft)
  return (
    <FairFrame id="fair-title" title={t('games.fair.title')}>
      <dl className="space-y-2">
        <div>
          <dt className="text-ink-400">{t('games.fair.serverHash')}</dt>
          <dd className="break-all font-mono text-xs text-ink-100" data-testid="server-hash">
            {props.seed.server_hash}
          </dd>
        </div>
        <div>
          <dt className="text-ink-400">{t('games.fair.nonce')}</dt>
          <dd className="font-mono">{props.seed.nonce}</dd>
        </div>
      </dl>
      <SeedField label={t('games.fair.clientSeed')} value={props.draft} valid={valid} onEdit={props.onEdit} />
      <SeedAction disabled={props.busy || !valid} onClick={props.onRotate}>
        {props.draft !== props.seed.client_seed ? t('games.fair.setClientSeed') : t('games.fair.rotate')}
      </SeedAction>
      <p className="mt-1 text-xs text-ink-400">{t('games.fair.rotateHint')}</p>
      <div className="mt-4 border-t border-navy-700 pt-3">
        <h3 className="text-ink-300">{t('games.fair.previous')}</h3>
        {props.previous ? (
          <dl className="mt-2 space-y-1 text-xs">
            <dt className="text-ink-400">{t('games.fair.serverSeed')}</dt>
            <dd className="break-all font-mono" data-testid="revealed-seed">
              {props.previous.server_seed}
            </dd>
            <dt className="text-ink-400">{t('games.fair.clientSeed')}</dt>
            <dd className="break-all font-mono">{props.previous.client_seed}</dd>
            <dt className="text-ink-400">{t('games.fair.rounds')}</dt>
            <dd>
              {props.previous.rounds}{' '}
              <a
                className="text-gold-300 underline"
                href={href(paths.fair({ kind: props.kind, venue: props.venue }))}
              >
                {t('games.verify')}
              </a>
            </dd>
          </dl>
        ) : (
          <p className="mt-1 text-xs text-ink-400">{t('games.fair.none')}</p>
        )}
      </div>
    </FairFrame>
  )
}

/**
 * Fast-3's panel: a shared draw has no per-player seed pair, so the player contributes a client seed
 * to the open draw; the panel shows the draw's committed server hash, the combined client seed as it
 * stands (final at the close), and the player's own contribution.
 */
export function Fast3SeedPanel(props: {
  serverHash: string
  combined: string
  contributions: number
  mySeed: string
  draft: string
  closed: boolean
  busy: boolean
  canSubmit: boolean
  onEdit: (value: string) => void
  onSubmit: () => void
}) {
  const t = useT()
  const valid = props.draft === '' || SEED.test(props.draft)
  return (
    <FairFrame id="fast3-seed-title" title={t('games.fast3.seedTitle')}>
      <dl className="space-y-2">
        <div>
          <dt className="text-ink-400">{t('games.fair.serverHash')}</dt>
          <dd className="break-all font-mono text-xs text-ink-100">{props.serverHash}</dd>
        </div>
        <div>
          <dt className="text-ink-400">
            {props.contributions
              ? t('games.fast3.combined', { n: props.contributions })
              : t('games.fast3.noContributions')}
          </dt>
          <dd className="break-all font-mono text-xs text-ink-100" data-testid="fast3-client-seed">
            {props.combined}
          </dd>
        </div>
      </dl>
      <SeedField
        label={t('games.fast3.mySeed')}
        value={props.draft}
        valid={valid}
        disabled={props.closed}
        onEdit={props.onEdit}
      />
      <SeedAction disabled={!props.canSubmit} onClick={props.onSubmit}>
        {props.busy ? t('games.fast3.seedSubmitting') : t('games.fast3.seedSubmit')}
      </SeedAction>
      <p className="mt-1 text-xs text-ink-400" data-testid="fast3-my-seed">
        {props.closed
          ? t('games.fast3.seedLocked')
          : props.mySeed
            ? t('games.fast3.mySeedIs', { seed: props.mySeed })
            : t('games.fast3.mySeedNone')}
      </p>
    </FairFrame>
  )
}

/**
 * A shoe table's panel (baccarat, dragon-tiger): the live shoe's committed hashes (server seed, card
 * order), and the next shoe the player may contribute a client seed to until it starts
 * (docs/fairness.md, Baccarat).
 */
export function ShoeSeedPanel(props: {
  shoe: { shoe: number; server_hash: string; shoe_hash: string }
  next: { shoe: number; server_hash: string; client_seed: string; contributions: number; my_seed: string }
  draft: string
  busy: boolean
  canSubmit: boolean
  onEdit: (value: string) => void
  onSubmit: () => void
}) {
  const t = useT()
  const valid = props.draft === '' || SEED.test(props.draft)
  return (
    <FairFrame id="bacc-seed-title" title={t('games.bacc.seedTitle', { shoe: props.next.shoe })}>
      <dl className="space-y-2">
        <div>
          <dt className="text-ink-400">{t('games.fair.serverHash')}</dt>
          <dd className="break-all font-mono text-xs text-ink-100">{props.next.server_hash}</dd>
        </div>
        <div>
          <dt className="text-ink-400">
            {props.next.contributions
              ? t('games.bacc.combined', { n: props.next.contributions })
              : t('games.bacc.noContributions')}
          </dt>
          <dd className="break-all font-mono text-xs text-ink-100" data-testid="bacc-client-seed">
            {props.next.client_seed}
          </dd>
        </div>
      </dl>
      <SeedField label={t('games.bacc.mySeed')} value={props.draft} valid={valid} onEdit={props.onEdit} />
      <SeedAction disabled={!props.canSubmit} onClick={props.onSubmit}>
        {props.busy ? t('games.fast3.seedSubmitting') : t('games.bacc.seedSubmit')}
      </SeedAction>
      <p className="mt-1 text-xs text-ink-400" data-testid="bacc-my-seed">
        {props.next.my_seed
          ? t('games.bacc.mySeedIs', { seed: props.next.my_seed })
          : t('games.bacc.mySeedNone')}
      </p>
      <p className="mt-3 text-xs leading-relaxed text-ink-400">{t('games.bacc.seedHint')}</p>
      <div className="mt-3 border-t border-navy-700 pt-2 text-xs">
        <div className="text-ink-400">{t('games.bacc.shoeHash')}</div>
        <div className="break-all font-mono text-ink-200">{props.shoe.shoe_hash}</div>
      </div>
    </FairFrame>
  )
}
