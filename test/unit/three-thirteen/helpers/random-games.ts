/** Plays batches of random games with the cheap policy, checking every move. */
import { createRng, randomInt, type RngState } from "../../../../src/games/rng";
import { threeThirteen, type ThreeThirteenOptions, type ThreeThirteenState } from "../../../../src/games/three-thirteen";
import { playRandomGame } from "../../support/random-play";
import { checkCardsAccounted, checkStep, fail } from "./invariants";
import { cheapPolicy, lazyPolicy } from "./policy";

export interface GameSpec {
  seats: number;
  options: Partial<ThreeThirteenOptions>;
  seed: string;
}

export interface BatchStats {
  games: number;
  moves: number;
  rounds: number;
  ms: number;
}

/**
 * Views are checked on every move of every `viewEvery`-th game and on one move in 20 elsewhere
 * (they cost more than the game); everything else on every move. Moves come from the cheap or
 * the lazy policy (policy.ts), or uniformly from the legal moves.
 */
export function playCheckedGames(specs: GameSpec[], viewEvery = 1, policy: "cheap" | "lazy" | "uniform" = "cheap"): BatchStats {
  const start = performance.now();
  let moves = 0;
  let rounds = 0;
  specs.forEach((spec, i) => {
    const sample = createRng(`views:${spec.seed}`);
    const outcome = playRandomGame(threeThirteen, {
      seats: spec.seats,
      options: spec.options,
      seed: spec.seed,
      maxMoves: 200_000,
      choose: policy === "uniform" ? undefined : policy === "lazy" ? lazyPolicy : cheapPolicy,
      onStep: (step) => checkStep(step, { views: i % viewEvery === 0 || randomInt(sample, 20) === 0 }),
    });
    if (outcome.cut) fail(`game ${spec.seed} did not finish`);
    checkFinished(outcome.state);
    moves += outcome.moves;
    rounds += outcome.state.rounds.length;
  });
  return { games: specs.length, moves, rounds, ms: performance.now() - start };
}

function checkFinished(s: ThreeThirteenState): void {
  checkCardsAccounted(s);
  const result = s.result!;
  const regular = s.rounds.filter((r) => !r.tieBreak);
  if (regular.length !== s.plan.length) fail(`${regular.length} rounds played of ${s.plan.length}`);
  const low = Math.min(...s.totals);
  const leaders = s.totals.flatMap((t, p) => (t === low ? [p] : []));
  const tieBreak = s.rounds.find((r) => r.tieBreak);
  if (tieBreak) {
    if (!s.options.tieBreakRound || leaders.length < 2) fail("a tie-break round without a tie");
    const scores = leaders.map((p) => tieBreak.scores[p]!);
    const best = Math.min(...scores);
    if (result.winners.join() !== leaders.filter((_, i) => scores[i] === best).join()) fail("tie-break winners");
  } else {
    if (s.options.tieBreakRound && leaders.length > 1) fail("a tie with no tie-break round");
    if (result.winners.join() !== leaders.join()) fail(`winners ${result.winners} but lowest totals ${leaders}`);
  }
}

export function defaultGameSpecs(count: number, prefix: string): GameSpec[] {
  return Array.from({ length: count }, (_, i) => ({ seats: 2 + (i % 7), options: {}, seed: `${prefix}-${i}` }));
}

export function randomGameSpecs(count: number, prefix: string): GameSpec[] {
  const rng = createRng(`options:${prefix}`);
  return Array.from({ length: count }, (_, i) => ({ seats: 2 + randomInt(rng, 7), options: randomOptions(rng), seed: `${prefix}-${i}` }));
}

const pick = <T>(rng: RngState, items: readonly T[]): T => items[randomInt(rng, items.length)]!;
const coin = (rng: RngState) => randomInt(rng, 2) === 0;

/** Short custom round lists mostly, so thousands of games stay quick; the full plans now and then. */
export function randomOptions(rng: RngState): Partial<ThreeThirteenOptions> {
  const plan = randomInt(rng, 10);
  const rounds: ThreeThirteenOptions["rounds"] =
    plan === 0 ? pick(rng, ["standard", "extended", "there_and_back"] as const)
    : Array.from({ length: 1 + randomInt(rng, 3) }, () => 3 + randomInt(rng, 13));
  return {
    rounds,
    acesHighOrLow: coin(rng),
    courtCardsByRank: coin(rng),
    jokers: coin(rng),
    doubleCourtRounds: coin(rng),
    naturalRequired: randomInt(rng, 4) === 0,
    maxOneWild: randomInt(rng, 3) === 0,
    allWildMelds: randomInt(rng, 4) !== 0,
    unusedWildCost: pick(rng, ["face", "15"] as const),
    stockOut: pick(rng, ["end_round", "reshuffle"] as const),
    noDiscardOfTakenCard: coin(rng),
    afterGoingOut: pick(rng, ["one_more_turn", "end_at_once", "redemption"] as const),
    falseGoOut: randomInt(rng, 4) === 0,
    tieBreakRound: coin(rng),
  };
}
