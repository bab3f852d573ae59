import { describe, expect, it } from "vitest";
import { playGames } from "./property";

describe("Calcory random games, part C", () => {
  it("games 3334–4999: cards conserved, every game ends, no value shown or logged before it is turned", () => {
    const totals = playGames(3334, 5000);
    console.log("calcory random games 3334–4999:", JSON.stringify(totals));
    expect(totals.games).toBe(1666);
    expect(totals.cut).toBe(0);
  });
});
