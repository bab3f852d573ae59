/**
 * What every player may know about the face-down cards, from public information only: the
 * deck list, the cards face up now, and (memory off) every card ever turned, whose value
 * stays public after it is turned back or put away. The view and the fallback both use this,
 * so neither can lean on a value nobody has seen.
 */
import { CELLS, isFaceDown, type CalcoryState } from "./state";

/** The value every player may know for a face-down cell, or null. */
export function knownValue(s: CalcoryState, cell: number): number | null {
  const card = s.grid[cell];
  return !s.options.memory && card != null && card.seen ? card.value : null;
}

/** The cards nobody may know the place of: on face-down cells not known, and (memory on) in piles. */
export interface Unknowns {
  /** counts[v]: how many of them are of value v. */
  counts: number[];
  total: number;
}

export function unknowns(s: CalcoryState): Unknowns {
  const counts = [...s.options.deck];
  for (let c = 0; c < CELLS; c++) {
    const card = s.grid[c];
    if (card != null && (!isFaceDown(s, c) || knownValue(s, c) !== null)) counts[card.value]!--;
  }
  // Memory off, every card in a pile was seen when turned; memory on, a pile is just a count.
  if (!s.options.memory) for (const pile of s.piles) for (const v of pile) counts[v]!--;
  return { counts, total: counts.reduce((a, b) => a + b, 0) };
}

