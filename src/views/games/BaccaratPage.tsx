import { useMachine } from '@xstate/react'
import type { BaccaratBet } from '../../../core/games/engines/baccarat'
import { decimalCents, displayMoney, sumWire } from '../../../core/money'
import type { BaccaratHand, BaccaratStateData, GameRound } from '../../api/games'
import { useT } from '../../i18n'
import { baccaratMachine, isBetting, phaseSecondsLeft } from '../../machines/baccarat.machine'
import { paths } from '../../routes/paths'
import { useHashRoute } from '../home/useHashQuery'
import { Side, SPOTS, Spot, wonBets } from './BaccaratParts'
import { GameShell, TableStatus } from './GameShell'
import { LiveFelt, RevealedShoes, TableChipBar } from './LiveTable'
import { RoadMaps } from './RoadMaps'
import { RoundHistory } from './RoundHistory'
import { ShoeSeedPanel } from './SeedPanel'
import { TableSwitch } from './TableSwitch'

/** /play/baccarat?venue=: the shared baccarat table of the in-house live venue. */
export default function BaccaratPage() {
  const t = useT()
  const { query } = useHashRoute()
  const [snap, send] = useMachine(baccaratMachine)
  const { state, seedDraft } = snap.context
  const describe = (r: GameRound) => {
    const h = r.result as BaccaratHand | null
    const bets = r.bets.map((b) => t(`games.bacc.${b.bet}` as 'games.bacc.tie')).join('/')
    return `${r.issue ?? ''} · ${h ? `${t(`games.bacc.wins.${h.winner}`)} ${h.player_total}:${h.banker_total}` : t('games.bacc.pending')} · ${bets}`
  }
  const labels = { banker: t('games.bacc.banker'), player: t('games.bacc.player'), tie: t('games.bacc.tie') }
  return (
    <GameShell
      title={t('games.bacc.title')}
      subtitle={state ? t('games.bacc.rules', { n: state.bet_seconds }) : undefined}
      balance={state?.balance ?? null}
      wallet={state?.wallet ?? null}
      fairHref={paths.fair({ kind: 'baccarat', shoe: state?.revealed[0]?.shoe })}
    >
      <TableSwitch venue={query.get('venue') ?? 'jdlive'} current="baccarat" />
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
          <RoadMaps hands={state.history} compact={false} labels={labels} />
          <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
            <RoundHistory rounds={state.rounds} describe={describe} />
            <div className="space-y-6">
              <ShoeSeedPanel
                shoe={state.shoe}
                next={state.next_shoe}
                draft={seedDraft}
                busy={snap.matches({ ready: 'contributing' })}
                canSubmit={snap.can({ type: 'table.seed.submit' })}
                onEdit={(value) => send({ type: 'table.seed.edit', value })}
                onSubmit={() => send({ type: 'table.seed.submit' })}
              />
              <RevealedShoes kind="baccarat" shoes={state.revealed} />
            </div>
          </div>
        </div>
      )}
    </GameShell>
  )
}

type Machine = ReturnType<typeof useMachine<typeof baccaratMachine>>

function Table({ snap, send, state }: { snap: Machine[0]; send: Machine[1]; state: BaccaratStateData }) {
  const t = useT()
  const { slip } = snap.context
  const left = phaseSecondsLeft(snap.context)
  const betting = isBetting(snap.context)
  const { round } = state
  const show = round.phase === 'result' && round.result !== null
  const won = show ? wonBets(round.result) : new Set<string>()
  const placed = Object.fromEntries(state.my_bets.map((b) => [b.bet, b.amount]))
  const mine = state.rounds.filter((r) => r.issue === round.round_no && r.status === 1)
  const myWin = sumWire(mine.map((r) => r.payout))
  const spot = (bet: BaccaratBet, tone: 'player' | 'banker' | 'tie', big = false) => (
    <Spot
      key={bet}
      bet={bet}
      big={big}
      tone={tone}
      pending={slip[bet] ?? 0}
      placed={placed[bet]}
      won={won.has(bet)}
      disabled={!betting}
      onPlace={() => send({ type: 'table.place', bet })}
    />
  )
  return (
    <LiveFelt
      prefix="bacc"
      title={t('games.bacc.table')}
      round={round}
      cardsLeft={state.shoe.cards_left}
      left={left}
      betSeconds={state.bet_seconds}
    >
      {/* On phones the sides stack: a side of three cards (the third sideways) is wider than half a phone. */}
      <div className="relative mt-4 flex flex-col gap-3 sm:flex-row">
        <Side who="player" hand={round.result} show={show} />
        <Side who="banker" hand={round.result} show={show} />
      </div>
      {show && round.result ? (
        <div className="relative mt-3 text-center" role="status" data-testid="bacc-outcome">
          <span className="inline-block rounded-full bg-black/50 px-5 py-1.5 text-lg font-bold text-gold-100">
            {t(`games.bacc.wins.${round.result.winner}`)} {round.result.player_total}:
            {round.result.banker_total}
            {round.result.natural ? ` · ${t('games.bacc.natural')}` : ''}
            {mine.length ? (
              <span className="ml-3 text-base text-gold-300">
                {decimalCents(myWin) > 0n ? t('games.win', { amount: displayMoney(myWin) }) : t('games.lose')}
              </span>
            ) : null}
          </span>
        </div>
      ) : null}
      <div className="relative mt-4 grid grid-cols-3 gap-2">{SPOTS.map((s) => spot(s.bet, s.tone))}</div>
      <div className="relative mt-2 grid grid-cols-2 gap-2">
        {spot('player', 'player', true)}
        {spot('banker', 'banker', true)}
      </div>
      <TableChipBar
        prefix="bacc"
        chip={snap.context.chip}
        total={Object.values(slip).reduce((a, b) => a + b, 0)}
        betting={betting}
        placing={snap.matches({ ready: 'placing' })}
        canSubmit={snap.can({ type: 'table.submit' })}
        myBets={state.my_bets}
        betLabel={(bet) => t(`games.bacc.${bet}` as 'games.bacc.tie')}
        onChip={(amount) => send({ type: 'table.chip', amount })}
        onClear={() => send({ type: 'table.clear' })}
        onSubmit={() => send({ type: 'table.submit' })}
      />
    </LiveFelt>
  )
}
