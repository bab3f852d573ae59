import { describe, expect, it } from "vitest";
import { thirteen } from "../../../src/games/thirteen";
import { checkStep } from "./checks";
import { describeTally, newTally, playThirteen, record } from "./random-support";

const MAX_MOVES = 50_000;

describe("Thirteen random complete games, drawing always allowed", () => {
  it("1,000 games with drawing always allowed", () => {
    const tally = newTally();
    for (let i = 0; i < 1000; i++) {
      const seed = `free-draw-${i}`;
      const res = playThirteen({ seed, options: { mustPlay: false }, maxMoves: MAX_MOVES, onStep: checkStep });
      record(tally, seed, res);
      if (!res.cut) expect(res.state.hands[thirteen.result(res.state)!.winners[0]!]).toEqual([]);
    }
    console.log(describeTally("thirteen mustPlay=false", tally, MAX_MOVES));
    expect(tally.cut.length).toBeLessThan(10);
  });
});
