/** Property, one of six files making 5,400 games: 1800 complete random games with 2 players (what is checked: property.ts). */
import { expect, it } from "vitest";
import { runProperty } from "./property";

it("2 players: cards conserved, input never changed, no leaks in events or views, every game ends", () => {
  const stats = runProperty({ seats: 2, games: 1800, seed: "p2" });
  console.log(`better-13 property 2 players: ${JSON.stringify(stats)}`);
  expect(stats.cut).toBe(0);
  expect(stats.games).toBe(1800);
});
