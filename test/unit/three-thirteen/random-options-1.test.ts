import { expect, it } from "vitest";
import { playCheckedGames, randomGameSpecs } from "./helpers/random-games";

// Property run 1 of 8 (2,000 games in all) over random option combinations.
it("plays 250 complete games with random options and 2 to 8 players", () => {
  const stats = playCheckedGames(randomGameSpecs(250, "options-1"), 10);
  expect(stats.games).toBe(250);
});
