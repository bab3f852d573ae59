/**
 * Applying one Calcory move. A turn is many moves: each flip is its own move, and a 13 or a
 * collection waits for the player's "return". Busts, 13s, the start of the next turn (with its
 * automatic single-card collection) and the end of the game all happen inside the move that
 * causes them.
 */
import type { GameEvent, MoveOutcome, Seat } from "../contract";
import { event } from "./events";
import type { CalcoryMove } from "./moves";
import {
  beatsMark,
  CELLS,
  cloneState,
  faceDownCells,
  isMarked,
  sumOf,
  TARGET,
  zerosOf,
  type CalcoryState,
} from "./state";

type Outcome = MoveOutcome<CalcoryState>;

function illegal(reason: string): Outcome {
  return { ok: false, error: "illegal", reason };
}

function isCell(x: unknown): x is number {
  return typeof x === "number" && Number.isInteger(x) && x >= 0 && x < CELLS;
}

export function applyCalcoryMove(state: CalcoryState, seat: Seat, move: CalcoryMove): Outcome {
  if (state.ended !== null) return { ok: false, error: "not_your_turn", reason: "The game is over." };
  if (seat !== state.turn) return { ok: false, error: "not_your_turn", reason: "It is not your turn." };
  switch (move?.type) {
    case "flip":
      return flip(state, seat, move.cell);
    case "stop":
      return stop(state, seat);
    case "return":
      return returnCard(state, seat, move.cell, move.to);
    default:
      return illegal("That is not a Calcory move.");
  }
}

function pendingReason(state: CalcoryState): string {
  return state.pending!.kind === "thirteen"
    ? "You made 13: first put one of those cards back face down on an empty space."
    : "Your mark survived a full round: collect it by putting one of its cards back face down on an empty space.";
}

function flip(state: CalcoryState, seat: Seat, cell: number): Outcome {
  if (state.pending !== null) return illegal(pendingReason(state));
  if (!isCell(cell)) return illegal("There is no such space on the table.");
  if (state.grid[cell] == null) return illegal("That space is empty.");
  if (isMarked(state, cell)) return illegal("That card is marked; only face-down cards may be turned.");
  if (state.turned.includes(cell)) return illegal("You have already turned that card this turn.");
  const s = cloneState(state);
  const card = s.grid[cell]!;
  card.seen = true;
  s.turned.push(cell);
  const sum = sumOf(s, s.turned);
  const events: GameEvent[] = [event(s, { type: "flip", seat, cell, value: card.value, sum }, ["value", "sum"])];
  const zeros = zerosOf(s, s.turned);
  if (sum > TARGET || zeros >= 2) {
    const cells = s.turned;
    const reason = sum > TARGET ? "over" : "two_zeros";
    events.push(event(s, { type: "bust", seat, cells: [...cells], values: cells.map((c) => s.grid[c]!.value), sum, reason }, ["values", "sum", "reason"]));
    s.turned = [];
    nextTurn(s, events);
  } else if (sum === TARGET) {
    const cells = [...s.turned];
    events.push(event(s, { type: "thirteen", seat, cells: [...cells], values: cells.map((c) => s.grid[c]!.value) }, ["values"]));
    if (s.mark !== null) {
      events.push(markCleared(s, "thirteen"));
      s.mark = null;
    }
    s.pending = { kind: "thirteen", cells };
  }
  return { ok: true, state: s, events };
}

function stop(state: CalcoryState, seat: Seat): Outcome {
  if (state.pending !== null) return illegal(pendingReason(state));
  if (state.turned.length === 0) return illegal("Turn at least one card before stopping.");
  const s = cloneState(state);
  const cells = s.turned;
  const sum = sumOf(s, cells);
  const values = cells.map((c) => s.grid[c]!.value);
  const events: GameEvent[] = [];
  if (beatsMark(s, sum, cells.length)) {
    if (s.mark !== null) events.push(markCleared(s, "beaten"));
    s.mark = { seat, cells };
    events.push(event(s, { type: "marked", seat, cells: [...cells], values, sum }, ["values", "sum"]));
  } else {
    events.push(event(s, { type: "stop_failed", seat, cells: [...cells], values, sum }, ["values", "sum"]));
  }
  s.turned = [];
  nextTurn(s, events);
  return { ok: true, state: s, events };
}

function returnCard(state: CalcoryState, seat: Seat, cell: number, to: number): Outcome {
  const pending = state.pending;
  if (pending === null) return illegal("There is nothing to put back now; a card goes back only after a 13 or when collecting a mark.");
  if (!isCell(cell) || !pending.cells.includes(cell)) {
    return illegal(pending.kind === "thirteen" ? "Put back one of the cards that made 13." : "Put back one of your marked cards.");
  }
  if (!isCell(to) || !(state.grid[to] === null || pending.cells.includes(to))) return illegal("The card must go to an empty space.");
  const s = cloneState(state);
  const value = s.grid[cell]!.value;
  const keptCells = pending.cells.filter((c) => c !== cell);
  const kept = keptCells.map((c) => s.grid[c]!.value);
  for (const c of pending.cells) s.grid[c] = null;
  s.grid[to] = { value, seen: true };
  s.piles[seat]!.push(...kept);
  if (pending.kind === "collect") s.mark = null;
  else s.turned = [];
  s.pending = null;
  const events: GameEvent[] = [
    event(
      s,
      { type: "take", seat, kind: pending.kind, cells: keptCells, values: kept, returnFrom: cell, returnTo: to, value, pile: s.piles[seat]!.length },
      ["values", "value"],
    ),
  ];
  nextTurn(s, events);
  return { ok: true, state: s, events };
}

function markCleared(s: CalcoryState, why: "thirteen" | "beaten"): GameEvent {
  const m = s.mark!;
  return event(s, { type: "mark_cleared", seat: m.seat, cells: [...m.cells], values: m.cells.map((c) => s.grid[c]!.value), why }, ["values"]);
}

/**
 * Passes the turn on. A seat whose mark survived the round collects it: a single card is
 * taken at once and ends the game; a larger mark waits for its "return". A seat that would
 * have to turn cards when none lies face down ends the game.
 */
function nextTurn(s: CalcoryState, events: GameEvent[]): void {
  const seat = (s.turn + 1) % s.seats;
  s.turn = seat;
  s.turned = [];
  const mark = s.mark;
  if (mark !== null && mark.seat === seat) {
    if (mark.cells.length === 1) {
      const cell = mark.cells[0]!;
      const value = s.grid[cell]!.value;
      s.grid[cell] = null;
      s.piles[seat]!.push(value);
      s.mark = null;
      events.push(event(s, { type: "take", seat, kind: "single", cells: [cell], values: [value], pile: s.piles[seat]!.length }, ["values"]));
      end(s, "single_mark", events);
    } else {
      s.pending = { kind: "collect", cells: [...mark.cells] };
    }
  } else if (faceDownCells(s).length === 0) {
    end(s, "no_face_down", events);
  }
}

function end(s: CalcoryState, reason: "single_mark" | "no_face_down", events: GameEvent[]): void {
  s.ended = reason;
  events.push({ type: "game_end", reason });
}
