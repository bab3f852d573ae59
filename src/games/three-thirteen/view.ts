/** What a viewer sees: their own hand, counts of the others, the public piles and the scores. */
import type { Card } from "../cards";
import type { GameResult, Seat, Viewer } from "../contract";
import { describeOptions } from "./describe";
import { isDoubledRound } from "./scoring";
import type { Phase, RoundResult, TableMeld, ThreeThirteenState } from "./state";

export interface ThreeThirteenView {
  viewer: Viewer;
  /** The viewer's own hand (a seat dealt in this round), else null. */
  hand: Card[] | null;
  /** Every hand, only for the viewer "all" (replay after the game), else null. */
  hands: Card[][] | null;
  handCounts: number[];
  discardTop: Card | null;
  discardCount: number;
  stockCount: number;
  /** 1-based; roundCount + 1 is a tie-break round. */
  round: number;
  roundCount: number;
  tieBreak: boolean;
  handSize: number;
  wildRank: number;
  jokersWild: boolean;
  doubled: boolean;
  dealer: Seat;
  /** Seats dealt in this round. */
  players: Seat[];
  /** Null once the game is over. */
  turn: Seat | null;
  phase: Phase;
  /** The card the player to act took from the discard pile this turn (public: it was face up). */
  takenFromDiscard: Card | null;
  wentOut: Seat[];
  /** Seats still owed their last turn, in play order. */
  lastTurns: Seat[];
  /** Melds laid on the table this round (redemption only). */
  table: TableMeld[];
  /** False go-out declarations this round, per seat (20 points each at the end of the round). */
  falseGoOuts: number[];
  /** Every finished round: every hand revealed, melds, deadwood and points. Shared with the state: read only. */
  rounds: RoundResult[];
  /** Round scores, one row per finished round (null for a seat not dealt in). */
  scores: (number | null)[][];
  totals: number[];
  rules: string[];
  result: GameResult | null;
}

export function view(s: ThreeThirteenState, viewer: Viewer): ThreeThirteenView {
  const over = s.phase === "game_over";
  const ownHand = typeof viewer === "number" && s.players.includes(viewer) ? [...s.hands[viewer]!] : null;
  return {
    viewer,
    hand: ownHand,
    hands: viewer === "all" ? s.hands.map((h) => [...h]) : null,
    handCounts: s.hands.map((h) => h.length),
    discardTop: s.discardPile.at(-1) ?? null,
    discardCount: s.discardPile.length,
    stockCount: s.stock.length,
    round: s.round,
    roundCount: s.plan.length,
    tieBreak: s.tieBreak,
    handSize: s.handSize,
    wildRank: s.wildRank,
    jokersWild: s.options.jokers,
    doubled: isDoubledRound(s.wildRank, s.options),
    dealer: s.dealer,
    players: [...s.players],
    turn: over ? null : s.turn,
    phase: s.phase,
    takenFromDiscard: s.takenFromDiscard,
    wentOut: [...s.wentOut],
    lastTurns: [...s.lastTurns],
    table: s.table.map((m) => ({ ...m, cards: [...m.cards] })),
    falseGoOuts: [...s.falseGoOuts],
    rounds: s.rounds,
    scores: s.rounds.map((r) => [...r.scores]),
    totals: [...s.totals],
    rules: describeOptions(s.options),
    result: s.result,
  };
}
