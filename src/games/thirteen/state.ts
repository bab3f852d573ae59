/**
 * The whole state of a Thirteen game (plain JSON) and the deal of a hand.
 * Stock and pile are lists whose last element is the top card.
 */
import { isJoker, standardDeck, type Card, type Suit } from "../cards";
import type { GameEvent, Seat } from "../contract";
import { randomInt, shuffle, type RngState } from "../rng";
import type { ThirteenOptions } from "./options";
import { rankOf } from "./rank";

export const HAND_SIZE = 13;
export const JOKER_PICK_UP = 13;
export const THIRTEEN_PICK_UP = 13;

/**
 * A seat's "last card" window. "open": a play left the seat one card and it has not said
 * "last card", so the opponent may call "thirteen". "said" and "caught" close it (whichever
 * came first), "lapsed" closes it because the seat no longer holds one card.
 */
export type LastCardStatus = "none" | "open" | "said" | "caught" | "lapsed";

export interface ForcedSuit {
  /** The suit of the king under the joker. */
  suit: Suit;
  /** What the seat to play picks up if it does not play the suit: 13 the first time, then 1. */
  pickUp: number;
}

export interface ThirteenState {
  rng: RngState;
  options: ThirteenOptions;
  /** Per seat, kept sorted. */
  hands: Card[][];
  stock: Card[];
  pile: Card[];
  dealer: Seat;
  /** The seat to play or pick up. Calls may come from either seat at any time. */
  turn: Seat;
  /** Set while a joker is on top and the suit of the king under it is owed. */
  forced: ForcedSuit | null;
  lastCard: LastCardStatus[];
  /** 1-based hand number (match play deals several). */
  handNo: number;
  /** Match points per seat (stays 0 in a single hand). */
  scores: number[];
  /** Winner of each finished hand and the points it scored. */
  handResults: { winner: Seat; points: number }[];
  /** Set when the game (the hand, or the match) is over. */
  winner: Seat | null;
}

const SUIT_ORDER: Record<string, number> = { C: 0, D: 1, H: 2, S: 3 };

function sortKey(card: Card): number {
  if (card === "RJ") return 100;
  if (card === "BJ") return 101;
  return SUIT_ORDER[card[card.length - 1]!]! * 20 + rankOf(card);
}

export function sortHand(hand: Card[]): Card[] {
  return hand.sort((a, b) => sortKey(a) - sortKey(b));
}

export function other(seat: Seat): Seat {
  return 1 - seat;
}

export function newGame(options: ThirteenOptions, rng: RngState): { state: ThirteenState; events: GameEvent[] } {
  const state: ThirteenState = {
    rng,
    options,
    hands: [[], []],
    stock: [],
    pile: [],
    dealer: randomInt(rng, 2),
    turn: 0,
    forced: null,
    lastCard: ["none", "none"],
    handNo: 0,
    scores: [0, 0],
    handResults: [],
    winner: null,
  };
  const events = dealHand(state);
  return { state, events };
}

/** Deals a fresh hand into `state` (in place): 13 each, one card up, the non-dealer to play. */
export function dealHand(state: ThirteenState): GameEvent[] {
  const deck = shuffle(state.rng, standardDeck(1, 2));
  state.hands = [[], []];
  for (let i = 0; i < HAND_SIZE; i++) {
    for (let k = 1; k <= 2; k++) state.hands[(state.dealer + k) % 2]!.push(deck.pop()!);
  }
  state.hands.forEach(sortHand);
  // A joker turned up is buried at the bottom of the stock and the next card turned instead.
  let up = deck.pop()!;
  while (isJoker(up)) {
    deck.unshift(up);
    up = deck.pop()!;
  }
  state.stock = deck;
  state.pile = [up];
  state.turn = other(state.dealer);
  state.forced = null;
  state.lastCard = ["none", "none"];
  state.handNo += 1;
  return [
    { type: "deal", hand: state.handNo, dealer: state.dealer, starter: state.turn, up },
    ...[0, 1].map((s) => ({ type: "dealt", to: [s], seat: s, cards: [...state.hands[s]!] })),
  ];
}

export function top(state: ThirteenState): Card {
  return state.pile[state.pile.length - 1]!;
}

/**
 * A deep copy for applyMove to own. Hand-written rather than structuredClone because the
 * latter took three quarters of the time of a random game (the state is small but cloned
 * on every move); keep it in step with ThirteenState.
 */
export function cloneState(s: ThirteenState): ThirteenState {
  return {
    rng: [...s.rng],
    options: { ...s.options },
    hands: s.hands.map((h) => [...h]),
    stock: [...s.stock],
    pile: [...s.pile],
    dealer: s.dealer,
    turn: s.turn,
    forced: s.forced ? { ...s.forced } : null,
    lastCard: [...s.lastCard],
    handNo: s.handNo,
    scores: [...s.scores],
    handResults: s.handResults.map((r) => ({ ...r })),
    winner: s.winner,
  };
}
