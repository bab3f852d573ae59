import { expect, it } from "vitest";
import { defaultGameSpecs, playCheckedGames } from "./helpers/random-games";

// Property run 1 of 5 (1,000 default games in all): cards, turns, scores and hidden cards checked on every move.
it("plays 200 complete default games with 2 to 8 players", () => {
  const stats = playCheckedGames(defaultGameSpecs(200, "default-1"), 10);
  expect(stats.games).toBe(200);
});
