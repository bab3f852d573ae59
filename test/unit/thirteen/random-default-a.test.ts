import { describe, it } from "vitest";
import { defaultGames } from "./random-games";

describe("Thirteen random complete games, default options (a)", () => {
  it("1,600 games: cards conserved, no leak in events, every game ends or is reported cut", () => {
    defaultGames("default-a", 1600);
  });
});
