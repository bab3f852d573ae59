/**
 * What a reader sees. Everything face up is public; a face-down card shows nothing, except
 * (memory off) the value it showed when it was last turned. Seats and spectators see the same
 * table; "all" (after the game, for replay) adds every face-down value and the piles' cards.
 */
import type { Seat, Viewer } from "../contract";
import { knownValue } from "./knowledge";
import { beatsMark, CELLS, COLS, faceDownCells, returnTargets, ROWS, sumOf, zerosOf, type CalcoryState, type EndReason } from "./state";

export type CellView =
  | { state: "empty" }
  | { state: "down"; known: number | null; value?: number }
  | { state: "turned"; value: number }
  | { state: "marked"; value: number; seat: Seat };

export interface CalcoryView {
  game: "calcory";
  rows: number;
  cols: number;
  /** The seat looking, or null for a spectator and for "all". */
  you: Seat | null;
  seats: number;
  memory: boolean;
  deck: number[];
  /** 60 cells, row by row: cell = row * 10 + column. */
  cells: CellView[];
  /** Whose turn it is; null when the game is over. */
  turn: Seat | null;
  /** "flip": turning cards (or stopping); "return": a card must go back; "over". */
  phase: "flip" | "return" | "over";
  /** Cells turned this turn, in order, and their sum and number of zeros. */
  turned: number[];
  sum: number;
  zeros: number;
  mark: { seat: Seat; cells: number[]; sum: number; count: number } | null;
  /** Whether a stop is allowed now, and whether it would beat the standing mark. */
  canStop: boolean;
  stopBeatsMark: boolean;
  /** The return owed: the cards being taken and the empty spaces one of them may go to. */
  pending: { kind: "thirteen" | "collect"; cells: number[]; targets: number[] } | null;
  /** Cards in each seat's pile (the score). */
  piles: number[];
  faceDown: number;
  ended: EndReason | null;
  /** Only for "all": the cards in each pile. */
  pileValues?: number[][];
}

export function calcoryView(s: CalcoryState, viewer: Viewer): CalcoryView {
  const all = viewer === "all";
  const turned = new Set(s.turned);
  const cells: CellView[] = [];
  for (let c = 0; c < CELLS; c++) {
    const card = s.grid[c];
    if (card == null) cells.push({ state: "empty" });
    else if (s.mark !== null && s.mark.cells.includes(c)) cells.push({ state: "marked", value: card.value, seat: s.mark.seat });
    else if (turned.has(c)) cells.push({ state: "turned", value: card.value });
    else if (all) cells.push({ state: "down", known: knownValue(s, c), value: card.value });
    else cells.push({ state: "down", known: knownValue(s, c) });
  }
  const over = s.ended !== null;
  const sum = sumOf(s, s.turned);
  const canStop = !over && s.pending === null && s.turned.length > 0;
  const view: CalcoryView = {
    game: "calcory",
    rows: ROWS,
    cols: COLS,
    you: typeof viewer === "number" ? viewer : null,
    seats: s.seats,
    memory: s.options.memory,
    deck: [...s.options.deck],
    cells,
    turn: over ? null : s.turn,
    phase: over ? "over" : s.pending !== null ? "return" : "flip",
    turned: [...s.turned],
    sum,
    zeros: zerosOf(s, s.turned),
    mark: s.mark === null ? null : { seat: s.mark.seat, cells: [...s.mark.cells], sum: sumOf(s, s.mark.cells), count: s.mark.cells.length },
    canStop,
    stopBeatsMark: canStop && beatsMark(s, sum, s.turned.length),
    pending: s.pending === null ? null : { kind: s.pending.kind, cells: [...s.pending.cells], targets: returnTargets(s) },
    piles: s.piles.map((p) => p.length),
    faceDown: faceDownCells(s).length,
    ended: s.ended,
  };
  if (all) view.pileValues = s.piles.map((p) => [...p]);
  return view;
}
