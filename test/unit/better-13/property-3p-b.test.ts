/** Property, one of six files making 5,400 games: 900 complete random games with 3 players (what is checked: property.ts). */
import { expect, it } from "vitest";
import { runProperty } from "./property";

it("3 players (b): cards conserved, input never changed, no leaks in events or views, every game ends", () => {
  const stats = runProperty({ seats: 3, games: 900, seed: "p3b" });
  console.log(`better-13 property 3 players (b): ${JSON.stringify(stats)}`);
  expect(stats.cut).toBe(0);
  expect(stats.games).toBe(900);
});
