import { describe, expect, it } from "vitest";
import { isJoker } from "../../../src/games/cards";
import { thirteen } from "../../../src/games/thirteen";
import { apply, expectConserved, layout, play, refuse } from "./helpers";

describe("Thirteen set-up", () => {
  it("deals 13 each, one card up that is never a joker, and the non-dealer starts", () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const s = thirteen.setup({ options: { mustPlay: true, matchTarget: null }, seats: 2, seed: `deal${i}` });
      expect(s.hands.map((h) => h.length)).toEqual([13, 13]);
      expect(s.pile.length).toBe(1);
      expect(isJoker(s.pile[0]!)).toBe(false);
      expect(s.stock.length).toBe(27);
      expect(s.turn).toBe(1 - s.dealer);
      expect(thirteen.toAct(s)).toEqual([s.turn]);
      expectConserved(s);
      dealers.add(s.dealer);
    }
    expect([...dealers].sort()).toEqual([0, 1]);
  });

  it("is for two players only", () => {
    expect(() => thirteen.setup({ options: { mustPlay: true, matchTarget: null }, seats: 3, seed: "x" })).toThrow();
  });
});

describe("Thirteen plays", () => {
  const base = () => layout({ hands: [["QH", "KH", "AS", "KS", "QC", "JC", "10C", "5D"], ["3C", "4C", "9S"]], pile: ["JD"] });

  it("plays the seed's run and passes the turn", () => {
    const { state, events } = apply(base(), 0, play("QH", "KH", "AS", "KS", "QC", "JC", "10C"));
    expect(state.hands[0]).toEqual(["5D"]);
    expect(state.pile.slice(-1)).toEqual(["10C"]);
    expect(state.turn).toBe(1);
    expect(events[0]).toEqual({ type: "play", seat: 0, cards: ["QH", "KH", "AS", "KS", "QC", "JC", "10C"] });
    expectConserved(state);
  });

  it("refuses plays out of turn, cards not held and broken runs, changing nothing", () => {
    const s = base();
    const before = JSON.stringify(s);
    expect(refuse(s, 1, play("3C")).error).toBe("not_your_turn");
    expect(refuse(s, 0, play("10H")).reason).toMatch(/from your hand/);
    expect(refuse(s, 0, play("5D")).reason).toMatch(/one rank above or below/);
    expect(refuse(s, 0, play("QH", "KH", "KS")).reason).toBe(
      "The king of spades cannot follow the king of hearts: each card of a run must be one rank above or below the last in the same suit (or a queen or ace after a king).",
    );
    expect(refuse(s, 0, play("QH", "QH")).reason).toMatch(/once/);
    expect(refuse(s, 0, { type: "draw" }).reason).toMatch(/must/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("never mutates the state it is given", () => {
    const s = base();
    const before = structuredClone(s);
    const after = apply(s, 0, play("QH", "KH", "AS", "KS", "QC", "JC", "10C")).state;
    const afterCopy = structuredClone(after);
    apply(after, 1, { type: "callThirteen" });
    apply(after, 0, { type: "lastCard" });
    apply(after, 1, play("9S"));
    expect(s).toEqual(before);
    expect(after).toEqual(afterCopy);
  });

  it("a player who cannot play picks up one card and the turn ends", () => {
    const s = layout({ hands: [["5D", "7S"], ["3C"]], pile: ["JD"], stock: ["2C", "9H"] });
    expect(thirteen.legalMoves(s, 0)).toEqual([{ type: "draw" }]);
    const { state, events } = apply(s, 0, { type: "draw" });
    expect(state.hands[0]).toContain("9H");
    expect(state.turn).toBe(1);
    expect(events).toContainEqual({ type: "pickUp", seat: 0, count: 1, asked: 1, reason: "cannot_play" });
    expect(events).toContainEqual({ type: "pickedUp", to: [0], seat: 0, cards: ["9H"] });
  });

  it("with mustPlay off a player may pick up instead of playing", () => {
    const s = layout({ hands: [["QH", "5D"], ["3C"]], pile: ["JD"], options: { mustPlay: false } });
    expect(thirteen.legalMoves(s, 0)).toContainEqual({ type: "draw" });
    const { state, events } = apply(s, 0, { type: "draw" });
    expect(state.hands[0]!.length).toBe(3);
    expect(events[0]).toMatchObject({ type: "pickUp", reason: "draw" });
  });

  it("with mustPlay off the public pick-up does not tell whether the player could have played", () => {
    const publicEvents = (hand: string[]) =>
      apply(layout({ hands: [hand, ["3C"]], pile: ["JD"], stock: ["9H"], options: { mustPlay: false } }), 0, { type: "draw" }).events.filter((e) => !e.to);
    expect(publicEvents(["QH", "5D"])).toEqual(publicEvents(["4S", "5D"]));
  });

  it("the first player with no cards wins", () => {
    const s = layout({ hands: [["QH", "KH"], ["3C", "4C", "5C"]], pile: ["JD"] });
    const { state, events } = apply(s, 0, play("QH", "KH"));
    expect(thirteen.result(state)).toEqual({ winners: [0], summary: "Seat 0 wins: seat 1 is left with 3 cards." });
    expect(thirteen.toAct(state)).toEqual([]);
    expect(thirteen.legalMoves(state, 1)).toEqual([]);
    expect(refuse(state, 1, { type: "draw" }).error).toBe("not_your_turn");
    expect(events).toContainEqual({ type: "handOver", hand: 1, winner: 0, points: 3 });
  });

  it("a joker played as the last card wins at once", () => {
    const s = layout({ hands: [["RJ"], ["3C"]], pile: ["KD"], lastCard: ["said", "none"] });
    const { state } = apply(s, 0, play("RJ"));
    expect(state.winner).toBe(0);
    expect(state.forced).toBeNull();
  });
});

describe("Thirteen jokers and the forced suit", () => {
  it.each([
    ["RJ", "KH", "H"],
    ["RJ", "KD", "D"],
    ["BJ", "KS", "S"],
    ["BJ", "KC", "C"],
  ] as const)("%s on %s forces %s", (joker, king, suit) => {
    const s = layout({ hands: [[joker, "5D", "6D"], ["3C", "4S"]], pile: [king] });
    const { state, events } = apply(s, 0, play(joker));
    expect(state.forced).toEqual({ suit, pickUp: 13 });
    expect(events).toContainEqual({ type: "forcedSuit", seat: 1, suit, pickUp: 13 });
    const wrong = joker === "RJ" ? (king === "KH" ? "KS" : "KC") : king === "KS" ? "KH" : "KD";
    expect(refuse(layout({ hands: [[joker, "5D"], ["3C"]], pile: [wrong] }), 0, play(joker)).reason).toMatch(/own colour/);
  });

  it("a joker ending a run forces the suit of the king under it", () => {
    const s = layout({ hands: [["QS", "KS", "BJ", "2D"], ["3C", "4S"]], pile: ["JH"] });
    const { state } = apply(s, 0, play("QS", "KS", "BJ"));
    expect(state.forced).toEqual({ suit: "S", pickUp: 13 });
  });

  it("the opponent may answer with any card of the suit and run on from it", () => {
    const s = layout({ hands: [["2D", "5D"], ["9H", "10H", "JH", "3C"]], pile: ["KH", "RJ"], turn: 1, forced: { suit: "H", pickUp: 13 } });
    expect(thirteen.legalMoves(s, 1).map((m) => (m.type === "play" ? m.cards[0] : m.type)).sort()).toEqual(["10H", "9H", "JH"]);
    expect(refuse(s, 1, play("3C")).reason).toBe("You must play a card of hearts on the joker (or pick up 13 cards).");
    expect(refuse(s, 1, { type: "draw" }).reason).toBe("You hold a card of hearts, so you must play one on the joker.");
    const { state } = apply(s, 1, play("9H", "10H", "JH"));
    expect(state.forced).toBeNull();
    expect(state.turn).toBe(0);
  });

  it("no card of the suit: pick up 13, then the joker's player plays the suit or picks up one, alternately", () => {
    let s = layout({ hands: [["2D", "5D"], ["3C", "4S"]], pile: ["KH", "RJ"], turn: 1, forced: { suit: "H", pickUp: 13 } });
    s.stock = s.stock.filter((c) => !c.endsWith("H")).concat(["AH"]); // hearts out of play but one, deep down
    s.stock.unshift(s.stock.pop()!);
    ({ state: s } = apply(s, 1, { type: "draw" }));
    expect(s.hands[1]!.length).toBe(15);
    expect(s.forced).toEqual({ suit: "H", pickUp: 1 });
    expect(s.turn).toBe(0);
    ({ state: s } = apply(s, 0, { type: "draw" }));
    expect(s.hands[0]!.length).toBe(3);
    expect(s.turn).toBe(1);
    ({ state: s } = apply(s, 1, { type: "draw" }));
    expect(s.hands[1]!.length).toBe(16);
    expect(s.forced).toEqual({ suit: "H", pickUp: 1 });
  });

  it("an answer that itself ends with a joker forces the king's suit again, 13 first", () => {
    const s = layout({ hands: [["2D", "5D"], ["QS", "KS", "BJ", "3C"]], pile: ["KH", "RJ"], turn: 1, forced: { suit: "S", pickUp: 1 } });
    const { state, events } = apply(s, 1, play("QS", "KS", "BJ"));
    expect(state.forced).toEqual({ suit: "S", pickUp: 13 });
    expect(state.turn).toBe(0);
    expect(events).toContainEqual({ type: "forcedSuit", seat: 0, suit: "S", pickUp: 13 });
  });

  it("the suit played ends the forced phase, back to rank rules", () => {
    const s = layout({ hands: [["2H", "5D", "8D"], ["3C", "4S", "6S"]], pile: ["KH", "RJ"], turn: 0, forced: { suit: "H", pickUp: 1 } });
    const { state } = apply(s, 0, play("2H"));
    expect(state.forced).toBeNull();
    expect(thirteen.legalMoves(state, 1)).toEqual([{ type: "play", cards: ["3C"] }]);
  });
});

describe("Thirteen stock", () => {
  it("a 13-card pick-up runs through a stock rebuild", () => {
    const pile = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "QS", "KS", "BJ"];
    const stock = ["2D", "3D", "4D", "5D", "6D"];
    let s = layout({ hands: [["2H"], ["AD", "7D"]], pile, stock, turn: 1, forced: { suit: "S", pickUp: 13 } });
    const { state, events } = apply(s, 1, { type: "draw" });
    expect(state.hands[1]!.length).toBe(15);
    expect(state.pile).toEqual(["BJ"]);
    expect(state.stock.length).toBe(14 - 8);
    expect(events.filter((e) => e.type === "stockRebuilt")).toEqual([{ type: "stockRebuilt", size: 14 }]);
    s = state;
    expect(s.hands[1]).toEqual(expect.arrayContaining(stock));
  });

  it("when even the pile cannot refill the stock, the pick-up takes what there is", () => {
    const s = layout({ hands: [["5D"], ["3D", "4D"]], pile: ["2C", "KS", "BJ"], stock: ["9H", "10H"], turn: 1, forced: { suit: "S", pickUp: 13 } });
    const { state, events } = apply(s, 1, { type: "draw" });
    expect(state.hands[1]!.length).toBe(2 + 4);
    expect(state.stock).toEqual([]);
    expect(state.pile).toEqual(["BJ"]);
    expect(events).toContainEqual({ type: "pickUp", seat: 1, count: 4, asked: 13, reason: "joker" });
  });

  it("rebuilds as soon as the last stock card is taken", () => {
    const s = layout({ hands: [["5D", "9S"], ["3S", "4S"]], pile: ["AC", "2C", "JC"], stock: ["9H"] });
    const { state } = apply(s, 0, { type: "draw" });
    expect(state.pile).toEqual(["JC"]);
    expect(state.stock.sort()).toEqual(["2C", "AC"]);
  });
});

describe("Thirteen calls", () => {
  const oneLeft = () => layout({ hands: [["QH", "KH", "5D"], ["3C", "4C", "QS"]], pile: ["JD"] });

  it('"last card" said with the play closes the window', () => {
    const { state, events } = apply(oneLeft(), 0, { type: "play", cards: ["QH", "KH"], lastCard: true });
    expect(state.lastCard[0]).toBe("said");
    expect(events[0]).toMatchObject({ lastCard: true });
    expect(thirteen.legalMoves(state, 1)).not.toContainEqual({ type: "callThirteen" });
    expect(refuse(state, 1, { type: "callThirteen" }).reason).toMatch(/Too late/);
    expect(refuse(state, 0, { type: "lastCard" }).reason).toMatch(/already said/);
  });

  it('"last card" may only go with a play that leaves one card', () => {
    expect(refuse(oneLeft(), 0, { type: "play", cards: ["QH"], lastCard: true }).reason).toMatch(/exactly one card/);
  });

  it('"last card" said later, out of turn, wins if it comes first', () => {
    let s = apply(oneLeft(), 0, play("QH", "KH")).state;
    expect(s.lastCard[0]).toBe("open");
    expect(thirteen.toAct(s)).toEqual([1]);
    expect(thirteen.legalMoves(s, 0)).toEqual([{ type: "lastCard" }]);
    expect(thirteen.legalMoves(s, 1)).toContainEqual({ type: "callThirteen" });
    expect((thirteen.view(s, 0) as { mayCall: unknown }).mayCall).toEqual({ lastCard: true, thirteen: false });
    expect((thirteen.view(s, 1) as { mayCall: unknown }).mayCall).toEqual({ lastCard: false, thirteen: true });
    const { state, events } = apply(s, 0, { type: "lastCard" });
    expect(events).toEqual([{ type: "lastCard", seat: 0 }]);
    expect(state.turn).toBe(1);
    s = state;
    expect(refuse(s, 1, { type: "callThirteen" }).reason).toMatch(/Too late: your opponent has already said/);
  });

  it('"thirteen" called first: the one-card player picks up 13 and may no longer say "last card"', () => {
    const s = apply(oneLeft(), 0, play("QH", "KH")).state;
    const { state, events } = apply(s, 1, { type: "callThirteen" });
    expect(state.hands[0]!.length).toBe(14);
    expect(state.lastCard[0]).toBe("caught");
    expect(state.turn).toBe(1); // a call does not use up the turn
    expect(events[0]).toEqual({ type: "thirteen", by: 1, seat: 0 });
    expect(events).toContainEqual({ type: "pickUp", seat: 0, count: 13, asked: 13, reason: "thirteen" });
    expect(refuse(state, 0, { type: "lastCard" }).reason).toMatch(/Too late/);
    expect(refuse(state, 1, { type: "callThirteen" }).reason).toMatch(/already been called/);
    expectConserved(state);
  });

  it('"thirteen" may be called out of turn, later, while the window is open', () => {
    let s = apply(oneLeft(), 0, play("QH", "KH")).state; // seat 0: [5D]
    s = apply(s, 1, play("QS")).state; // now seat 0's turn, still not said
    expect(thirteen.legalMoves(s, 1)).toEqual([{ type: "callThirteen" }]);
    const { state } = apply(s, 1, { type: "callThirteen" });
    expect(state.hands[0]!.length).toBe(14);
    expect(state.turn).toBe(0);
  });

  it("the window closes when the one-card player picks up", () => {
    let s = apply(oneLeft(), 0, play("QH", "KH")).state; // seat 0: [5D], top KH
    s = apply(s, 1, play("QS")).state; // 5D cannot go on QS
    s = apply(s, 0, { type: "draw" }).state;
    expect(s.lastCard[0]).toBe("lapsed");
    expect(refuse(s, 1, { type: "callThirteen" }).reason).toMatch(/only call/);
    expect(refuse(s, 0, { type: "lastCard" }).reason).toMatch(/only say/);
  });

  it('the 13 cards for "thirteen" run through a stock rebuild too', () => {
    const pile = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "QS", "KS", "AS"];
    const s = layout({ hands: [["5D"], ["2H", "3H"]], pile, stock: ["9H", "10H", "JH"], turn: 1, lastCard: ["open", "none"] });
    const { state, events } = apply(s, 1, { type: "callThirteen" });
    expect(state.hands[0]!.length).toBe(14);
    expect(state.pile).toEqual(["AS"]);
    expect(state.stock.length).toBe(14 - 10);
    expect(events.map((e) => e.type)).toEqual(["thirteen", "stockRebuilt", "pickUp", "pickedUp"]);
    expect(events[2]).toEqual({ type: "pickUp", seat: 0, count: 13, asked: 13, reason: "thirteen" });
    expect(state.hands.flat().length + state.stock.length + state.pile.length).toBe(1 + 2 + pile.length + 3);
  });

  it("no calls when nobody is down to one card after a play", () => {
    const s = oneLeft();
    expect(refuse(s, 1, { type: "callThirteen" }).error).toBe("illegal");
    expect(refuse(s, 0, { type: "lastCard" }).error).toBe("illegal");
  });

  it("lists each one-card play that leaves one card with and without the call", () => {
    const s = layout({ hands: [["QH", "5D"], ["3C"]], pile: ["JD"] });
    expect(thirteen.legalMoves(s, 0)).toEqual([
      { type: "play", cards: ["QH"] },
      { type: "play", cards: ["QH"], lastCard: true },
    ]);
  });
});

describe("Thirteen match play", () => {
  it("the winner scores the loser's cards, the deal alternates and the match ends at the target", () => {
    let s = layout({ hands: [["QH"], ["3C", "4C", "5C"]], pile: ["JD"], options: { matchTarget: 5 }, lastCard: ["said", "none"] });
    const dealer = s.dealer;
    let out = apply(s, 0, play("QH"));
    s = out.state;
    expect(s.scores).toEqual([3, 0]);
    expect(s.winner).toBeNull();
    expect(s.handNo).toBe(2);
    expect(s.dealer).toBe(1 - dealer);
    expect(s.turn).toBe(dealer);
    expect(s.hands.map((h) => h.length)).toEqual([13, 13]);
    expectConserved(s);
    expect(out.events.map((e) => e.type)).toEqual(["play", "handOver", "deal", "dealt", "dealt"]);
    expect(thirteen.result(s)).toBeNull();

    s = { ...s, hands: [["2S"], ["3C", "4C"]], pile: ["AH"], turn: 0, stock: [] };
    out = apply(s, 0, play("2S"));
    expect(out.state.scores).toEqual([5, 0]);
    expect(out.state.winner).toBe(0);
    expect(thirteen.result(out.state)).toEqual({ winners: [0], scores: [5, 0], summary: "Seat 0 wins the match 5 to 0." });
  });
});

describe("Thirteen fallback", () => {
  it("plays the longest legal run, saying last card when it leaves one", () => {
    const s = layout({ hands: [["QH", "KH", "AS", "KS", "QC", "JC", "10C", "5D"], ["3C"]], pile: ["JD"] });
    expect(thirteen.fallbackMove(s, 0)).toEqual({ type: "play", cards: ["QH", "KH", "AS", "KS", "QC", "JC", "10C"], lastCard: true });
    expect(thirteen.applyMove(s, 0, thirteen.fallbackMove(s, 0)).ok).toBe(true);
  });

  it("picks up when it cannot play, also on a joker", () => {
    expect(thirteen.fallbackMove(layout({ hands: [["5D"], ["3C"]], pile: ["JD"] }), 0)).toEqual({ type: "draw" });
    const forced = layout({ hands: [["2D", "5D"], ["3C"]], pile: ["KH", "RJ"], forced: { suit: "H", pickUp: 13 } });
    expect(thirteen.fallbackMove(forced, 0)).toEqual({ type: "draw" });
  });
});

describe("Thirteen view", () => {
  it("shows a seat its hand, what may start a play and what may follow what", () => {
    const s = layout({ hands: [["QH", "KH", "AS", "5D"], ["3C", "4C"]], pile: ["JD"] });
    const v = thirteen.view(s, 0) as Record<string, unknown>;
    expect(v.hand).toEqual(["5D", "QH", "KH", "AS"]);
    expect(v.playable).toEqual(["QH"]);
    expect(v.follows).toEqual({ "5D": [], QH: ["KH"], KH: ["QH", "AS"], AS: [] });
    expect(v.handSizes).toEqual([4, 2]);
    expect(v.mayDraw).toBe(false);
    expect(v.mayCall).toEqual({ lastCard: false, thirteen: false });
    expect(v.top).toBe("JD");
    expect(v.turn).toBe(0);
    const other = thirteen.view(s, 1) as Record<string, unknown>;
    expect(other.playable).toEqual([]);
    const spectator = thirteen.view(s, "spectator") as Record<string, unknown>;
    expect(spectator.hand).toBeUndefined();
    expect(JSON.stringify(spectator)).not.toMatch(/QH|3C/);
    const all = thirteen.view(s, "all") as Record<string, unknown>;
    expect(all.hands).toEqual(s.hands);
  });
});
