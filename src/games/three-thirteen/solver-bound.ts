/**
 * A lower bound for the search: the cost of naturals that cannot be in any meld with the cards
 * still held and the wilds that could still be had.
 */
import type { SolverHand } from "./solver-hand";

/** At most 6 (ace high or low): pairs of positions that make a run of three with the card. */
const MAX_TRIOS = 6;
const NEAR_OFFSETS = [-2, -1, 1, 2];
const TRIO_OFFSETS = [[-2, -1], [-1, 1], [1, 2]] as const;

export class DeadwoodFloor {
  /** Per natural: the other copies of its rank. */
  private readonly sameRank: Int32Array;
  /** Per natural: those it could meld with plus one wild (its rank, or its suit two places away). */
  private readonly partners: Int32Array;
  /** Per natural: MAX_TRIOS pairs of masks; one card from each makes a run of three naturals. */
  private readonly trios: Int32Array;

  constructor(private readonly hand: SolverHand) {
    const count = hand.naturals.length;
    this.sameRank = new Int32Array(count);
    this.partners = new Int32Array(count);
    this.trios = new Int32Array(count * MAX_TRIOS * 2);
    for (let i = 0; i < count; i++) {
      this.sameRank[i] = this.sameRankOf(i);
      this.partners[i] = this.sameRank[i]! | this.nearOf(i);
      this.fillTrios(i);
    }
  }

  /**
   * Sum of the costs of the naturals (wild-rank ones aside: they can be pooled) that cannot
   * meld; the count stops once it reaches `enough`.
   */
  forcedDeadwood(mask: number, wildsLeft: number, enough: number): number {
    if (!this.hand.oneWild && wildsLeft >= 2) return 0;
    let total = 0;
    for (let rest = mask & ~this.hand.rankWildMask; rest !== 0 && total < enough; rest &= rest - 1) {
      const index = 31 - Math.clz32(rest & -rest);
      if (!this.canMeld(index, mask, wildsLeft)) total += this.hand.cost[index]!;
    }
    return total;
  }

  /** With a wild: any partner will do. Without: two more of its rank or a natural run of three. */
  private canMeld(index: number, mask: number, wildsLeft: number): boolean {
    if (wildsLeft >= 1) return (this.partners[index]! & mask) !== 0;
    if (popcount(this.sameRank[index]! & mask) >= 2) return true;
    const base = index * MAX_TRIOS * 2;
    for (let t = 0; t < MAX_TRIOS * 2; t += 2) {
      if (this.trios[base + t]! & mask && this.trios[base + t + 1]! & mask) return true;
    }
    return false;
  }

  private sameRankOf(index: number): number {
    let mask = 0;
    for (let s = 0; s < 4; s++) mask |= this.hand.copies[this.hand.rank[index]! * 4 + s]!;
    return mask & ~(1 << index);
  }

  private nearOf(index: number): number {
    let mask = 0;
    for (const position of this.positions(index)) {
      for (const offset of NEAR_OFFSETS) mask |= this.at(index, position + offset);
    }
    return mask;
  }

  private fillTrios(index: number): void {
    let at = index * MAX_TRIOS * 2;
    for (const position of this.positions(index)) {
      for (const [a, b] of TRIO_OFFSETS) {
        this.trios[at++] = this.at(index, position + a);
        this.trios[at++] = this.at(index, position + b);
      }
    }
  }

  private positions(index: number): number[] {
    return this.hand.rank[index] === 1 && this.hand.rules.acesHighOrLow ? [1, 14] : [this.hand.rank[index]!];
  }

  /** The naturals of the card's suit at a run position (none outside the board). */
  private at(index: number, position: number): number {
    const top = this.hand.rules.acesHighOrLow ? 14 : 13;
    if (position < 1 || position > top) return 0;
    return this.hand.copies[(position === 14 ? 1 : position) * 4 + this.hand.suit[index]!]!;
  }
}

export function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
