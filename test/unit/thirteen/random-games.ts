/** The body of the default-options property test, shared by the files that split it. */
import { expect } from "vitest";
import { thirteen } from "../../../src/games/thirteen";
import { checkStep } from "./checks";
import { describeTally, newTally, playThirteen, record } from "./random-support";

export const MAX_MOVES = 20_000;

export function defaultGames(prefix: string, games: number): void {
  const tally = newTally();
  for (let i = 0; i < games; i++) {
    const seed = `${prefix}-${i}`;
    const res = playThirteen({ seed, maxMoves: MAX_MOVES, onStep: checkStep });
    record(tally, seed, res);
    if (!res.cut) {
      const r = thirteen.result(res.state)!;
      expect(r.winners).toHaveLength(1);
      expect(res.state.hands[r.winners[0]!]).toEqual([]);
      expect(thirteen.toAct(res.state)).toEqual([]);
    }
  }
  console.log(describeTally(`thirteen default (${prefix})`, tally, MAX_MOVES));
  expect(tally.cut.length).toBeLessThan(games / 100);
}
