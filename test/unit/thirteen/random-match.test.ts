import { describe, expect, it } from "vitest";
import { thirteen } from "../../../src/games/thirteen";
import { checkStep } from "./checks";
import { describeTally, newTally, playThirteen, record } from "./random-support";

const MAX_MOVES = 50_000;

describe("Thirteen random complete matches", () => {
  it("300 matches to 10 points", () => {
    const tally = newTally();
    let hands = 0;
    for (let i = 0; i < 300; i++) {
      const seed = `match-${i}`;
      const res = playThirteen({ seed, options: { matchTarget: 10 }, maxMoves: MAX_MOVES, onStep: checkStep });
      record(tally, seed, res);
      if (res.cut) continue;
      const s = res.state;
      hands += s.handNo;
      const r = thirteen.result(s)!;
      expect(r.scores![r.winners[0]!]).toBeGreaterThanOrEqual(10);
      expect(r.scores).toEqual([0, 1].map((seat) => s.handResults.filter((h) => h.winner === seat).reduce((a, h) => a + h.points, 0)));
      expect(s.handResults).toHaveLength(s.handNo);
    }
    console.log(describeTally("thirteen match to 10", tally, MAX_MOVES) + `; ${hands} hands`);
    expect(tally.cut.length).toBeLessThan(10);
  });
});
