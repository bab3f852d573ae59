import { describe, expect, it } from "vitest";
import { threeThirteen, type ThreeThirteenOptions } from "../../../src/games/three-thirteen";
import { position } from "./helpers/build";

const at = (hand: string[], top: string, phase: "draw" | "discard" = "draw", options: Partial<ThreeThirteenOptions> = {}) =>
  position({ seats: 2, options, hands: [hand, ["2C", "9D", "JS"]], stock: ["4S", "8C"], discardPile: ["QC", top], turn: 0, phase });

describe("three-thirteen fallback move", () => {
  it("takes the discard pile's top card only when it lowers the deadwood", () => {
    expect(threeThirteen.fallbackMove(at(["5H", "6H", "KC"], "7H"), 0)).toEqual({ type: "draw", from: "discard" });
    expect(threeThirteen.fallbackMove(at(["5H", "6H", "KC"], "QD"), 0)).toEqual({ type: "draw", from: "stock" });
    expect(threeThirteen.fallbackMove(at(["5H", "6H", "KC"], "AD"), 0)).toEqual({ type: "draw", from: "discard" });
  });

  it("goes out when it can, and never declares falsely", () => {
    expect(threeThirteen.fallbackMove(at(["5H", "6H", "KC", "7H"], "QD", "discard"), 0)).toEqual({ type: "discard", card: "KC", goOut: true });
    expect(threeThirteen.fallbackMove(at(["5H", "9H", "KC", "7H"], "QD", "discard", { falseGoOut: true }), 0)).toEqual({ type: "discard", card: "KC" });
  });

  it("discards the card that leaves the least deadwood", () => {
    expect(threeThirteen.fallbackMove(at(["5H", "6H", "KC", "9S"], "QD", "discard"), 0)).toEqual({ type: "discard", card: "KC" });
    expect(threeThirteen.fallbackMove(at(["8D", "8H", "2S", "2C"], "QD", "discard"), 0)).toEqual({ type: "discard", card: "8D" });
  });

  it("respects the rule against discarding the card just taken", () => {
    const s = { ...at(["5H", "6H", "7H", "KS"], "9C", "discard", { noDiscardOfTakenCard: true }), takenFromDiscard: "KS" };
    expect(threeThirteen.fallbackMove(s, 0)).toEqual({ type: "discard", card: "7H" });
  });
});
