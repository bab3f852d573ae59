/** Each action card, Yoink and Share with 2, 3 and 4 players, and the rule against going out on one. */
import { describe, expect, it } from "vitest";
import { better13, type Better13State } from "../../../src/games/better-13";
import type { Card } from "../../../src/games/better-13/cards";
import type { GameEvent } from "../../../src/games/contract";
import { makeState, play, refuse } from "./helpers";

const counts = (s: Better13State) => s.hands.map((h) => h.length);
const cardsIn = (e: GameEvent) => [...(typeof e.card === "string" ? [e.card] : []), ...(Array.isArray(e.cards) ? (e.cards as string[]) : [])];

describe("Yoink", () => {
  for (const seats of [2, 3, 4]) {
    it(`takes a random card from the chosen player, known only to the two of them (${seats} players)`, () => {
      const hands: Card[][] = [["yoink", "1"], ["2", "3", "4", "5"], ["6", "6"], ["1", "2"]].slice(0, seats) as Card[][];
      const target = seats - 1;
      const seen = new Set<string>();
      for (let i = 0; i < 40; i++) {
        const s = { ...makeState({ hands, turn: 0 }), rng: makeState({ hands }).rng.map((x, k) => (x + i * (k + 1)) >>> 0) as Better13State["rng"] };
        const { state, events } = play(s, 0, { type: "action", card: "yoink", target });
        const taken = events.find((e) => e.type === "yoink_card")!.card as Card;
        expect([...state.hands[0]!].sort()).toEqual(["1", taken].sort());
        seen.add(taken);
        expect(state.hands[0]).toHaveLength(2);
        expect(state.hands[target]).toHaveLength(hands[target]!.length - 1);
        expect([...state.hands[target]!, taken].sort()).toEqual([...hands[target]!].sort());
        expect(state.discard).toEqual(["yoink"]);
        expect(state.turn).toBe(0);
        expect(events).toContainEqual({ type: "action", seat: 0, card: "yoink", target });
        const priv = events.filter((e) => e.to);
        expect(priv).toEqual([{ type: "yoink_card", to: [0, target], by: 0, from: target, card: taken }]);
        for (const e of events.filter((e) => !e.to)) expect(cardsIn(e).filter((c) => c !== "yoink")).toEqual([]);
      }
      expect(seen.size).toBe(new Set(hands[target]).size); // every card of the victim can be taken
    });
  }

  it("lists one move per other player holding cards, and refuses yourself, empty hands and unknown seats", () => {
    const s = makeState({ hands: [["yoink", "1"], [], ["3"], ["4"]], turn: 0 });
    expect(better13.legalMoves(s, 0).filter((m) => m.type === "action")).toEqual([
      { type: "action", card: "yoink", target: 2 },
      { type: "action", card: "yoink", target: 3 },
    ]);
    expect(refuse(s, 0, { type: "action", card: "yoink", target: 0 })).toMatch(/yourself/);
    expect(refuse(s, 0, { type: "action", card: "yoink", target: 1 })).toMatch(/no cards/);
    refuse(makeState({ hands: [["yoink", "1"], ["2"]] }), 0, { type: "action", card: "yoink", target: 3 });
  });

  it("may take the victim's last card: they are not a winner and must pass on their turn", () => {
    const { state } = play(makeState({ hands: [["yoink", "1", "1"], ["6"]], deck: ["2"], turn: 0 }), 0, { type: "action", card: "yoink", target: 1 });
    expect(state.hands[1]).toEqual([]);
    expect(state.over).toBe(false);
    const next = play(state, 0, { type: "play", cards: ["1", "1"] }).state;
    expect(better13.legalMoves(next, 1)).toEqual([{ type: "pass" }]);
  });
});

describe("Twister", () => {
  for (const seats of [2, 3, 4]) {
    it(`passes every hand to the player on the left (${seats} players)`, () => {
      const hands: Card[][] = [["twister", "1", "1"], ["2"], ["3", "3", "3"], ["4", "4"]].slice(0, seats) as Card[][];
      const { state, events } = play(makeState({ hands, turn: 0 }), 0, { type: "action", card: "twister" });
      const after = [["1", "1"], ...hands.slice(1)];
      for (let i = 0; i < seats; i++) expect(state.hands[(i + 1) % seats]).toEqual(after[i]);
      expect(state.turn).toBe(0);
      expect(events.filter((e) => !e.to)).toEqual([{ type: "action", seat: 0, card: "twister" }]);
      for (const e of events.filter((e) => e.to)) {
        expect(e.type).toBe("hand_passed");
        expect(e.to).toEqual([e.from as number, e.receiver as number].sort());
        expect(e.receiver).toBe(((e.from as number) + 1) % seats);
      }
    });
  }

  it("can leave the player with no cards (no win): they must pass", () => {
    const { state } = play(makeState({ hands: [["twister", "5"], ["3"], []], deck: ["6"], turn: 0 }), 0, { type: "action", card: "twister" });
    expect(state.hands).toEqual([[], ["5"], ["3"]]);
    expect(state.over).toBe(false);
    expect(better13.legalMoves(state, 0)).toEqual([{ type: "pass" }]);
  });
});

describe("Share", () => {
  for (const seats of [2, 3, 4]) {
    it(`every player secretly chooses a card, all pass left at once (${seats} players)`, () => {
      const hands: Card[][] = [["share", "1", "2"], ["3", "3"], ["4", "flip"], ["5", "6"]].slice(0, seats) as Card[][];
      let { state, events } = play(makeState({ hands, turn: 0 }), 0, { type: "action", card: "share" });
      const everyone = [...Array(seats).keys()];
      expect(better13.toAct(state)).toEqual(everyone);
      expect(events).toEqual([
        { type: "action", seat: 0, card: "share" },
        { type: "share_started", by: 0, awaiting: everyone },
      ]);
      // choices out of order; only share moves are possible meanwhile
      const choice: Card[] = ["2", "3", "flip", "6"];
      expect(refuse(state, 0, { type: "pass" })).toMatch(/Share/);
      expect(refuse(state, 0, { type: "play", cards: ["1"] })).toMatch(/Share/);
      expect(better13.legalMoves(state, 1)).toEqual([{ type: "share", card: "3" }]);
      const all: GameEvent[] = [];
      for (const seat of [...everyone].reverse()) {
        expect(better13.toAct(state)).toContain(seat);
        ({ state, events } = play(state, seat, { type: "share", card: choice[seat]! }));
        all.push(...events);
        if (state.share) expect(better13.toAct(state)).not.toContain(seat);
        if (seat !== 0) {
          expect(refuse(state, seat, { type: "share", card: hands[seat]![0]! }, "not_your_turn")).toMatch(/already chosen/);
          expect(state.hands).toEqual(hands.map((h, i) => (i === 0 ? ["1", "2"] : h))); // nothing moves until all have chosen
        }
      }
      expect(state.share).toBeNull();
      expect(better13.toAct(state)).toEqual([0]);
      for (let i = 0; i < seats; i++) {
        const kept = (i === 0 ? ["1", "2"] : hands[i]!).filter((_c, k, h) => k !== h.indexOf(choice[i]!));
        const got = choice[(i - 1 + seats) % seats]!;
        expect([...state.hands[i]!].sort()).toEqual([...kept, got].sort());
      }
      // public events say who chose, never what; each card is told only to its giver and receiver
      for (const e of all.filter((e) => !e.to)) expect(cardsIn(e)).toEqual([]);
      const priv = all.filter((e) => e.to);
      expect(priv).toHaveLength(seats);
      for (const e of priv) {
        expect(e.type).toBe("share_card");
        expect(e.card).toBe(choice[e.from as number]);
        expect(e.receiver).toBe(((e.from as number) + 1) % seats);
        expect(e.to).toEqual([...new Set([e.from as number, e.receiver as number])].sort());
      }
    });
  }

  it("a seat with no card is not awaited and passes nothing; the next seat still gives", () => {
    let { state } = play(makeState({ hands: [["share", "1"], [], ["3"]], turn: 0 }), 0, { type: "action", card: "share" });
    expect(better13.toAct(state)).toEqual([0, 2]);
    expect(better13.legalMoves(state, 1)).toEqual([]);
    expect(refuse(state, 1, { type: "share", card: "1" }, "not_your_turn")).toMatch(/no card/);
    state = play(state, 2, { type: "share", card: "3" }).state;
    state = play(state, 0, { type: "share", card: "1" }).state;
    expect(state.hands).toEqual([["3"], ["1"], []]);
    expect(state.over).toBe(false); // seat 2 gave its last card: no win
  });

  it("refuses a card the seat does not hold, and a share move when no Share is going on", () => {
    const { state } = play(makeState({ hands: [["share", "1"], ["3"]], turn: 0 }), 0, { type: "action", card: "share" });
    expect(refuse(state, 1, { type: "share", card: "4" })).toMatch(/do not hold/);
    expect(refuse(makeState({ hands: [["1"], ["3"]] }), 0, { type: "share", card: "1" })).toMatch(/no Share/);
  });

  it("the player's turn goes on afterwards", () => {
    let { state } = play(makeState({ hands: [["share", "1", "1", "flip"], ["3"]], turn: 0 }), 0, { type: "action", card: "share" });
    state = play(state, 0, { type: "share", card: "flip" }).state;
    state = play(state, 1, { type: "share", card: "3" }).state;
    expect(state.turn).toBe(0);
    expect(better13.legalMoves(state, 0)).toContainEqual({ type: "play", cards: ["1", "1"] });
  });
});

describe("Reset", () => {
  it("discards the cards in play and the player leads", () => {
    const s = makeState({ hands: [["reset", "1"], ["3"]], count: { cards: ["6", "6", "6"], by: 1 }, under: ["2"], passed: [], turn: 0 });
    expect(better13.legalMoves(s, 0)).toEqual([{ type: "action", card: "reset" }, { type: "pass" }]);
    const { state, events } = play(s, 0, { type: "action", card: "reset" });
    expect(state.count).toBeNull();
    expect(state.inPlay).toEqual([]);
    expect(state.discard).toEqual(["reset", "2", "6", "6", "6"]);
    expect(state.turn).toBe(0);
    expect(events).toContainEqual({ type: "count_cleared", reason: "reset", seat: 0, cards: ["2", "6", "6", "6"] });
    expect(better13.legalMoves(state, 0)).toContainEqual({ type: "play", cards: ["1"] });
  });

  it("is allowed with no count", () => {
    const { state } = play(makeState({ hands: [["reset", "1"], ["3"]], turn: 0 }), 0, { type: "action", card: "reset" });
    expect(state.hands[0]).toEqual(["1"]);
    expect(state.discard).toEqual(["reset"]);
  });
});

describe("Plenty", () => {
  it("every player draws one, starting with the player", () => {
    const s = makeState({ hands: [["3"], ["plenty", "1"], ["2"]], deck: ["4", "5", "6"], turn: 1 });
    const { state, events } = play(s, 1, { type: "action", card: "plenty" });
    expect(state.hands).toEqual([["3", "4"], ["1", "6"], ["2", "5"]]);
    expect(events.filter((e) => e.type === "draw").map((e) => e.seat)).toEqual([1, 2, 0]);
    expect(state.turn).toBe(1);
  });

  it("rebuilds the deck from the discards when it runs out midway (Plenty itself is discarded first)", () => {
    const s = makeState({ hands: [["plenty", "1"], ["2"]], deck: ["6"], discard: [], turn: 0 });
    const { state, events } = play(s, 0, { type: "action", card: "plenty" });
    expect(state.hands).toEqual([["1", "6"], ["2", "plenty"]]);
    expect(events).toContainEqual({ type: "reshuffle", cards: 1 });
  });
});

describe("Flip", () => {
  it("reverses the ladder; the count stays and is judged anew", () => {
    const s = makeState({ hands: [["flip", "3", "4"], ["1"]], count: { cards: ["5", "5"], by: 1 }, turn: 0 });
    expect(better13.legalMoves(s, 0).filter((m) => m.type === "play")).toEqual([]);
    const { state, events } = play(s, 0, { type: "action", card: "flip" });
    expect(state.flipped).toBe(true);
    expect(state.count?.cards).toEqual(["5", "5"]);
    expect(events).toContainEqual({ type: "flip", flipped: true });
    expect(better13.legalMoves(state, 0).filter((m) => m.type === "play")).toEqual([
      { type: "play", cards: ["3"] },
      { type: "play", cards: ["4"] },
    ]);
  });

  it("is allowed with no count, and a second Flip turns the ladder back", () => {
    let s = makeState({ hands: [["flip", "3", "4"], ["1"]], turn: 0, flipped: true });
    s = play(s, 0, { type: "action", card: "flip" }).state;
    expect(s.flipped).toBe(false);
  });

  it("a flipped ladder makes a single 1 count already on the table unbeatable, with no draws", () => {
    let s = makeState({ hands: [["flip", "2", "3"], ["4"]], count: { cards: ["1"], by: 1 }, deck: ["5", "5"], turn: 0 });
    s = play(s, 0, { type: "action", card: "flip" }).state;
    expect(better13.legalMoves(s, 0)).toEqual([{ type: "pass" }]);
    s = play(s, 0, { type: "pass" }).state;
    expect(s.count).toBeNull();
    expect(s.turn).toBe(1);
    expect(s.hands[1]).toEqual(["4"]);
  });
});

describe("going out on an action card", () => {
  for (const card of ["yoink", "twister", "share", "reset", "plenty", "flip"] as const) {
    it(`${card} may not be played as the last card; the player must pass`, () => {
      const s = makeState({ hands: [[card], ["1", "2"]], deck: ["3"], turn: 0 });
      expect(better13.legalMoves(s, 0)).toEqual([{ type: "pass" }]);
      const move = card === "yoink" ? ({ type: "action", card, target: 1 } as const) : ({ type: "action", card } as const);
      expect(refuse(s, 0, move)).toMatch(/last card/);
      const { state } = play(s, 0, { type: "pass" });
      expect(state.hands[0]).toEqual(["3", card]);
    });
  }

  it("with two action cards one may be played, then the other must stay", () => {
    let s = makeState({ hands: [["flip", "reset"], ["1"]], deck: ["3"], turn: 0 });
    expect(better13.legalMoves(s, 0)).toEqual([{ type: "action", card: "reset" }, { type: "action", card: "flip" }, { type: "pass" }]);
    s = play(s, 0, { type: "action", card: "flip" }).state;
    expect(better13.legalMoves(s, 0)).toEqual([{ type: "pass" }]);
  });

  it("refuses an action card the player does not hold", () => {
    expect(refuse(makeState({ hands: [["1", "2"], ["3"]], turn: 0 }), 0, { type: "action", card: "flip" })).toMatch(/do not hold/);
  });

  it("a count whose player was emptied by others stays until everyone else has passed", () => {
    // seat 1 played the count, seat 2 passed, and seat 0 takes seat 1's last card with a Yoink
    let s = makeState({ hands: [["yoink", "2", "2"], ["4"], ["1"]], count: { cards: ["6"], by: 1 }, passed: [2], deck: ["5", "5", "5", "5"], turn: 0 });
    s = play(s, 0, { type: "action", card: "yoink", target: 1 }).state;
    expect(s.hands[1]).toEqual([]);
    expect(s.over).toBe(false);
    expect(s.count?.by).toBe(1);
    s = play(s, 0, { type: "pass" }).state;
    expect(s.count).toBeNull();
    expect(s.turn).toBe(1);
    expect(better13.legalMoves(s, 1)).toEqual([{ type: "pass" }]);
    expect(s.over).toBe(false);
  });
});

describe("counts during actions", () => {
  it("hand counts follow each action", () => {
    const s = makeState({ hands: [["plenty", "twister", "1"], ["2"], ["3", "3"]], deck: ["4", "4", "4"], turn: 0 });
    const a = play(s, 0, { type: "action", card: "plenty" }).state;
    expect(counts(a)).toEqual([3, 2, 3]);
    const b = play(a, 0, { type: "action", card: "twister" }).state;
    expect(counts(b)).toEqual([3, 2, 2]);
  });
});
