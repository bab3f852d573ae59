/** Building Better 13 states by hand and playing moves on them, for the tests. */
import { expect } from "vitest";
import type { GameEvent, Seat } from "../../../src/games/contract";
import { createRng } from "../../../src/games/rng";
import { better13, type Better13Move, type Better13State } from "../../../src/games/better-13";
import { type Card, fullDeck, sortCards } from "../../../src/games/better-13/cards";
import { classify } from "../../../src/games/better-13/ladder";
import type { Better13Options } from "../../../src/games/better-13/options";

export interface Spec {
  hands: Card[][];
  /** Listed bottom first; the last card is drawn first. Default: every card not placed elsewhere, in a fixed order. */
  deck?: Card[];
  discard?: Card[];
  /** The count on the table (its cards are also put in play) and who played it. */
  count?: { cards: Card[]; by: Seat };
  /** Extra cards in play under the count. */
  under?: Card[];
  flipped?: boolean;
  turn?: Seat;
  dealer?: Seat;
  passed?: Seat[];
  options?: Partial<Better13Options>;
  scores?: number[];
}

/** A state with exactly the given cards; every one of the 54 cards not placed goes in the deck unless `deck` is given. */
export function makeState(spec: Spec): Better13State {
  const seats = spec.hands.length;
  const inPlay = [...(spec.under ?? []), ...(spec.count?.cards ?? [])];
  const placed = [...spec.hands.flat(), ...(spec.discard ?? []), ...inPlay];
  let deck = spec.deck;
  if (!deck) {
    deck = fullDeck();
    for (const c of placed) {
      const i = deck.indexOf(c);
      if (i < 0) throw new Error(`too many ${c}`);
      deck.splice(i, 1);
    }
  }
  const combo = spec.count ? classify(spec.count.cards) : null;
  if (spec.count && !combo) throw new Error("count is not a combination");
  return {
    rng: createRng("test"),
    options: { matchTarget: null, matchScoring: "win", ...spec.options },
    seats,
    game: 1,
    dealer: spec.dealer ?? seats - 1,
    hands: spec.hands.map((h) => sortCards([...h])),
    deck: [...deck],
    discard: [...(spec.discard ?? [])],
    inPlay: inPlay as Better13State["inPlay"],
    count: spec.count ? { cards: [...spec.count.cards].sort() as Better13State["inPlay"], kind: combo!.kind, rank: combo!.rank, by: spec.count.by } : null,
    flipped: spec.flipped ?? false,
    turn: spec.turn ?? 0,
    passed: spec.passed ?? [],
    share: null,
    scores: spec.scores ?? Array(seats).fill(0),
    games: [],
    over: false,
  };
}

export function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object") {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Plays a move that must be accepted; the input is frozen, so any mutation throws. */
export function play(state: Better13State, seat: Seat, move: Better13Move): { state: Better13State; events: GameEvent[] } {
  const out = better13.applyMove(deepFreeze(structuredClone(state)), seat, move);
  if (!out.ok) throw new Error(`refused: ${JSON.stringify(move)} by ${seat}: ${out.reason}`);
  return { state: out.state, events: out.events };
}

/** A move that must be refused with `error`; returns the reason. */
export function refuse(state: Better13State, seat: Seat, move: Better13Move, error: "illegal" | "not_your_turn" = "illegal"): string {
  const frozen = deepFreeze(structuredClone(state));
  const out = better13.applyMove(frozen, seat, move);
  expect(out.ok).toBe(false);
  if (out.ok) throw new Error("accepted");
  expect(out.error).toBe(error);
  expect(out.reason).toMatch(/^[A-Z].*\.$/);
  return out.reason;
}

/** Every card in the state, as a sorted list (should always be the 54). */
export function allCards(s: Better13State): Card[] {
  return sortCards([...s.hands.flat(), ...s.deck, ...s.discard, ...s.inPlay]);
}

export const FULL = sortCards(fullDeck());
