/**
 * Shared by the Calcory property tests: how the i-th random game is set up, and the checks run
 * on every step of it. Split over several test files so that each stays well under 40 s.
 */
import { calcory, type CalcoryMove, type CalcoryOptions, type CalcoryState, type CalcoryView } from "../../../src/games/calcory";
import { logForm } from "../../../src/games/event-log";
import type { GameEvent, Viewer } from "../../../src/games/contract";
import { createRng, randomInt, shuffle, type RngState } from "../../../src/games/rng";
import { CELLS, cloneState, isFaceDown } from "../../../src/games/calcory/state";
import { playRandomGame, type Step } from "../support/random-play";

export const MAX_MOVES = 20_000;

/** Game i: 2, 3 or 4 seats; memory on for odd i; every fifth game a random 60-card deck. */
export function gameConfig(i: number): { seats: number; options: Partial<CalcoryOptions>; seed: string; fallbackShare: number } {
  const seats = 2 + (i % 3);
  const options: Partial<CalcoryOptions> = { memory: i % 2 === 1 };
  if (i % 5 === 4) {
    const rng = createRng(`deck:${i}`);
    const deck = Array(10).fill(0);
    for (let k = 0; k < 60; k++) deck[randomInt(rng, 10)]++;
    options.deck = deck;
  }
  // One game in four mixes in the fallback move, so its paths are driven too.
  return { seats, options, seed: `calcory:${i}`, fallbackShare: i % 4 === 3 ? 0.5 : 0 };
}

export function chooser(fallbackShare: number) {
  if (fallbackShare === 0) return undefined;
  return (s: CalcoryState, seat: number, legal: CalcoryMove[], rng: RngState): CalcoryMove =>
    randomInt(rng, 1000) < fallbackShare * 1000 ? calcory.fallbackMove(s, seat) : legal[randomInt(rng, legal.length)]!;
}

export function viewers(s: CalcoryState): Viewer[] {
  return [...Array.from({ length: s.seats }, (_, i) => i), "spectator"];
}

/** Plain checks, not `expect`: these run millions of times and expect costs microseconds each. */
export function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

export function checkConservation(s: CalcoryState): void {
  const counts = Array(10).fill(0);
  for (const c of s.grid) if (c) counts[c.value]++;
  for (const p of s.piles) for (const v of p) counts[v]++;
  check(counts.every((n, v) => n === s.options.deck[v]), () => `cards not conserved: ${counts} vs deck ${s.options.deck}`);
}

/** No view of a seat or spectator shows a value that was never turned; memory on, none of a face-down card. */
export function checkViews(s: CalcoryState, only?: Viewer): void {
  for (const viewer of only === undefined ? viewers(s) : [only]) {
    const view = calcory.view(s, viewer) as CalcoryView;
    check(view.pileValues === undefined, () => `${viewer} sees pile values`);
    view.cells.forEach((cell, c) => {
      const card = s.grid[c];
      const where = () => `${viewer} cell ${c}: ${JSON.stringify(cell)} for ${JSON.stringify(card)}`;
      if (cell.state === "empty") return check(card === null, where);
      check(card != null, where);
      if (cell.state === "down") {
        check(isFaceDown(s, c) && !("value" in cell), where);
        if (cell.known !== null) check(!s.options.memory && card!.seen && cell.known === card!.value, where);
      } else {
        check(!isFaceDown(s, c) && card!.seen && cell.value === card!.value, where);
      }
    });
  }
}

const LIVE_KEYS: Record<string, string[]> = {
  flip: ["type", "seat", "cell", "value", "sum"],
  bust: ["type", "seat", "cells", "values", "sum", "reason"],
  thirteen: ["type", "seat", "cells", "values"],
  marked: ["type", "seat", "cells", "values", "sum"],
  stop_failed: ["type", "seat", "cells", "values", "sum"],
  mark_cleared: ["type", "seat", "cells", "values", "why"],
  take: ["type", "seat", "kind", "cells", "values", "returnFrom", "returnTo", "value", "pile"],
  game_end: ["type", "reason"],
};

/** What the stored log keeps with memory on: where things happened, never a value. */
const MEMORY_LOG_KEYS: Record<string, string[]> = {
  flip: ["type", "seat", "cell"],
  bust: ["type", "seat", "cells"],
  thirteen: ["type", "seat", "cells"],
  marked: ["type", "seat", "cells"],
  stop_failed: ["type", "seat", "cells"],
  mark_cleared: ["type", "seat", "cells", "why"],
  take: ["type", "seat", "kind", "cells", "returnFrom", "returnTo", "pile"],
  game_end: ["type", "reason"],
};

/**
 * Every (cell, value) an event names must be a card that was already public before the move,
 * or the card this very move turned. Memory on, the stored form names no value at all.
 */
export function checkEvents(step: Step<CalcoryState, CalcoryMove>): void {
  const { before, move, events } = step;
  const flipped = move.type === "flip" ? move.cell : -1;
  for (const e of events as GameEvent[]) {
    const where = () => `event ${JSON.stringify(e)} after move ${JSON.stringify(move)}`;
    const named = (cell: number, value: unknown) => {
      const card = before.grid[cell];
      check(card != null && card.value === value && (card.seen || cell === flipped), where);
    };
    const allowed = LIVE_KEYS[e.type];
    check(allowed !== undefined && e.to === undefined, where);
    for (const k of Object.keys(e)) check(k === "transient" || allowed!.includes(k), where);
    if (typeof e.cell === "number" && "value" in e) named(e.cell, e.value);
    if (typeof e.returnFrom === "number") named(e.returnFrom, e.value);
    if (Array.isArray(e.cells) && Array.isArray(e.values)) {
      check(e.values.length === e.cells.length, where);
      (e.cells as number[]).forEach((c, k) => named(c, (e.values as number[])[k]));
    }
    if (before.options.memory) {
      const stored = Object.keys(logForm(e));
      const expected = MEMORY_LOG_KEYS[e.type]!.filter((k) => k in e);
      check(stored.length === expected.length && stored.every((k) => expected.includes(k)), () => `stored ${JSON.stringify(logForm(e))}`);
    } else {
      check(e.transient === undefined, where);
    }
  }
}

export interface Totals {
  games: number;
  moves: number;
  cut: number;
  ends: Record<string, number>;
}

/**
 * Plays games first..last-1. Every step: events checked, cards counted, and one view checked,
 * the viewer going round the seats and the spectator (every view at every step is the
 * indistinguishability test's job, on fewer games).
 */
export function playGames(first: number, last: number): Totals {
  const totals: Totals = { games: 0, moves: 0, cut: 0, ends: {} };
  for (let i = first; i < last; i++) {
    const cfg = gameConfig(i);
    const readers = [...Array.from({ length: cfg.seats }, (_, k) => k), "spectator"] as Viewer[];
    let n = i;
    const r = playRandomGame<CalcoryState, CalcoryMove, CalcoryOptions>(calcory, {
      seats: cfg.seats,
      options: cfg.options,
      seed: cfg.seed,
      maxMoves: MAX_MOVES,
      choose: chooser(cfg.fallbackShare),
      onStep: (step) => {
        checkEvents(step);
        checkConservation(step.after);
        checkViews(step.after, readers[n++ % readers.length]);
      },
    });
    totals.games++;
    totals.moves += r.moves;
    if (r.cut) {
      totals.cut++;
      continue;
    }
    const s = r.state;
    const result = calcory.result(s)!;
    const scores = s.piles.map((p) => p.length);
    check(JSON.stringify(result.scores) === JSON.stringify(scores), () => `scores ${result.scores} vs piles ${scores}`);
    const best = Math.max(...scores);
    check(JSON.stringify(result.winners) === JSON.stringify(scores.flatMap((x, seat) => (x === best ? [seat] : []))), () => `winners ${result.winners}`);
    check(calcory.toAct(s).length === 0, () => "someone to act after the end");
    totals.ends[s.ended!] = (totals.ends[s.ended!] ?? 0) + 1;
  }
  return totals;
}

/** Cells whose value no reader may know: face down and (memory off) never turned. */
export function hiddenCells(s: CalcoryState): number[] {
  const cells: number[] = [];
  for (let c = 0; c < CELLS; c++) if (isFaceDown(s, c) && (s.options.memory || !s.grid[c]!.seen)) cells.push(c);
  return cells;
}

/** A copy of `s` with the values of `cells` shuffled among themselves. */
export function permuted(s: CalcoryState, cells: number[], rng: RngState): CalcoryState {
  const copy = cloneState(s);
  const values = shuffle(rng, cells.map((c) => s.grid[c]!.value));
  cells.forEach((c, k) => (copy.grid[c]!.value = values[k]!));
  return copy;
}

/**
 * Indistinguishability: at every step, shuffle the values of the hidden cells (all face-down
 * cells with memory on; those never turned with memory off), except the card the move turns.
 * Every seat's and the spectator's view, the legal moves and the fallback must not change, and
 * the same move must give the same events and the same views after it.
 */
export function playIndistinguishable(first: number, last: number): Totals & { permutations: number } {
  const totals = { games: 0, moves: 0, cut: 0, ends: {} as Record<string, number>, permutations: 0 };
  const rng = createRng(`permute:${first}`);
  const views = (s: CalcoryState) => JSON.stringify(viewers(s).map((v) => calcory.view(s, v)));
  for (let i = first; i < last; i++) {
    const cfg = gameConfig(i);
    let afterViews: string | null = null; // the previous step's "after" is this step's "before"
    const r = playRandomGame<CalcoryState, CalcoryMove, CalcoryOptions>(calcory, {
      seats: cfg.seats,
      options: cfg.options,
      seed: cfg.seed,
      maxMoves: MAX_MOVES,
      choose: chooser(cfg.fallbackShare),
      onStep: ({ before, seat, move, after, events }) => {
        const beforeViews = afterViews ?? views(before);
        afterViews = null;
        const hidden = hiddenCells(before).filter((c) => !(move.type === "flip" && move.cell === c));
        if (hidden.length < 2) return;
        const other = permuted(before, hidden, rng);
        totals.permutations++;
        const where = () => `game ${i}, move ${JSON.stringify(move)} by ${seat}, hidden ${hidden.length}`;
        check(views(other) === beforeViews, () => `views differ before: ${where()}`);
        check(JSON.stringify(calcory.legalMoves(other, seat)) === JSON.stringify(calcory.legalMoves(before, seat)), () => `legal moves differ: ${where()}`);
        check(JSON.stringify(calcory.fallbackMove(other, seat)) === JSON.stringify(calcory.fallbackMove(before, seat)), () => `fallback differs: ${where()}`);
        const outcome = calcory.applyMove(other, seat, move);
        check(outcome.ok, () => `refused on the permuted table: ${where()}`);
        if (!outcome.ok) return;
        check(JSON.stringify(outcome.events) === JSON.stringify(events), () => `events differ: ${where()}`);
        afterViews = views(after);
        check(views(outcome.state) === afterViews, () => `views differ after: ${where()}`);
        check(JSON.stringify(calcory.result(outcome.state)) === JSON.stringify(calcory.result(after)), () => `results differ: ${where()}`);
      },
    });
    totals.games++;
    totals.moves += r.moves;
    if (r.cut) totals.cut++;
    else totals.ends[r.state.ended!] = (totals.ends[r.state.ended!] ?? 0) + 1;
  }
  return totals;
}
