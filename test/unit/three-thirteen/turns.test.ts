import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { threeThirteen } from "../../../src/games/three-thirteen";
import { deepFreeze, eventsOf, play, position } from "./helpers/build";

// Two players, 3 cards, 3s wild; seat 1 dealt, so seat 0 starts. Stock top is 7H.
const start = () =>
  position({
    seats: 2,
    hands: [["5H", "6H", "KC"], ["2C", "9D", "JS"]],
    stock: ["4S", "8C", "7H"],
    discardPile: ["QD"],
  });

describe("three-thirteen turns", () => {
  it("starts with a draw from the stock or the discard pile, for the player to act only", () => {
    const s = start();
    expect(threeThirteen.toAct(s)).toEqual([0]);
    expect(threeThirteen.legalMoves(s, 0)).toEqual([
      { type: "draw", from: "stock" },
      { type: "draw", from: "discard" },
    ]);
    expect(threeThirteen.legalMoves(s, 1)).toEqual([]);
  });

  it("refuses a move out of turn, and a discard before the draw, changing nothing", () => {
    const s = deepFreeze(start());
    const outOfTurn = threeThirteen.applyMove(s, 1, { type: "draw", from: "stock" });
    expect(outOfTurn).toMatchObject({ ok: false, error: "not_your_turn" });
    const early = threeThirteen.applyMove(s, 0, { type: "discard", card: "KC" });
    expect(early).toEqual({ ok: false, error: "illegal", reason: "Draw a card first: from the stock or the discard pile." });
  });

  it("tells only the drawer which card came from the stock", () => {
    const { state, events } = play(start(), 0, { type: "draw", from: "stock" });
    expect(state.hands[0]).toEqual(["5H", "6H", "KC", "7H"]);
    expect(state.phase).toBe("discard");
    expect(events).toEqual([
      { type: "drew", seat: 0, from: "stock", stockCount: 2 },
      { type: "drew_card", to: [0], card: "7H" },
    ]);
    expect(threeThirteen.applyMove(state, 0, { type: "draw", from: "stock" })).toMatchObject({ ok: false, error: "illegal" });
  });

  it("shows everyone the card taken from the discard pile", () => {
    const { state, events } = play(start(), 0, { type: "draw", from: "discard" });
    expect(events).toEqual([{ type: "drew", seat: 0, from: "discard", card: "QD" }]);
    expect(state.takenFromDiscard).toBe("QD");
    expect(state.discardPile).toEqual([]);
  });

  it("lists each distinct discard once, and going out only where every card left melds", () => {
    const { state } = play(start(), 0, { type: "draw", from: "stock" });
    expect(threeThirteen.legalMoves(state, 0)).toEqual([
      { type: "discard", card: "5H" },
      { type: "discard", card: "6H" },
      { type: "discard", card: "KC" },
      { type: "discard", card: "7H" },
      { type: "discard", card: "KC", goOut: true },
    ]);
    const twins = position({ seats: 2, hands: [["5H", "5H", "KC", "2D"], ["2C", "9D", "JS"]], stock: ["4S"], discardPile: ["QD"], turn: 0, phase: "discard" });
    expect(threeThirteen.legalMoves(twins, 0).map((m) => m.type === "discard" && m.card)).toEqual(["5H", "KC", "2D"]);
  });

  it("refuses a go-out that does not meld every card, and a card not held", () => {
    const { state } = play(start(), 0, { type: "draw", from: "stock" });
    expect(threeThirteen.applyMove(state, 0, { type: "discard", card: "5H", goOut: true })).toEqual({
      ok: false,
      error: "illegal",
      reason: "You cannot go out: not every card left in your hand would be in a meld.",
    });
    expect(threeThirteen.applyMove(state, 0, { type: "discard", card: "AS" })).toEqual({ ok: false, error: "illegal", reason: "You do not hold that card." });
  });

  it("passes the turn to the left after a discard and puts the card on the pile", () => {
    const drawn = play(start(), 0, { type: "draw", from: "stock" }).state;
    const { state, events } = play(drawn, 0, { type: "discard", card: "7H" });
    expect(events).toEqual([{ type: "discarded", seat: 0, card: "7H" }]);
    expect(state.discardPile).toEqual(["QD", "7H"]);
    expect(state.turn).toBe(1);
    expect(state.phase).toBe("draw");
    expect(state.takenFromDiscard).toBeNull();
  });

  it("never changes the state it is given", () => {
    let state = deepFreeze(start());
    for (const move of [{ type: "draw", from: "stock" }, { type: "discard", card: "KC", goOut: true }] as const) {
      state = deepFreeze(play(state, state.turn, move).state);
    }
    expect(state.wentOut).toEqual([0]);
  });

  it("accepts only well-formed moves", () => {
    const ok = (m: unknown) => v.safeParse(threeThirteen.moveSchema, m).success;
    expect(ok({ type: "draw", from: "stock" })).toBe(true);
    expect(ok({ type: "discard", card: "10H" })).toBe(true);
    expect(ok({ type: "discard", card: "RJ", goOut: true })).toBe(true);
    expect(ok({ type: "discard", card: "1H" })).toBe(false);
    expect(ok({ type: "discard", card: "KC", goOut: false })).toBe(false);
    expect(ok({ type: "draw", from: "table" })).toBe(false);
    expect(ok({ type: "draw", from: "stock", extra: 1 })).toBe(false);
  });

  it("keeps states, events and views plain JSON", () => {
    const { state, events } = play(start(), 0, { type: "draw", from: "stock" });
    const roundTrip = (x: unknown) => JSON.parse(JSON.stringify(x));
    expect(roundTrip(state)).toEqual(state);
    expect(roundTrip(events)).toEqual(events);
    expect(roundTrip(threeThirteen.view(state, 0))).toEqual(threeThirteen.view(state, 0));
    expect(eventsOf(events, "drew")).toHaveLength(1);
  });
});
