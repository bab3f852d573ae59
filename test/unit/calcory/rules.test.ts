import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { calcory, type CalcoryMove, type CalcoryOptions, type CalcoryState } from "../../../src/games/calcory";
import { logForm } from "../../../src/games/event-log";
import { describeCalcoryOptions } from "../../../src/games/calcory/options";
import { cloneState, faceDownCells } from "../../../src/games/calcory/state";
import { parseOptions, playRandomGame } from "../support/random-play";
import { expectIllegal, flip, play, ret, stop, table, types, viewOf } from "./helpers";

describe("Calcory set-up and options", () => {
  it("lays 60 cards face down, six of each value by default, and replays from the seed", () => {
    const options = parseOptions(calcory, {});
    expect(options).toEqual({ deck: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6], memory: false });
    const s = calcory.setup({ options, seats: 3, seed: "x" });
    expect(s.grid).toHaveLength(60);
    const counts = Array(10).fill(0);
    for (const c of s.grid) counts[c!.value]++;
    expect(counts).toEqual(options.deck);
    expect(faceDownCells(s)).toHaveLength(60);
    expect(calcory.toAct(s)).toEqual([s.turn]);
    expect(s.turn).toBeGreaterThanOrEqual(0);
    expect(s.turn).toBeLessThan(3);
    expect(calcory.setup({ options, seats: 3, seed: "x" })).toEqual(s);
    expect(calcory.setup({ options, seats: 3, seed: "y" }).grid).not.toEqual(s.grid);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it("takes another 60-card deck of values 0 to 9, and nothing else", () => {
    const deck = [0, 10, 10, 10, 10, 10, 10, 0, 0, 0];
    const s = calcory.setup({ options: parseOptions(calcory, { deck }), seats: 2, seed: "d" });
    expect(s.grid.filter((c) => c!.value === 0 || c!.value > 6)).toHaveLength(0);
    for (const bad of [[6, 6, 6, 6, 6, 6, 6, 6, 6, 5], [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0], [-1, 7, 6, 6, 6, 6, 6, 6, 6, 6], [5.5, 6.5, 6, 6, 6, 6, 6, 6, 6, 6]]) {
      expect(v.safeParse(calcory.optionsSchema, { deck: bad }).success).toBe(false);
    }
    expect(v.safeParse(calcory.optionsSchema, { jokers: true }).success).toBe(false);
    expect(v.safeParse(calcory.optionsSchema, { memory: "yes" }).success).toBe(false);
  });

  it("describes the options in words", () => {
    expect(describeCalcoryOptions(parseOptions(calcory, {}))).toEqual([
      "Deck: 60 cards, six each of 0 to 9.",
      expect.stringMatching(/^Memory off/),
    ]);
    const custom = describeCalcoryOptions(parseOptions(calcory, { deck: [0, 10, 10, 10, 10, 10, 10, 0, 0, 0], memory: true }));
    expect(custom[0]).toBe("Deck: 60 cards: 10 × 1, 10 × 2, 10 × 3, 10 × 4, 10 × 5, 10 × 6.");
    expect(custom[1]).toMatch(/^Memory on/);
  });

  it("is for 2 to 4 players", () => {
    expect(calcory.seats).toEqual({ min: 2, max: 4 });
    expect(() => calcory.setup({ options: parseOptions(calcory, {}), seats: 5, seed: "s" })).toThrow();
  });

  it("accepts only the three move shapes", () => {
    const ok = (m: unknown) => v.safeParse(calcory.moveSchema, m).success;
    expect(ok({ type: "flip", cell: 0 })).toBe(true);
    expect(ok({ type: "flip", cell: 59 })).toBe(true);
    expect(ok({ type: "stop" })).toBe(true);
    expect(ok({ type: "return", cell: 3, to: 4 })).toBe(true);
    expect(ok({ type: "flip", cell: 60 })).toBe(false);
    expect(ok({ type: "flip", cell: 1.5 })).toBe(false);
    expect(ok({ type: "stop", cell: 1 })).toBe(false);
    expect(ok({ type: "return", cell: 3 })).toBe(false);
    expect(ok({ type: "pass" })).toBe(false);
  });
});

describe("Calcory turns", () => {
  it("busts on a sum over 13: the cards go back face down where they were", () => {
    const s0 = table([9, 5, 2]);
    const { state, events } = play(s0, flip(0), flip(1));
    expect(types(events)).toEqual(["flip", "flip", "bust"]);
    expect(events[1]).toMatchObject({ seat: 0, cell: 1, value: 5, sum: 14 });
    expect(events[2]).toMatchObject({ type: "bust", seat: 0, cells: [0, 1], values: [9, 5], sum: 14, reason: "over" });
    expect(state.turn).toBe(1);
    expect(state.turned).toEqual([]);
    expect(state.grid[0]).toEqual({ value: 9, seen: true });
    expect(state.grid[1]).toEqual({ value: 5, seen: true });
    expect(faceDownCells(state)).toHaveLength(60);
    expect(state.piles).toEqual([[], []]);
  });

  it("busts on a second 0, even under 13; a single 0 is fine", () => {
    const s0 = table([0, 3, 0]);
    const one = play(s0, flip(0), flip(1));
    expect(types(one.events)).toEqual(["flip", "flip"]);
    expect(one.state.turn).toBe(0);
    const { state, events } = play(one.state, flip(2));
    expect(events.at(-1)).toMatchObject({ type: "bust", cells: [0, 1, 2], values: [0, 3, 0], sum: 3, reason: "two_zeros" });
    expect(state.turn).toBe(1);
  });

  it("takes exactly 13: one card goes back face down to an empty space of the player's choice", () => {
    const s0 = table([4, 0, 9, 7]);
    const hit = play(s0, flip(0), flip(1), flip(2));
    expect(types(hit.events)).toEqual(["flip", "flip", "flip", "thirteen"]);
    expect(hit.events.at(-1)).toMatchObject({ seat: 0, cells: [0, 1, 2], values: [4, 0, 9] });
    const s = hit.state;
    expect(s.turn).toBe(0);
    expect(s.pending).toEqual({ kind: "thirteen", cells: [0, 1, 2] });
    expect(viewOf(s).phase).toBe("return");
    expect(viewOf(s).pending).toEqual({ kind: "thirteen", cells: [0, 1, 2], targets: [0, 1, 2] });
    // Only returns are allowed: one of the 13's cards, to a space empty once they are lifted.
    expect(calcory.legalMoves(s, 0)).toHaveLength(9);
    expect(calcory.legalMoves(s, 0).every((m) => m.type === "return")).toBe(true);
    expect(calcory.legalMoves(s, 1)).toEqual([]);
    expectIllegal(s, stop, /13/);
    expectIllegal(s, flip(3), /13/);
    expectIllegal(s, ret(3, 0), /one of the cards that made 13/);
    expectIllegal(s, ret(0, 3), /empty space/);
    const { state, events } = play(s, ret(2, 0));
    expect(events).toEqual([
      { type: "take", seat: 0, kind: "thirteen", cells: [0, 1], values: [4, 0], returnFrom: 2, returnTo: 0, value: 9, pile: 2 },
    ]);
    expect(state.grid[0]).toEqual({ value: 9, seen: true });
    expect(state.grid[1]).toBeNull();
    expect(state.grid[2]).toBeNull();
    expect(state.piles).toEqual([[4, 0], []]);
    expect(state.turn).toBe(1);
    expect(state.pending).toBeNull();
    expect(faceDownCells(state)).toHaveLength(58);
  });

  it("may put the card back on its own space; later 13s use the spaces earlier ones left", () => {
    const s0 = table([6, 7, 5, 8]);
    const first = play(s0, flip(0), flip(1), ret(1, 1));
    expect(first.state.grid[0]).toBeNull();
    expect(first.state.grid[1]).toEqual({ value: 7, seen: true });
    const second = play(first.state, flip(2), flip(3), ret(3, 0));
    expect(second.state.grid[0]).toEqual({ value: 8, seen: true });
    expect(second.state.grid[2]).toBeNull();
    expect(second.state.grid[3]).toBeNull();
    expect(second.state.piles).toEqual([[6], [5]]);
    expect(viewOf(second.state).cells.slice(0, 4)).toEqual([{ state: "down", known: 8 }, { state: "down", known: 7 }, { state: "empty" }, { state: "empty" }]);
    expectIllegal(second.state, flip(2), /empty/);
  });

  it("may not stop before turning a card, nor turn a card twice, a marked card or another's turn", () => {
    const s0 = table([5, 6]);
    expectIllegal(s0, stop, /at least one card/);
    expect(calcory.legalMoves(s0, 0).some((m) => m.type === "stop")).toBe(false);
    expect(calcory.legalMoves(s0, 0)).toHaveLength(60);
    const one = play(s0, flip(0)).state;
    expectIllegal(one, flip(0), /already turned/);
    expect(calcory.legalMoves(one, 0)).toContainEqual(stop);
    expect(calcory.applyMove(one, 1, flip(1))).toMatchObject({ ok: false, error: "not_your_turn" });
    const marked = play(one, stop).state;
    expectIllegal(marked, flip(0), /marked/);
    expect(calcory.legalMoves(marked, 1)).toHaveLength(59);
    expectIllegal(marked, ret(1, 2), /nothing to put back/);
  });

  it("marks a stop that beats no mark; a higher sum beats it and the old cards go face down", () => {
    const s0 = table([2, 3, 6, 8]);
    const a = play(s0, flip(0), flip(1), stop);
    expect(a.events.at(-1)).toEqual({ type: "marked", seat: 0, cells: [0, 1], values: [2, 3], sum: 5 });
    expect(a.state.mark).toEqual({ seat: 0, cells: [0, 1] });
    expect(viewOf(a.state).mark).toEqual({ seat: 0, cells: [0, 1], sum: 5, count: 2 });
    expect(viewOf(a.state).cells[0]).toEqual({ state: "marked", value: 2, seat: 0 });
    const b = play(a.state, flip(2));
    expect(viewOf(b.state).stopBeatsMark).toBe(true);
    const c = play(b.state, stop);
    expect(types(c.events)).toEqual(["mark_cleared", "marked"]);
    expect(c.events[0]).toEqual({ type: "mark_cleared", seat: 0, cells: [0, 1], values: [2, 3], why: "beaten" });
    expect(c.state.mark).toEqual({ seat: 1, cells: [2] });
    expect(viewOf(c.state).cells.slice(0, 3)).toEqual([{ state: "down", known: 2 }, { state: "down", known: 3 }, { state: "marked", value: 6, seat: 1 }]);
    expect(c.state.turn).toBe(0);
    expect(c.state.pending).toBeNull();
  });

  it("beats a mark with the same sum on more cards, not on fewer", () => {
    const s0 = table([5, 1, 4, 5], { seats: 3 });
    const a = play(s0, flip(0), stop);
    const b = play(a.state, flip(1), flip(2), stop);
    expect(types(b.events)).toEqual(["flip", "flip", "mark_cleared", "marked"]);
    expect(b.state.mark).toEqual({ seat: 1, cells: [1, 2] });
    expect(faceDownCells(b.state)).not.toContain(1);
    expect(faceDownCells(b.state)).toContain(0);
    expect(b.state.turn).toBe(2);
    // Seat 2 makes the same 5 on one card: fewer cards, so the stop fails.
    const c = play(b.state, flip(3), stop);
    expect(c.events.at(-1)).toMatchObject({ type: "stop_failed", seat: 2, cells: [3], sum: 5 });
    expect(c.state.mark).toEqual({ seat: 1, cells: [1, 2] });
  });

  it("fails a stop that does not beat the mark: same sum on as many cards, or less", () => {
    const s0 = table([2, 3, 1, 4, 0, 3], { seats: 3 });
    const a = play(s0, flip(0), flip(1), stop); // 5 on two cards
    const b = play(a.state, flip(2), flip(3));
    expect(viewOf(b.state).stopBeatsMark).toBe(false);
    expect(viewOf(b.state).canStop).toBe(true);
    const failed = play(b.state, stop);
    expect(failed.events).toEqual([{ type: "stop_failed", seat: 1, cells: [2, 3], values: [1, 4], sum: 5 }]);
    expect(failed.state.mark).toEqual({ seat: 0, cells: [0, 1] });
    expect(failed.state.grid[2]).toEqual({ value: 1, seen: true });
    expect(faceDownCells(failed.state)).toHaveLength(58);
    expect(failed.state.turn).toBe(2);
    const lower = play(failed.state, flip(4), flip(5), stop); // 3 on two cards
    expect(lower.events.at(-1)).toMatchObject({ type: "stop_failed", seat: 2, sum: 3 });
    expect(lower.state.turn).toBe(0);
  });

  it("clears a standing mark when someone makes 13", () => {
    const s0 = table([2, 3, 6, 7]);
    const a = play(s0, flip(0), flip(1), stop);
    const b = play(a.state, flip(2), flip(3));
    expect(types(b.events)).toEqual(["flip", "flip", "thirteen", "mark_cleared"]);
    expect(b.events.at(-1)).toEqual({ type: "mark_cleared", seat: 0, cells: [0, 1], values: [2, 3], why: "thirteen" });
    expect(b.state.mark).toBeNull();
    expect(faceDownCells(b.state)).toEqual(Array.from({ length: 58 }, (_, i) => i + (i < 2 ? 0 : 2)));
    const c = play(b.state, ret(2, 2));
    expect(c.state.turn).toBe(0);
    expect(c.state.pending).toBeNull(); // seat 0's mark is gone: nothing to collect
  });

  it("collects a mark that survived a full round: all but one card, which goes back where the player says", () => {
    const s0 = table([3, 4, 9, 8, 5], { seats: 3 });
    const a = play(s0, flip(0), flip(1), stop); // seat 0 marks 7
    const b = play(a.state, flip(2), flip(3)); // seat 1 busts
    const c = play(b.state, flip(4), stop); // seat 2 fails with 5
    expect(c.state.turn).toBe(0);
    expect(c.state.pending).toEqual({ kind: "collect", cells: [0, 1] });
    expect(viewOf(c.state).phase).toBe("return");
    expect(calcory.legalMoves(c.state, 0)).toEqual([ret(0, 0), ret(0, 1), ret(1, 0), ret(1, 1)]);
    expectIllegal(c.state, flip(5), /mark survived/);
    expectIllegal(c.state, stop, /mark survived/);
    expectIllegal(c.state, ret(2, 0), /marked cards/);
    expectIllegal(c.state, ret(0, 2), /empty space/);
    const d = play(c.state, ret(1, 0));
    expect(d.events).toEqual([
      { type: "take", seat: 0, kind: "collect", cells: [0], values: [3], returnFrom: 1, returnTo: 0, value: 4, pile: 1 },
    ]);
    expect(d.state.mark).toBeNull();
    expect(d.state.piles).toEqual([[3], [], []]);
    expect(d.state.grid[0]).toEqual({ value: 4, seen: true });
    expect(d.state.grid[1]).toBeNull();
    expect(d.state.turn).toBe(1);
  });

  it("ends the game when a single-card mark is collected", () => {
    const s0 = table([7, 9, 6]);
    const a = play(s0, flip(0), stop);
    const b = play(a.state, flip(1), flip(2));
    expect(types(b.events)).toEqual(["flip", "flip", "bust", "take", "game_end"]);
    expect(b.events[3]).toEqual({ type: "take", seat: 0, kind: "single", cells: [0], values: [7], pile: 1 });
    expect(b.events[4]).toEqual({ type: "game_end", reason: "single_mark" });
    expect(b.state.ended).toBe("single_mark");
    expect(b.state.grid[0]).toBeNull();
    expect(calcory.toAct(b.state)).toEqual([]);
    expect(calcory.legalMoves(b.state, 0)).toEqual([]);
    expect(calcory.applyMove(b.state, 0, flip(3))).toMatchObject({ ok: false, error: "not_your_turn" });
    expect(calcory.result(b.state)).toEqual({ winners: [0], scores: [1, 0], summary: "Seat 0 wins with 1 card (a single-card mark was collected)." });
    expect(viewOf(b.state)).toMatchObject({ phase: "over", turn: null, ended: "single_mark", piles: [1, 0] });
  });

  it("ends the game when no face-down card is left to turn; ties share", () => {
    const s0 = table([5, 4]);
    for (let c = 2; c < 60; c++) s0.grid[c] = null;
    s0.piles = [[1, 2, 3], [4, 5, 6]];
    expect(calcory.result(s0)).toBeNull();
    const a = play(s0, flip(0), flip(1));
    expect(calcory.legalMoves(a.state, 0)).toEqual([stop]); // nothing left to turn: only stop
    const b = play(a.state, stop);
    expect(types(b.events)).toEqual(["marked", "game_end"]);
    expect(b.events[1]).toEqual({ type: "game_end", reason: "no_face_down" });
    expect(calcory.result(b.state)).toEqual({
      winners: [0, 1],
      scores: [3, 3],
      summary: "Seats 0 and 1 share the win with 3 cards each (no face-down card was left).",
    });
  });

  it("collects a mark even when no face-down card is left, and the game goes on", () => {
    const s0 = table([5, 4, 9, 8], { seats: 2 });
    for (let c = 4; c < 60; c++) s0.grid[c] = null;
    const a = play(s0, flip(0), flip(1), stop); // seat 0 marks 9 on two cards
    const b = play(a.state, flip(2), flip(3)); // seat 1 busts
    expect(b.state.pending).toEqual({ kind: "collect", cells: [0, 1] });
    const c = play(b.state, ret(0, 1));
    expect(c.state.ended).toBeNull();
    expect(faceDownCells(c.state)).toEqual([1, 2, 3]);
  });

  it("never changes the state it is given", () => {
    const s0 = table([2, 3, 8, 7]);
    const before = JSON.stringify(s0);
    const a = play(s0, flip(0), flip(1), stop, flip(2), flip(3));
    expect(JSON.stringify(s0)).toBe(before);
    const mid = JSON.stringify(a.state);
    calcory.applyMove(a.state, 1, ret(2, 2));
    calcory.applyMove(a.state, 1, ret(9, 9));
    calcory.view(a.state, "all");
    calcory.fallbackMove(a.state, 1);
    calcory.legalMoves(a.state, 1);
    expect(JSON.stringify(a.state)).toBe(mid);
    // The hand-made copy every move starts from is a full deep copy.
    const copy = cloneState(a.state);
    expect(copy).toEqual(structuredClone(a.state));
    copy.grid[0]!.value = 99;
    copy.mark!.cells.push(7);
    copy.piles[0]!.push(1);
    copy.rng[0] = 0;
    expect(JSON.stringify(a.state)).toBe(mid);
  });
});

describe("Calcory views and the memory option", () => {
  it("shows turned cards to everyone, never a face-down value, and all values to 'all'", () => {
    const s = play(table([8, 1]), flip(0)).state;
    for (const viewer of [0, 1, "spectator"] as const) {
      const view = viewOf(s, viewer);
      expect(view.cells[0]).toEqual({ state: "turned", value: 8 });
      expect(view.cells[1]).toEqual({ state: "down", known: null });
      expect(view.turned).toEqual([0]);
      expect(view.sum).toBe(8);
      expect(view.you).toBe(typeof viewer === "number" ? viewer : null);
    }
    const { you: _a, ...seatView } = viewOf(s, 1);
    const { you: _b, ...spectatorView } = viewOf(s, "spectator");
    expect(seatView).toEqual(spectatorView);
    expect(viewOf(s, "all").cells[1]).toEqual({ state: "down", known: null, value: 1 });
    expect(viewOf(s, "all").pileValues).toEqual([[], []]);
    expect(viewOf(s, 0).pileValues).toBeUndefined();
  });

  it("memory off: a card turned back shows its value; the log repeats it", () => {
    const { state, events } = play(table([8, 7]), flip(0), flip(1));
    expect(viewOf(state).cells.slice(0, 2)).toEqual([{ state: "down", known: 8 }, { state: "down", known: 7 }]);
    for (const e of events) expect(e.transient).toBeUndefined();
    expect(logForm(events[2]!)).toMatchObject({ values: [8, 7] });
  });

  it("memory on: nothing shows on a card turned back, and the log keeps no value, sum or bust reason", () => {
    const s0 = table([8, 7, 2, 3, 6, 7, 9, 0, 0], { memory: true, seats: 3 });
    const bust = play(s0, flip(0), flip(1));
    expect(bust.events[0]).toEqual({ type: "flip", seat: 0, cell: 0, value: 8, sum: 8, transient: ["value", "sum"] });
    expect(bust.events.map(logForm)).toEqual([
      { type: "flip", seat: 0, cell: 0 },
      { type: "flip", seat: 0, cell: 1 },
      { type: "bust", seat: 0, cells: [0, 1] },
    ]);
    expect(viewOf(bust.state).cells.slice(0, 2)).toEqual([{ state: "down", known: null }, { state: "down", known: null }]);
    expect(viewOf(bust.state, "all").cells[0]).toEqual({ state: "down", known: null, value: 8 });
    const rest = play(bust.state, flip(2), flip(3), stop, flip(4), flip(5), ret(4, 4), flip(6), flip(7), flip(8));
    expect(rest.events.map(logForm)).toEqual([
      { type: "flip", seat: 1, cell: 2 },
      { type: "flip", seat: 1, cell: 3 },
      { type: "marked", seat: 1, cells: [2, 3] },
      { type: "flip", seat: 2, cell: 4 },
      { type: "flip", seat: 2, cell: 5 },
      { type: "thirteen", seat: 2, cells: [4, 5] },
      { type: "mark_cleared", seat: 1, cells: [2, 3], why: "thirteen" },
      { type: "take", seat: 2, kind: "thirteen", cells: [5], returnFrom: 4, returnTo: 4, pile: 1 },
      { type: "flip", seat: 0, cell: 6 },
      { type: "flip", seat: 0, cell: 7 },
      { type: "flip", seat: 0, cell: 8 },
      { type: "bust", seat: 0, cells: [6, 7, 8] },
    ]);
    // Live, the same events carried everything.
    expect(rest.events[7]).toMatchObject({ values: [7], value: 6 });
    expect(rest.events.at(-1)).toMatchObject({ values: [9, 0, 0], sum: 9, reason: "two_zeros" });
    expect(viewOf(rest.state).cells.slice(2, 6)).toEqual([
      { state: "down", known: null },
      { state: "down", known: null },
      { state: "down", known: null },
      { state: "empty" },
    ]);
  });
});

describe("Calcory fallback", () => {
  it("stops when that beats the mark", () => {
    const s = play(table([4]), flip(0)).state;
    expect(calcory.fallbackMove(s, 0)).toEqual(stop);
  });

  it("turns a card first, with no public information any face-down card (the first)", () => {
    const s = table([4]);
    expect(calcory.fallbackMove(s, 0)).toEqual(flip(0));
  });

  it("memory off: prefers a known card that makes 13, then a known safe one, over the unknown", () => {
    // Seat 0 busts on 9 + 5 (both now known), seat 1 marks 12; seat 0 turns 8: the known 5 makes 13.
    const moves = [flip(0), flip(1), flip(2), flip(3), stop, flip(4)];
    const a = play(table([9, 5, 6, 6, 8]), ...moves).state;
    expect(calcory.fallbackMove(a, 0)).toEqual(flip(1));
    // Seat 0 turns 3 instead: 9 and 5 are both safe, and 9 goes furthest.
    const b = play(table([9, 5, 6, 6, 3]), ...moves).state;
    expect(calcory.fallbackMove(b, 0)).toEqual(flip(0));
    // Memory on, nothing is known: the first face-down card.
    const c = play(table([9, 5, 6, 6, 8], { memory: true }), ...moves).state;
    expect(calcory.fallbackMove(c, 0)).toEqual(flip(0));
  });

  it("stops when every card left would surely bust", () => {
    const s0 = table([9, 8]);
    for (let c = 2; c < 60; c++) s0.grid[c] = null;
    // Seat 0 busts on 9 + 8 (both now known); seat 1 turns 9 with 8 left: a sure bust.
    const s = play(s0, flip(0), flip(1), flip(0)).state;
    expect(s.turn).toBe(1);
    expect(calcory.fallbackMove(s, 1)).toEqual(stop);
  });

  it("turns again while the stop would not beat the mark", () => {
    const s = play(table([6, 2]), flip(0), stop, flip(1)).state;
    expect(calcory.fallbackMove(s, 1)).toEqual(flip(2));
  });

  it("puts back the highest card on its own space after a 13 or when collecting", () => {
    const s = play(table([4, 9]), flip(0), flip(1)).state;
    expect(calcory.fallbackMove(s, 0)).toEqual(ret(1, 1));
    const c = play(table([3, 5, 9, 8]), flip(0), flip(1), stop, flip(2), flip(3)).state;
    expect(c.pending?.kind).toBe("collect");
    expect(calcory.fallbackMove(c, 0)).toEqual(ret(1, 1));
  });
});

describe("Calcory games played by the fallback alone", () => {
  it("end, with every fallback move legal", () => {
    let cut = 0;
    for (let i = 0; i < 300; i++) {
      const seats = 2 + (i % 3);
      const r = playRandomGame<CalcoryState, CalcoryMove, CalcoryOptions>(calcory, {
        seats,
        options: { memory: i % 2 === 1 },
        seed: `fallback:${i}`,
        maxMoves: 20_000,
        choose: (s, seat) => calcory.fallbackMove(s, seat),
      });
      if (r.cut) cut++;
    }
    expect(cut).toBe(0);
  });
});
