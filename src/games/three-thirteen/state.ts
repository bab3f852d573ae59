/**
 * The shape of a Three-Thirteen game in progress and of a finished round. Plain JSON only:
 * piles are arrays whose LAST element is the top card.
 */
import type { Card } from "../cards";
import type { GameResult, Seat } from "../contract";
import type { RngState } from "../rng";
import type { Meld } from "./melds";
import type { ThreeThirteenOptions } from "./options";

export type Phase = "draw" | "discard" | "game_over";

/** A meld lying face up on the table (redemption only): its owner laid it down. */
export interface TableMeld {
  owner: Seat;
  kind: Meld["kind"];
  /** In run order for runs; grows when other players lay cards off onto it. */
  cards: Card[];
}

/** One card a redeeming player laid off onto a meld on the table. */
export interface Layoff {
  card: Card;
  /** Index of the meld in the round's table. */
  meld: number;
}

export interface SeatRoundResult {
  seat: Seat;
  /** Every card the seat ended the round with (cards it laid on the table included). */
  hand: Card[];
  /** Its own melds. */
  melds: Meld[];
  /** Cards laid off onto other players' melds (redemption only; otherwise empty). */
  layoffs: Layoff[];
  deadwood: Card[];
  /** Cost of the deadwood, before any doubling. */
  deadwoodPoints: number;
  /** Number of false go-out declarations this round (20 points each, never doubled). */
  falseGoOuts: number;
  /** The seat's score for the round: deadwood points (doubled in a doubled round) plus penalties. */
  points: number;
}

export interface RoundResult {
  round: number;
  handSize: number;
  wildRank: number;
  tieBreak: boolean;
  doubled: boolean;
  dealer: Seat;
  /** Seats that went out, in order; the first one ended the round (unless the stock ran out). */
  wentOut: Seat[];
  endedBy: "went_out" | "stock_out";
  /** One entry per seat dealt in this round. */
  seats: SeatRoundResult[];
  /** The final table (redemption only; otherwise empty). */
  table: TableMeld[];
  /** Round score per seat; null for a seat not dealt in (tie-break round). */
  scores: (number | null)[];
  /** Running totals after this round (a tie-break round does not change them). */
  totals: number[];
}

export interface ThreeThirteenState {
  rng: RngState;
  options: ThreeThirteenOptions;
  seats: number;
  decks: number;
  /** Hand sizes of the planned rounds, in order. */
  plan: number[];
  /** 1-based; plan.length + 1 for the tie-break round. */
  round: number;
  tieBreak: boolean;
  handSize: number;
  wildRank: number;
  /** Seats dealt in this round: everyone, or the tied seats in a tie-break round. */
  players: Seat[];
  dealer: Seat;
  /** Per seat; empty for a seat not dealt in. */
  hands: Card[][];
  stock: Card[];
  discardPile: Card[];
  turn: Seat;
  phase: Phase;
  /** The card drawn from the discard pile this turn, if any. */
  takenFromDiscard: Card | null;
  /** Seats that went out this round, in order. */
  wentOut: Seat[];
  /** Seats still owed their last turn after someone went out, in play order. */
  lastTurns: Seat[];
  /** Melds laid on the table this round (redemption only). */
  table: TableMeld[];
  /** Own melds and lay-offs of the seats that laid down this round (redemption), by seat. */
  laidDown: ({ melds: Meld[]; layoffs: Layoff[] } | null)[];
  /** False go-out declarations this round, per seat. */
  falseGoOuts: number[];
  rounds: RoundResult[];
  totals: number[];
  result: GameResult | null;
}
