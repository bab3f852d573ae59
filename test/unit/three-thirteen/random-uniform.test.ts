import { expect, it } from "vitest";
import { playCheckedGames, randomGameSpecs } from "./helpers/random-games";

// Moves picked uniformly from the legal ones (false go-outs, odd draws and all), every view checked.
// The stock always ends the round here: uniform play would rarely go out, and a reshuffled stock
// would keep such a round going for a long time.
it("plays 80 complete games of uniformly random legal moves", () => {
  const specs = randomGameSpecs(80, "uniform").map((spec) => ({ ...spec, options: { ...spec.options, stockOut: "end_round" as const } }));
  const stats = playCheckedGames(specs, 1, "uniform");
  expect(stats.games).toBe(80);
});
