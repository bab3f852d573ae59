import { expect, it } from "vitest";
import { playCheckedGames, randomGameSpecs } from "./helpers/random-games";

// Long rounds: 2 to 4 players with big hands and a lazy player policy, so the stock runs out and
// (with the reshuffle option) is rebuilt from the discard pile again and again.
it("plays 120 complete games in which the stock runs out", () => {
  const specs = randomGameSpecs(120, "stock").map((spec, i) => ({
    ...spec,
    seats: 2 + (i % 3),
    options: { ...spec.options, rounds: [15, 13, 11], stockOut: i % 2 === 0 ? ("reshuffle" as const) : ("end_round" as const) },
  }));
  const stats = playCheckedGames(specs, 10, "lazy");
  expect(stats.games).toBe(120);
});
