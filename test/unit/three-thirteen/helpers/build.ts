/** Hand-built positions for rule tests: a dealt game with the cards put where the test wants them. */
import * as v from "valibot";
import type { Card } from "../../../../src/games/cards";
import type { GameEvent, Seat } from "../../../../src/games/contract";
import { threeThirteen, type ThreeThirteenMove, type ThreeThirteenOptions, type ThreeThirteenState } from "../../../../src/games/three-thirteen";
import { threeThirteenOptions } from "../../../../src/games/three-thirteen/options";
import { wildRankFor } from "../../../../src/games/three-thirteen/options";

export function options(partial: Partial<ThreeThirteenOptions> = {}): ThreeThirteenOptions {
  return v.parse(threeThirteenOptions, partial);
}

export function newGame(seats: number, partial: Partial<ThreeThirteenOptions> = {}, seed = "test"): ThreeThirteenState {
  return threeThirteen.setup({ options: options(partial), seats, seed });
}

export interface Position {
  seats: number;
  options?: Partial<ThreeThirteenOptions>;
  hands: Card[][];
  /** Last card is the top. */
  stock: Card[];
  /** Last card is the top. */
  discardPile: Card[];
  /** Default: the player left of the dealer. */
  turn?: Seat;
  /** Default: the last seat. */
  dealer?: Seat;
  phase?: "draw" | "discard";
}

/**
 * A game in its first round with exactly these cards. The hand size is the shortest hand (the
 * round plan is set to it unless the options give one). Cards not named are simply not
 * in play, so the card count check of the random games does not apply to these positions.
 */
export function position(p: Position): ThreeThirteenState {
  const phase = p.phase ?? "draw";
  const handSize = Math.min(...p.hands.map((h) => h.length));
  const s = newGame(p.seats, { rounds: [handSize], ...p.options });
  const dealer = p.dealer ?? p.seats - 1;
  return {
    ...s,
    handSize: s.plan[0]!,
    wildRank: wildRankFor(s.plan[0]!),
    hands: p.hands.map((h) => [...h]),
    stock: [...p.stock],
    discardPile: [...p.discardPile],
    dealer,
    turn: p.turn ?? (dealer + 1) % p.seats,
    phase,
  };
}

export function play(state: ThreeThirteenState, seat: Seat, move: ThreeThirteenMove): { state: ThreeThirteenState; events: GameEvent[] } {
  const outcome = threeThirteen.applyMove(state, seat, move);
  if (!outcome.ok) throw new Error(`move refused: ${JSON.stringify(move)}: ${outcome.reason}`);
  return { state: outcome.state, events: outcome.events };
}

/** Plays a whole turn: draw, then discard. */
export function turn(
  state: ThreeThirteenState,
  seat: Seat,
  from: "stock" | "discard",
  card: Card,
  goOut = false,
): { state: ThreeThirteenState; events: GameEvent[] } {
  const drawn = play(state, seat, { type: "draw", from });
  const discarded = play(drawn.state, seat, goOut ? { type: "discard", card, goOut: true } : { type: "discard", card });
  return { state: discarded.state, events: [...drawn.events, ...discarded.events] };
}

export function eventsOf(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
