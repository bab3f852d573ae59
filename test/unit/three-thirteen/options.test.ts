import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { threeThirteen, type ThreeThirteenOptions } from "../../../src/games/three-thirteen";
import { canDeal } from "../../../src/games/three-thirteen/deck";
import { options } from "./helpers/build";

const changes: Partial<ThreeThirteenOptions>[] = [
  { rounds: "extended" },
  { rounds: "there_and_back" },
  { rounds: [5, 9] },
  { acesHighOrLow: true },
  { courtCardsByRank: true },
  { jokers: true },
  { doubleCourtRounds: true },
  { naturalRequired: true },
  { maxOneWild: true },
  { allWildMelds: false },
  { unusedWildCost: "15" },
  { stockOut: "reshuffle" },
  { noDiscardOfTakenCard: true },
  { afterGoingOut: "end_at_once" },
  { afterGoingOut: "redemption" },
  { falseGoOut: true },
  { tieBreakRound: true },
];

describe("three-thirteen options", () => {
  it("describes every option in words, defaults included", () => {
    const lines = threeThirteen.describeOptions(options());
    expect(lines).toHaveLength(14);
    expect(lines[0]).toBe(
      "Rounds: 11, dealing 3 cards in the first up to 13 in the last; the wild rank is the number of cards dealt (3s with 3 cards … jacks with 11, queens with 12, kings with 13).",
    );
    expect(lines).toContain("After a player goes out, every other player has exactly one more turn (they may go out too and score 0).");
    for (const change of changes) {
      expect(threeThirteen.describeOptions(options(change)), JSON.stringify(change)).not.toEqual(lines);
    }
    expect(threeThirteen.describeOptions(options({ rounds: [5, 14, 15] }))[0]).toBe(
      "Rounds: 3, dealing in order 5 (fives wild), 14 (aces wild), 15 (twos wild) cards.",
    );
  });

  it("accepts only known options with sensible values", () => {
    const ok = (o: unknown) => v.safeParse(threeThirteen.optionsSchema, o).success;
    expect(ok({})).toBe(true);
    expect(ok({ rounds: [3] })).toBe(true);
    expect(ok({ rounds: [2] })).toBe(false);
    expect(ok({ rounds: [16] })).toBe(false);
    expect(ok({ rounds: [] })).toBe(false);
    expect(ok({ rounds: "short" })).toBe(false);
    expect(ok({ colour: "red" })).toBe(false);
    for (const preset of Object.values(threeThirteen.presets!)) expect(ok(preset.options)).toBe(true);
    expect(v.parse(threeThirteen.optionsSchema, threeThirteen.presets!.tretton!.options)).toMatchObject({ maxOneWild: true, unusedWildCost: "15" });
  });

  it("seats 2 to 8 players with every plan, and says why otherwise", () => {
    expect(threeThirteen.checkSeats!(options(), 1)).toBe("Three-Thirteen is for 2 to 8 players.");
    expect(threeThirteen.checkSeats!(options(), 9)).toBe("Three-Thirteen is for 2 to 8 players.");
    for (let seats = 2; seats <= 8; seats++) {
      for (const change of changes) expect(threeThirteen.checkSeats!(options(change), seats)).toBeNull();
      expect(threeThirteen.checkSeats!(options({ rounds: [15], jokers: false }), seats)).toBeNull();
    }
  });

  it("checks that the decks hold enough cards for the deal and a stock", () => {
    expect(canDeal(8, 15, { jokers: false })).toBe(true);
    expect(canDeal(2, 15, { jokers: false })).toBe(true);
    expect(canDeal(2, 25, { jokers: false })).toBe(true);
    expect(canDeal(2, 26, { jokers: false })).toBe(false);
    expect(canDeal(2, 26, { jokers: true })).toBe(true);
  });
});
