import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { optionFields } from "../../src/games/option-fields";
import { threeThirteenOptions } from "../../src/games/three-thirteen/options";

describe("optionFields", () => {
  it("reads titles, explanations, kinds and defaults from an options schema", () => {
    const fields = optionFields(threeThirteenOptions);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(Object.keys(byKey)).toEqual(Object.keys(v.parse(threeThirteenOptions, {})));
    expect(byKey.acesHighOrLow).toMatchObject({ kind: "boolean", default: false, title: "Aces high or low" });
    expect(byKey.allWildMelds).toMatchObject({ kind: "boolean", default: true });
    expect(byKey.rounds).toMatchObject({ kind: "choice", default: "standard", choices: ["standard", "extended", "there_and_back"] });
    expect(byKey.afterGoingOut).toMatchObject({ kind: "choice", default: "one_more_turn" });
    for (const f of fields) expect(f.description.length, f.key).toBeGreaterThan(20);
  });

  it("reads number bounds and optional numbers", () => {
    const schema = v.strictObject({
      target: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.title("Target"), v.description("Points to win the match."))),
      limit: v.optional(v.pipe(v.number(), v.minValue(0), v.title("Limit"), v.description("A limit.")), 3),
    });
    expect(optionFields(schema)).toEqual([
      { key: "target", title: "Target", description: "Points to win the match.", kind: "number", default: null, min: 1, max: 50, optional: true },
      { key: "limit", title: "Limit", description: "A limit.", kind: "number", default: 3, min: 0 },
    ]);
  });
});

describe("optionFields on nullable numbers", () => {
  it("reads a titled nullable number as an optional number with its bounds", async () => {
    const { thirteenOptions } = await import("../../src/games/thirteen/options");
    const match = optionFields(thirteenOptions).find((f) => f.key === "matchTarget");
    expect(match).toMatchObject({ kind: "number", default: null, min: 1, max: 1000, optional: true, title: "Match to" });
  });
});

describe("optionFields with the title inside a nullable", () => {
  it("finds the title on the value's own pipe", async () => {
    const { better13Options } = await import("../../src/games/better-13/options");
    const match = optionFields(better13Options).find((f) => f.key === "matchTarget");
    expect(match).toMatchObject({ kind: "number", default: null, min: 1, max: 1000, optional: true, title: "Match to" });
  });
});
