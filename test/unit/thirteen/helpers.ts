/** Builders and checks shared by the Thirteen tests. */
import { expect } from "vitest";
import { isCard, standardDeck, type Card } from "../../../src/games/cards";
import type { GameEvent, Seat } from "../../../src/games/contract";
import { createRng } from "../../../src/games/rng";
import { thirteen, type ThirteenMove, type ThirteenState } from "../../../src/games/thirteen";
import { thirteenOptions, type ThirteenOptions } from "../../../src/games/thirteen/options";
import { sortHand, type ForcedSuit, type LastCardStatus } from "../../../src/games/thirteen/state";
import * as v from "valibot";

export const FULL_DECK = standardDeck(1, 2);

export interface Layout {
  hands: [Card[], Card[]];
  /** Top of the pile last. */
  pile: Card[];
  /** Top of the stock last; omitted: every card not placed elsewhere, in deck order. */
  stock?: Card[];
  turn?: Seat;
  forced?: ForcedSuit | null;
  lastCard?: LastCardStatus[];
  options?: Partial<ThirteenOptions>;
  scores?: number[];
}

/** A state laid out by hand. With `stock` given, cards placed nowhere are simply out of play. */
export function layout(l: Layout): ThirteenState {
  const placed = [...l.hands[0], ...l.hands[1], ...l.pile];
  const stock = l.stock ?? FULL_DECK.filter((c) => !placed.includes(c));
  return {
    rng: createRng("layout"),
    options: v.parse(thirteenOptions, l.options ?? {}),
    hands: [sortHand([...l.hands[0]]), sortHand([...l.hands[1]])],
    stock: [...stock],
    pile: [...l.pile],
    dealer: 1 - (l.turn ?? 0),
    turn: l.turn ?? 0,
    forced: l.forced ?? null,
    lastCard: l.lastCard ?? ["none", "none"],
    handNo: 1,
    scores: l.scores ?? [0, 0],
    handResults: [],
    winner: null,
  };
}

export function apply(state: ThirteenState, seat: Seat, move: ThirteenMove): { state: ThirteenState; events: GameEvent[] } {
  const out = thirteen.applyMove(state, seat, move);
  if (!out.ok) throw new Error(`refused ${JSON.stringify(move)} by seat ${seat}: ${out.reason}`);
  return { state: out.state, events: out.events };
}

export function refuse(state: ThirteenState, seat: Seat, move: ThirteenMove): { error: string; reason: string } {
  const out = thirteen.applyMove(state, seat, move);
  if (out.ok) throw new Error(`accepted ${JSON.stringify(move)} by seat ${seat}`);
  return { error: out.error, reason: out.reason };
}

export function play(...cards: Card[]): ThirteenMove {
  return { type: "play", cards };
}

/** Every card string found anywhere inside `value`. */
export function cardsIn(value: unknown, out: Card[] = []): Card[] {
  if (typeof value === "string") {
    if (isCard(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const x of value) cardsIn(x, out);
  } else if (value && typeof value === "object") {
    for (const x of Object.values(value)) cardsIn(x, out);
  }
  return out;
}

/** All 54 cards, each exactly once, across hands, stock and pile. */
export function expectConserved(s: ThirteenState): void {
  const all = [...s.hands[0]!, ...s.hands[1]!, ...s.stock, ...s.pile];
  expect(all.length).toBe(54);
  expect([...all].sort()).toEqual([...FULL_DECK].sort());
}
