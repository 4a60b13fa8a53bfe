// The 二八杠 rules dialog: the deal, the ranking, the tie rule, the pay and the exact return as the
// server publishes it (the engine's fraction over all 2,193,360 deals, docs/erbagang.md), and a link to
// the verifier. This only lays the words out.
import type { EbgRules } from '../../api/games'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { Button, Dialog } from '../ui'

/** num/den as a percentage to four places, rounded half up (integers only, so exact). */
export function percent4(num: number, den: number): string {
  const q = (BigInt(num) * 2_000_000n + BigInt(den)) / (2n * BigInt(den))
  return `${q / 10_000n}.${String(q % 10_000n).padStart(4, '0')}`
}

export function ErbagangRules(props: { open: boolean; rules: EbgRules; venue: string; onClose: () => void }) {
  const t = useT()
  const [num, den] = props.rules.rtp_fraction
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={t('games.ebg.rulesTitle')}
      size="lg"
      footer={
        <Button variant="secondary" size="lg" onClick={props.onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-3 text-sm leading-relaxed" data-testid="ebg-rules">
        <p>{t('games.ebg.rulesDeal')}</p>
        <p>{t('games.ebg.rulesRank')}</p>
        <p>{t('games.ebg.rulesTie')}</p>
        <p>{t('games.ebg.rulesPay')}</p>
        <p className="text-gold-200">
          {t('games.ebg.rulesReturn', {
            rtp: percent4(num, den),
            num,
            den,
            edge: percent4(den - num, den),
          })}
        </p>
        <p>
          {t('games.ebg.rulesFair')}{' '}
          <a
            className="text-gold-300 underline"
            href={href(paths.fair({ kind: 'erbagang', venue: props.venue }))}
          >
            {t('games.ebg.verify')}
          </a>
        </p>
      </div>
    </Dialog>
  )
}
