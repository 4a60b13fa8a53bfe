import { useMachine } from '@xstate/react'
import { DT_SIDE_BETS, type DtBet } from '../../../core/games/engines/dragontiger'
import { decimalCents, displayMoney, sumWire } from '../../../core/money'
import type { DragonTigerRound, DragonTigerStateData, GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { dragonTigerMachine } from '../../machines/dragonTiger.machine'
import { isBetting, phaseSecondsLeft } from '../../machines/shoeTable'
import { paths } from '../../routes/paths'
import { DtCard, DtRules, DtSpot, dtWonBets } from './DragonTigerParts'
import { GameShell, TableStatus } from './GameShell'
import { LiveFelt, RevealedShoes, TableChipBar } from './LiveTable'
import { RoadMaps } from './RoadMaps'
import { RoundHistory } from './RoundHistory'
import type { RoadHand } from './roads'
import { ShoeSeedPanel } from './SeedPanel'

/** The roads draw dragon in banker red and tiger in player blue; dragon-tiger has no pairs. */
const roadOf = (r: DragonTigerRound): RoadHand => ({
  winner: r.winner === 'dragon' ? 'banker' : r.winner === 'tiger' ? 'player' : 'tie',
  player_pair: false,
  banker_pair: false,
})

/** /play/dragontiger: the shared dragon-tiger table of hxlive (docs/dragon-tiger.md). */
export default function DragonTigerPage() {
  const t = useT()
  const [snap, send] = useMachine(dragonTigerMachine)
  const { state, seedDraft } = snap.context
  const describe = (r: GameRound) => {
    const d = r.result as DragonTigerRound | null
    const bets = r.bets.map((b) => t(`games.dt.${b.bet}` as 'games.dt.tie')).join('/')
    return `${r.issue ?? ''} · ${d ? `${t(`games.dt.wins.${d.winner}`)} ${d.dragon_point}:${d.tiger_point}` : t('games.bacc.pending')} · ${bets}`
  }
  const labels = { banker: t('games.dt.dragon'), player: t('games.dt.tiger'), tie: t('games.dt.tie') }
  return (
    <GameShell
      title={t('games.dt.title')}
      subtitle={state ? t('games.dt.rules', { n: state.bet_seconds }) : undefined}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'dragontiger', shoe: state?.revealed[0]?.shoe })}
    >
      <style>
        {
          '@keyframes baccDeal{from{opacity:0;transform:translateY(-40px) rotate(-8deg) scale(.8)}to{opacity:1;transform:none}}.bacc-card{animation:baccDeal .45s ease-out both}'
        }
      </style>
      {!state ? (
        <TableStatus
          failed={snap.matches('failed')}
          message={snap.context.error}
          code={snap.context.errorCode}
          onRetry={() => send({ type: 'table.retry' })}
        />
      ) : (
        <div className="space-y-6">
          <Table snap={snap} send={send} state={state} />
          <RoadMaps hands={state.history.map(roadOf)} compact={false} labels={labels} pairs={false} />
          <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
            <div className="min-w-0 space-y-6">
              <RoundHistory rounds={state.rounds} describe={describe} />
              <DtRules />
            </div>
            <div className="min-w-0 space-y-6">
              <ShoeSeedPanel
                shoe={state.shoe}
                next={state.next_shoe}
                draft={seedDraft}
                busy={snap.matches({ ready: 'contributing' })}
                canSubmit={snap.can({ type: 'table.seed.submit' })}
                onEdit={(value) => send({ type: 'table.seed.edit', value })}
                onSubmit={() => send({ type: 'table.seed.submit' })}
              />
              <RevealedShoes kind="dragontiger" shoes={state.revealed} />
            </div>
          </div>
        </div>
      )}
    </GameShell>
  )
}

type Machine = ReturnType<typeof useMachine<typeof dragonTigerMachine>>

function Table({ snap, send, state }: { snap: Machine[0]; send: Machine[1]; state: DragonTigerStateData }) {
  const t = useT()
  const { slip } = snap.context
  const left = phaseSecondsLeft(snap.context)
  const betting = isBetting(snap.context)
  const { round } = state
  const show = round.phase === 'result' && round.result !== null
  const won = show ? dtWonBets(round.result) : new Set<string>()
  const placed = Object.fromEntries(state.my_bets.map((b) => [b.bet, b.amount]))
  const mine = state.rounds.filter((r) => r.issue === round.round_no && r.status === 1)
  const myWin = sumWire(mine.map((r) => r.payout))
  const spot = (bet: DtBet, big = false) => (
    <DtSpot
      key={bet}
      bet={bet}
      big={big}
      pending={slip[bet] ?? 0}
      placed={placed[bet]}
      won={won.has(bet)}
      disabled={!betting}
      onPlace={() => send({ type: 'table.place', bet })}
    />
  )
  return (
    <LiveFelt
      prefix="dt"
      title={t('games.dt.table')}
      round={round}
      cardsLeft={state.shoe.cards_left}
      left={left}
      betSeconds={state.bet_seconds}
    >
      <div className="relative mt-4 flex items-center gap-2 sm:gap-3">
        <DtCard side="dragon" round={round.result} show={show} />
        <span className="shrink-0 text-lg font-black text-gold-200" aria-hidden="true">
          VS
        </span>
        <DtCard side="tiger" round={round.result} show={show} />
      </div>
      {show && round.result ? (
        <div className="relative mt-3 text-center" role="status" data-testid="dt-outcome">
          <span className="inline-block rounded-full bg-black/50 px-5 py-1.5 text-lg font-bold text-gold-100">
            {t(`games.dt.wins.${round.result.winner}`)} {round.result.dragon_point}:{round.result.tiger_point}
            {mine.length ? (
              <span className="ml-3 text-base text-gold-300">
                {decimalCents(myWin) > 0n ? t('games.win', { amount: displayMoney(myWin) }) : t('games.lose')}
              </span>
            ) : null}
          </span>
        </div>
      ) : null}
      <div className="relative mt-4 grid grid-cols-[2fr_1fr_2fr] gap-2">
        {spot('dragon', true)}
        {spot('tie', true)}
        {spot('tiger', true)}
      </div>
      <div className="relative mt-2 grid grid-cols-4 gap-1.5 sm:grid-cols-8">
        {DT_SIDE_BETS.map((b) => spot(b))}
      </div>
      <TableChipBar
        prefix="dt"
        chip={snap.context.chip}
        total={Object.values(slip).reduce((a, b) => a + b, 0)}
        betting={betting}
        placing={snap.matches({ ready: 'placing' })}
        canSubmit={snap.can({ type: 'table.submit' })}
        myBets={state.my_bets}
        betLabel={(bet) => t(`games.dt.${bet}` as 'games.dt.tie')}
        onChip={(amount) => send({ type: 'table.chip', amount })}
        onClear={() => send({ type: 'table.clear' })}
        onSubmit={() => send({ type: 'table.submit' })}
      />
    </LiveFelt>
  )
}
