/** The whole Better 13 state: one game, or a match of several games, as plain JSON. */
import type { Seat } from "../contract";
import type { RngState } from "../rng";
import type { Card, NumberCard } from "./cards";
import type { Kind } from "./ladder";
import type { Better13Options } from "./options";

export interface CountState {
  /** The combination to beat, sorted. */
  cards: NumberCard[];
  kind: Kind;
  rank: number;
  by: Seat;
}

export interface ShareState {
  /** Who played the Share; their turn goes on once it resolves. */
  by: Seat;
  /** Seats still to choose (every seat that held a card when the Share was played). */
  awaiting: Seat[];
  /** Per seat, the card it chose to pass left; null while awaited or when it had no card. Hidden from the others. */
  chosen: (Card | null)[];
}

export interface GameRecord {
  game: number;
  winner: Seat;
  points: number;
}

export interface Better13State {
  rng: RngState;
  options: Better13Options;
  seats: number;
  /** 1 for the first game of a match. */
  game: number;
  dealer: Seat;
  /** Each kept sorted (numbers up, then actions), so order says nothing about how a card came. */
  hands: Card[][];
  /** Face down; the last element is the top. */
  deck: Card[];
  discard: Card[];
  /** Every card played into the current count, the count itself included. */
  inPlay: NumberCard[];
  count: CountState | null;
  flipped: boolean;
  /** Whose turn it is (during a Share, the Share's player, whose turn goes on afterwards). */
  turn: Seat;
  /** Seats that passed since the last play (or since the count was cleared), ascending. */
  passed: Seat[];
  share: ShareState | null;
  scores: number[];
  /** Finished games of the match. */
  games: GameRecord[];
  over: boolean;
}
