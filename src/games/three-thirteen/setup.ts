/** A new game: the generator from the seed, a random first dealer, and round 1 dealt. */
import type { SetupInput } from "../contract";
import { createRng, randomInt } from "../rng";
import { decksFor, roundSizes, type ThreeThirteenOptions } from "./options";
import { dealRound } from "./round-start";
import type { ThreeThirteenState } from "./state";

export function setup({ options, seats, seed }: SetupInput<ThreeThirteenOptions>): ThreeThirteenState {
  const rng = createRng(seed);
  const plan = roundSizes(options);
  const everyone = [...Array(seats).keys()];
  const s: ThreeThirteenState = {
    rng,
    options,
    seats,
    decks: decksFor(seats),
    plan,
    round: 0,
    tieBreak: false,
    handSize: 0,
    wildRank: 0,
    players: everyone,
    dealer: 0,
    hands: [],
    stock: [],
    discardPile: [],
    turn: 0,
    phase: "draw",
    takenFromDiscard: null,
    wentOut: [],
    lastTurns: [],
    table: [],
    laidDown: [],
    falseGoOuts: [],
    rounds: [],
    totals: Array.from({ length: seats }, () => 0),
    result: null,
  };
  const dealer = randomInt(rng, seats);
  dealRound(s, { round: 1, handSize: plan[0]!, tieBreak: false, players: everyone, dealer });
  return s;
}
