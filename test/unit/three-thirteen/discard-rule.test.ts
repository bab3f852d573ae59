import { describe, expect, it } from "vitest";
import { threeThirteen } from "../../../src/games/three-thirteen";
import { play, position } from "./helpers/build";

const start = (hand: string[], noDiscardOfTakenCard = true, top = "QD") =>
  position({
    seats: 2,
    options: { noDiscardOfTakenCard },
    hands: [hand, ["2C", "9D", "JS"]],
    stock: ["4S", "7H"],
    discardPile: ["8C", top],
    turn: 0,
  });

const discards = (s: ReturnType<typeof start>) => threeThirteen.legalMoves(s, 0).flatMap((m) => (m.type === "discard" && !m.goOut ? [m.card] : []));

describe("three-thirteen noDiscardOfTakenCard", () => {
  it("forbids throwing back the card just taken from the discard pile", () => {
    const taken = play(start(["5H", "6H", "KC"]), 0, { type: "draw", from: "discard" }).state;
    expect(discards(taken)).toEqual(["5H", "6H", "KC"]);
    expect(threeThirteen.applyMove(taken, 0, { type: "discard", card: "QD" })).toEqual({
      ok: false,
      error: "illegal",
      reason: "You may not discard the card you just took from the discard pile (nor a copy of it).",
    });
  });

  it("forbids an identical copy too, since the table would look the same", () => {
    const taken = play(start(["QD", "6H", "KC"]), 0, { type: "draw", from: "discard" }).state;
    expect(discards(taken)).toEqual(["6H", "KC"]);
  });

  it("lifts the rule when the hand holds nothing but copies of the taken card", () => {
    const taken = play(start(["5H", "5H", "5H"], true, "5H"), 0, { type: "draw", from: "discard" }).state;
    expect(discards(taken)).toEqual(["5H"]);
    expect(threeThirteen.applyMove(taken, 0, { type: "discard", card: "5H", goOut: true }).ok).toBe(true);
  });

  it("does not restrict a card drawn from the stock, nor anything without the option", () => {
    const drawn = play(start(["5H", "6H", "KC"]), 0, { type: "draw", from: "stock" }).state;
    expect(discards(drawn)).toContain("7H");
    const free = play(start(["5H", "6H", "KC"], false), 0, { type: "draw", from: "discard" }).state;
    expect(discards(free)).toContain("QD");
  });

  it("lists go-outs only with allowed discards", () => {
    const taken = play(start(["QD", "QH", "QC"], true, "QS"), 0, { type: "draw", from: "discard" }).state;
    const goOuts = threeThirteen.legalMoves(taken, 0).flatMap((m) => (m.type === "discard" && m.goOut ? [m.card] : []));
    expect(goOuts).toEqual(["QD", "QH", "QC"]);
    expect(threeThirteen.fallbackMove(taken, 0)).toMatchObject({ type: "discard", goOut: true });
  });
});
