/**
 * A cheap playing policy for random games, so rounds end the way real ones do: go out when
 * possible, otherwise mostly throw away a deadwood card. One solver call per discard.
 */
import type { Seat } from "../../../../src/games/contract";
import { randomInt, type RngState } from "../../../../src/games/rng";
import { goOutDiscards } from "../../../../src/games/three-thirteen/go-out";
import { deadwoodCost } from "../../../../src/games/three-thirteen/melds";
import type { ThreeThirteenMove } from "../../../../src/games/three-thirteen/moves";
import { roundRules } from "../../../../src/games/three-thirteen/scoring";
import { bestArrangement } from "../../../../src/games/three-thirteen/solver";
import type { ThreeThirteenState } from "../../../../src/games/three-thirteen/state";

/** Chance per mille of a false go-out declaration when the option allows one. */
const FALSE_GO_OUT_PER_MILLE = 30;

export function cheapPolicy(s: ThreeThirteenState, seat: Seat, legal: ThreeThirteenMove[], rng: RngState): ThreeThirteenMove {
  const random = () => legal[randomInt(rng, legal.length)]!;
  if (s.phase === "draw") return randomInt(rng, 4) === 0 ? random() : legal.find((m) => m.type === "draw" && m.from === "stock") ?? random();
  const discards = legal.filter((m): m is Extract<ThreeThirteenMove, { type: "discard" }> => m.type === "discard");
  const plain = discards.filter((m) => !m.goOut);
  const goOuts = discards.filter((m) => m.goOut);
  const rules = roundRules(s);
  if (s.options.falseGoOut) {
    if (randomInt(rng, 1000) < FALSE_GO_OUT_PER_MILLE) return goOuts[randomInt(rng, goOuts.length)]!;
    const real = goOutDiscards(s.hands[seat]!, plain.map((m) => m.card), rules);
    if (real.length > 0) return { type: "discard", card: real[0]!, goOut: true };
  } else if (goOuts.length > 0) {
    return goOuts[randomInt(rng, goOuts.length)]!;
  }
  if (randomInt(rng, 10) === 0) return plain[randomInt(rng, plain.length)]!;
  const { deadwood } = bestArrangement(s.hands[seat]!, rules);
  const allowed = deadwood.filter((c) => plain.some((m) => m.card === c));
  if (allowed.length === 0) return plain[randomInt(rng, plain.length)]!;
  const costliest = allowed.reduce((a, b) => (deadwoodCost(b, rules) > deadwoodCost(a, rules) ? b : a));
  return { type: "discard", card: costliest };
}

/**
 * A lazy player: goes out only one time in five when it could, and throws a random card half the
 * time, so rounds run long and the stock runs out (and is reshuffled) often.
 */
export function lazyPolicy(s: ThreeThirteenState, seat: Seat, legal: ThreeThirteenMove[], rng: RngState): ThreeThirteenMove {
  if (s.phase === "discard" && randomInt(rng, 2) === 0) {
    const plain = legal.filter((m) => m.type === "discard" && !m.goOut);
    return plain[randomInt(rng, plain.length)]!;
  }
  const move = cheapPolicy(s, seat, legal, rng);
  if (move.type === "discard" && move.goOut && randomInt(rng, 5) !== 0) return { type: "discard", card: move.card };
  return move;
}
