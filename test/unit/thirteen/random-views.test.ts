/**
 * No-leak by indistinguishability: shuffling every card a viewer cannot see among the places
 * it cannot see (keeping their counts) must not change what that viewer is shown.
 */
import { describe, expect, it } from "vitest";
import type { Card } from "../../../src/games/cards";
import type { Viewer } from "../../../src/games/contract";
import { createRng, randomInt, shuffle, type RngState } from "../../../src/games/rng";
import { thirteen, type ThirteenState } from "../../../src/games/thirteen";
import { cloneState } from "../../../src/games/thirteen/state";
import { checkStep } from "./checks";
import { cardsIn } from "./helpers";
import { describeTally, newTally, playThirteen, record } from "./random-support";

const GAMES = 500;
const MAX_MOVES = 20_000;

function reshuffleHidden(s: ThirteenState, viewer: Viewer, rng: RngState): ThirteenState {
  const t = cloneState(s);
  const places = viewer === "spectator" ? [t.hands[0]!, t.hands[1]!, t.stock] : [t.hands[1 - (viewer as number)]!, t.stock];
  const pool = shuffle(rng, places.flat());
  for (const place of places) for (let i = 0; i < place.length; i++) place[i] = pool.pop()!;
  return t;
}

function checkViews(s: ThirteenState, rng: RngState): void {
  for (const viewer of [0, 1, "spectator"] as Viewer[]) {
    const shown = JSON.stringify(thirteen.view(s, viewer));
    const mayShow = new Set<Card>([s.pile[s.pile.length - 1]!, ...(typeof viewer === "number" ? s.hands[viewer]! : [])]);
    const extra = cardsIn(JSON.parse(shown)).filter((c) => !mayShow.has(c));
    if (extra.length) expect.fail(`view for ${viewer} shows ${extra.join(" ")}`);
    const again = JSON.stringify(thirteen.view(reshuffleHidden(s, viewer, rng), viewer));
    if (again !== shown) expect.fail(`view for ${viewer} changes when hidden cards move:\n${shown}\n${again}`);
  }
}

describe("Thirteen views hide what they must", () => {
  it(`${GAMES} random games: views of both seats and a spectator do not depend on hidden cards`, () => {
    const rng = createRng("views");
    const tally = newTally();
    let checked = 0;
    for (let i = 0; i < GAMES; i++) {
      const seed = `views-${i}`;
      const res = playThirteen({
        seed,
        options: i % 2 ? { mustPlay: false } : {},
        maxMoves: MAX_MOVES,
        onStep: (step) => {
          checkStep(step);
          if (randomInt(rng, 8) === 0) {
            checkViews(step.after, rng);
            checked++;
          }
        },
      });
      record(tally, seed, res);
    }
    console.log(describeTally("thirteen views", tally, MAX_MOVES) + `; views checked in ${checked} states`);
    expect(tally.cut.length).toBeLessThan(GAMES / 100);
  });

  it("the view for all shows everything, and states and views are plain JSON", () => {
    const res = playThirteen({ seed: "json", maxMoves: MAX_MOVES, onStep: (step) => {
      expect(JSON.parse(JSON.stringify(step.after))).toEqual(step.after);
      expect(JSON.parse(JSON.stringify(step.events))).toEqual(step.events);
      expect(cloneState(step.after)).toEqual(structuredClone(step.after));
    } });
    const all = thirteen.view(res.state, "all") as { hands: Card[][]; stock: Card[]; pile: Card[] };
    expect(all.hands).toEqual(res.state.hands);
    expect(all.stock).toEqual(res.state.stock);
    expect(all.pile).toEqual(res.state.pile);
  });

  it("replays exactly from the seed and the moves", () => {
    const moves: { seat: number; move: unknown }[] = [];
    const res = playThirteen({ seed: "replay", maxMoves: MAX_MOVES, onStep: (step) => moves.push({ seat: step.seat, move: step.move }) });
    let s = thirteen.setup({ options: { mustPlay: true, matchTarget: null }, seats: 2, seed: "replay" });
    for (const m of moves) {
      const out = thirteen.applyMove(s, m.seat, m.move as never);
      if (!out.ok) expect.fail(out.reason);
      s = out.state;
    }
    expect(s).toEqual(res.state);
  });
});
