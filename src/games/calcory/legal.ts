/** The moves a seat may make now, and the move made for a seat that ran out of time. */
import type { Seat } from "../contract";
import { knownValue, unknowns } from "./knowledge";
import type { CalcoryMove } from "./moves";
import { beatsMark, faceDownCells, returnTargets, sumOf, TARGET, zerosOf, type CalcoryState } from "./state";

export function calcoryLegalMoves(s: CalcoryState, seat: Seat): CalcoryMove[] {
  if (s.ended !== null || seat !== s.turn) return [];
  if (s.pending !== null) {
    const targets = returnTargets(s);
    return s.pending.cells.flatMap((cell) => targets.map((to): CalcoryMove => ({ type: "return", cell, to })));
  }
  const moves: CalcoryMove[] = faceDownCells(s).map((cell) => ({ type: "flip", cell }));
  if (s.turned.length > 0) moves.push({ type: "stop" });
  return moves;
}

interface Chance {
  /** Chance of not going bust (a 13 counts as safe). */
  safe: number;
  /** Chance of making exactly 13. */
  thirteen: number;
  /** Mean value when safe: more progress towards beating the mark. */
  mean: number;
}

function isSafe(value: number, sum: number, zeros: number): boolean {
  return sum + value <= TARGET && !(value === 0 && zeros > 0);
}

function chanceOfKnown(value: number, sum: number, zeros: number): Chance {
  const safe = isSafe(value, sum, zeros);
  return { safe: safe ? 1 : 0, thirteen: sum + value === TARGET ? 1 : 0, mean: safe ? value : 0 };
}

function chanceOfUnknown(counts: number[], total: number, sum: number, zeros: number): Chance {
  if (total <= 0) return { safe: 0, thirteen: 0, mean: 0 };
  let safe = 0;
  let weighted = 0;
  counts.forEach((n, value) => {
    if (n > 0 && isSafe(value, sum, zeros)) {
      safe += n;
      weighted += n * value;
    }
  });
  const thirteen = TARGET - sum >= 0 && TARGET - sum <= 9 && isSafe(TARGET - sum, sum, zeros) ? (counts[TARGET - sum] ?? 0) : 0;
  return { safe: safe / total, thirteen: thirteen / total, mean: safe > 0 ? weighted / safe : 0 };
}

function better(a: Chance, b: Chance): boolean {
  if (a.safe !== b.safe) return a.safe > b.safe;
  if (a.thirteen !== b.thirteen) return a.thirteen > b.thirteen;
  return a.mean > b.mean;
}

/**
 * Stop if that beats the mark; else turn the card with the best chance of not going bust
 * (then of making 13, then of the most progress), judged on public information only; else stop.
 * A 13 or a collection puts back the highest card on its own space.
 */
export function calcoryFallback(s: CalcoryState, _seat: Seat): CalcoryMove {
  if (s.pending !== null) {
    let best = s.pending.cells[0]!;
    for (const c of s.pending.cells) if (s.grid[c]!.value > s.grid[best]!.value) best = c;
    return { type: "return", cell: best, to: best };
  }
  const sum = sumOf(s, s.turned);
  const zeros = zerosOf(s, s.turned);
  if (s.turned.length > 0 && beatsMark(s, sum, s.turned.length)) return { type: "stop" };
  const pool = unknowns(s);
  const unknownChance = chanceOfUnknown(pool.counts, pool.total, sum, zeros);
  let bestCell = -1;
  let bestChance: Chance | null = null;
  for (const cell of faceDownCells(s)) {
    const known = knownValue(s, cell);
    const chance = known === null ? unknownChance : chanceOfKnown(known, sum, zeros);
    if (bestChance === null || better(chance, bestChance)) {
      bestCell = cell;
      bestChance = chance;
    }
  }
  if (bestChance === null || (bestChance.safe === 0 && s.turned.length > 0)) return { type: "stop" };
  return { type: "flip", cell: bestCell };
}
