/** Property, one of six files making 5,400 games: 600 complete random games with 4 players (what is checked: property.ts). */
import { expect, it } from "vitest";
import { runProperty } from "./property";

it("4 players (a): cards conserved, input never changed, no leaks in events or views, every game ends", () => {
  const stats = runProperty({ seats: 4, games: 600, seed: "p4a" });
  console.log(`better-13 property 4 players (a): ${JSON.stringify(stats)}`);
  expect(stats.cut).toBe(0);
  expect(stats.games).toBe(600);
});
