/** Building Calcory tables by hand, and playing moves on them, for the rule tests. */
import { expect } from "vitest";
import { calcory, type CalcoryMove, type CalcoryOptions, type CalcoryState, type CalcoryView } from "../../../src/games/calcory";
import type { GameEvent } from "../../../src/games/contract";
import { CELLS } from "../../../src/games/calcory/state";
import { parseOptions } from "../support/random-play";

/**
 * A table with `values` in cells 0, 1, 2, … and the rest of the standard deck after them
 * (so a test names only the cards it turns). `null` in `values` leaves a space empty.
 */
export function table(values: (number | null)[], opts: { seats?: number; turn?: number; memory?: boolean } = {}): CalcoryState {
  const options: CalcoryOptions = parseOptions(calcory, { memory: opts.memory ?? false });
  const s = calcory.setup({ options, seats: opts.seats ?? 2, seed: "table" });
  const rest = [...options.deck];
  for (const v of values) if (v !== null) rest[v]!--;
  const filler: number[] = [];
  // Large cards last, so cells a test does not name hold the deck's remainder in a fixed order.
  rest.forEach((n, v) => {
    for (let i = 0; i < n; i++) filler.push(v);
  });
  s.grid = Array.from({ length: CELLS }, (_, c) => {
    if (c < values.length) return values[c] === null ? null : { value: values[c]!, seen: false };
    const v = filler.shift();
    return v === undefined ? null : { value: v, seen: false };
  });
  s.turn = opts.turn ?? 0;
  return s;
}

/** Applies moves in order (each by the seat to act), expecting each to be accepted. */
export function play(s: CalcoryState, ...moves: CalcoryMove[]): { state: CalcoryState; events: GameEvent[] } {
  let state = s;
  const events: GameEvent[] = [];
  for (const move of moves) {
    const outcome = calcory.applyMove(state, state.turn, move);
    if (!outcome.ok) throw new Error(`refused ${JSON.stringify(move)}: ${outcome.reason}`);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}

export const flip = (cell: number): CalcoryMove => ({ type: "flip", cell });
export const stop: CalcoryMove = { type: "stop" };
export const ret = (cell: number, to: number): CalcoryMove => ({ type: "return", cell, to });

export function expectIllegal(s: CalcoryState, move: CalcoryMove, reason: RegExp, seat = s.turn): void {
  const outcome = calcory.applyMove(s, seat, move);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) {
    expect(outcome.error).toBe("illegal");
    expect(outcome.reason).toMatch(reason);
  }
}

export function viewOf(s: CalcoryState, viewer: number | "spectator" | "all" = "spectator"): CalcoryView {
  return calcory.view(s, viewer) as CalcoryView;
}

export function types(events: GameEvent[]): string[] {
  return events.map((e) => e.type);
}
