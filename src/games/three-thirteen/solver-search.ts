/**
 * The exact search behind bestArrangement. It always settles the lowest remaining natural card
 * (by rank, then suit): left in hand, in a set of its rank, or as the lowest natural of a run
 * (an ace also as the top of Q-K-A style runs when aces may be high). Melds take only the wilds
 * they need (gaps, and filling up to three cards); the wilds left over at the end are added to
 * melds that can take them (`capacity`), or form a meld of their own, or stay in hand.
 *
 * Runs never need more than 5 positions: a longer run splits into two runs of 3+ cards with the
 * same cards, no extra wild, and at least as much room for spare wilds. And without maxOneWild a
 * meld with a single natural card is best taken as a set, whose room for wilds is unlimited.
 * So the cards still held form a suffix of the sorted hand plus a few cards close above it, and
 * memoising on (remaining cards, wilds used, capacity, skipped wild-rank cards) stays small.
 */
import type { SolverHand } from "./solver-hand";

export const LEAVE = 0;
export const SET = 1;
export const RUN = 2;

export interface Move {
  kind: typeof LEAVE | typeof SET | typeof RUN;
  /** Mask of the naturals the move takes. */
  cards: number;
  /** Wild cards the meld needs. */
  wilds: number;
  /** Run positions of its lowest and highest natural (1..14, 14 = ace above king). */
  low: number;
  high: number;
}

export interface SearchResult {
  points: number;
  moves: Move[];
}

/** "Room for any number of wilds"; any capacity at least the pool size is the same. */
const UNLIMITED = 1 << 10;
const MAX_RUN_SPAN = 5;

export function searchBest(hand: SolverHand): SearchResult {
  return new Search(hand).run();
}

class Search {
  private readonly slotOf = new Map<number, number>();
  private readonly slotValue: number[] = [];
  private readonly slotMove: number[] = [];
  private readonly slotCards: number[] = [];
  /** Best option found so far at each recursion depth. */
  private readonly bestValue: number[] = [];
  private readonly bestMove: number[] = [];
  private readonly bestCards: number[] = [];
  private readonly suit: number[];
  private readonly jokerCount: number;
  private readonly pooledRankWilds: number;
  private readonly allWildMeldPossible: boolean;

  constructor(private readonly hand: SolverHand) {
    this.suit = hand.naturals.map((_, i) => suitOfBit(hand, i));
    this.jokerCount = hand.jokers.length;
    this.pooledRankWilds = hand.pooledRankWilds.length;
    this.allWildMeldPossible = !hand.oneWild && (!hand.needNatural || this.pooledRankWilds > 0);
  }

  run(): SearchResult {
    const full = this.hand.naturals.length === 0 ? 0 : (2 ** this.hand.naturals.length - 1) | 0;
    const points = this.search(full, 0, 0, 0, 0);
    return { points, moves: this.path(full) };
  }

  private path(full: number): Move[] {
    const moves: Move[] = [];
    let mask = full;
    let used = 0;
    let capacity = 0;
    let skipped = 0;
    while (mask !== 0) {
      const slot = this.slotOf.get(stateKey(mask, used, capacity, skipped))!;
      const move = decodeMove(this.slotMove[slot]!, this.slotCards[slot]!);
      moves.push(move);
      mask &= ~move.cards;
      if (move.kind === LEAVE) {
        if (move.cards & this.hand.rankWildMask) skipped++;
      } else {
        const room = meldCapacity(this.hand.oneWild, move.kind, move.wilds, move.low, move.high);
        capacity = this.canonicalCapacity(capacity + room, used + move.wilds);
        used += move.wilds;
      }
    }
    return moves;
  }

  private search(mask: number, used: number, capacity: number, skipped: number, depth: number): number {
    if (mask === 0) return this.leafCost(used, capacity, skipped);
    const key = stateKey(mask, used, capacity, skipped);
    const known = this.slotOf.get(key);
    if (known !== undefined) return this.slotValue[known]!;

    this.bestValue[depth] = Infinity;
    const low = mask & -mask;
    const index = 31 - Math.clz32(low);
    this.tryLeave(mask, low, index, used, capacity, skipped, depth);
    this.trySets(mask, index, used, capacity, skipped, depth);
    this.tryRuns(mask, low, index, used, capacity, skipped, depth);

    const slot = this.slotValue.length;
    this.slotOf.set(key, slot);
    this.slotValue.push(this.bestValue[depth]!);
    this.slotMove.push(this.bestMove[depth]!);
    this.slotCards.push(this.bestCards[depth]!);
    return this.bestValue[depth]!;
  }

  /** Deadwood of the wild pool once every natural is settled. */
  private leafCost(used: number, capacity: number, skipped: number): number {
    const rankWildsInPool = this.pooledRankWilds + skipped;
    const spare = this.jokerCount + rankWildsInPool - used;
    if (spare < 0) return Infinity;
    if (spare <= capacity) return 0;
    if (spare >= 3 && this.allWildMeldPossible) return 0;
    const left = spare - capacity;
    const rankWildsLeft = Math.min(left, rankWildsInPool);
    return rankWildsLeft * this.hand.rankWildCost + (left - rankWildsLeft) * 20;
  }

  private offer(depth: number, value: number, kind: number, cards: number, wilds: number, low: number, high: number): void {
    if (value < this.bestValue[depth]!) {
      this.bestValue[depth] = value;
      this.bestMove[depth] = kind | (wilds << 2) | (low << 8) | (high << 12);
      this.bestCards[depth] = cards;
    }
  }

  private tryLeave(mask: number, low: number, index: number, used: number, capacity: number, skipped: number, depth: number): void {
    const rest = mask ^ low;
    const value = low & this.hand.rankWildMask
      ? this.search(rest, used, capacity, skipped + 1, depth + 1)
      : this.hand.cost[index]! + this.search(rest, used, capacity, skipped, depth + 1);
    this.offer(depth, value, LEAVE, low, 0, 0, 0);
  }

  /** Every set of the lowest card's rank that holds it: a number of copies from each suit. */
  private trySets(mask: number, index: number, used: number, capacity: number, skipped: number, depth: number): void {
    const base = this.hand.rank[index]! * 4;
    const copies = this.hand.copies;
    const c0 = mask & copies[base]!, c1 = mask & copies[base + 1]!, c2 = mask & copies[base + 2]!, c3 = mask & copies[base + 3]!;
    const n0 = popcount(c0), n1 = popcount(c1), n2 = popcount(c2), n3 = popcount(c3);
    const x = 1 << index;
    for (let m0 = 0; m0 <= n0; m0++) {
      const t0 = lowestBits(c0, m0);
      for (let m1 = 0; m1 <= n1; m1++) {
        const t1 = t0 | lowestBits(c1, m1);
        for (let m2 = 0; m2 <= n2; m2++) {
          const t2 = t1 | lowestBits(c2, m2);
          for (let m3 = 0; m3 <= n3; m3++) {
            const cards = t2 | lowestBits(c3, m3);
            if ((cards & x) === 0) continue;
            const naturals = m0 + m1 + m2 + m3;
            const wilds = naturals >= 3 ? 0 : 3 - naturals;
            this.tryMeld(mask, cards, SET, wilds, 0, 0, used, capacity, skipped, depth);
          }
        }
      }
    }
  }

  private tryRuns(mask: number, low: number, index: number, used: number, capacity: number, skipped: number, depth: number): void {
    const rank = this.hand.rank[index]!;
    const suit = this.suit[index]!;
    const top = Math.min(rank + MAX_RUN_SPAN - 1, 13);
    for (let high = rank + 1; high <= top; high++) {
      const highCard = lowestBit(mask & this.hand.copies[high * 4 + suit]!);
      if (highCard !== 0) this.tryRunsBetween(mask, low | highCard, rank, high, suit, used, capacity, skipped, depth);
    }
    if (rank === 1 && this.hand.rules.acesHighOrLow) {
      for (let lowest = 14 - MAX_RUN_SPAN + 1; lowest <= 13; lowest++) {
        const lowCard = lowestBit(mask & this.hand.copies[lowest * 4 + suit]!);
        if (lowCard !== 0) this.tryRunsBetween(mask, low | lowCard, lowest, 14, suit, used, capacity, skipped, depth);
      }
    }
  }

  /** Runs from position `low` to `high` (both natural): each position between natural or wild. */
  private tryRunsBetween(mask: number, ends: number, low: number, high: number, suit: number, used: number, capacity: number, skipped: number, depth: number): void {
    const inner = high - low - 1;
    const padding = inner === 0 ? 1 : 0;
    let available = 0;
    const innerCards = [0, 0, 0];
    for (let j = 0; j < inner; j++) {
      innerCards[j] = lowestBit(mask & this.hand.copies[(low + 1 + j) * 4 + suit]!);
      if (innerCards[j] !== 0) available |= 1 << j;
    }
    // Every subset of the available inner cards; the other inner positions take wilds.
    for (let chosen = available; ; chosen = (chosen - 1) & available) {
      let cards = ends;
      for (let j = 0; j < inner; j++) if (chosen & (1 << j)) cards |= innerCards[j]!;
      const wilds = inner - popcount(chosen) + padding;
      this.tryMeld(mask, cards, RUN, wilds, low, high, used, capacity, skipped, depth);
      if (chosen === 0) break;
    }
  }

  private tryMeld(mask: number, cards: number, kind: typeof SET | typeof RUN, wilds: number, low: number, high: number, used: number, capacity: number, skipped: number, depth: number): void {
    if (this.hand.oneWild && wilds > 1) return;
    const rest = mask & ~cards;
    const nowUsed = used + wilds;
    const mostWilds = this.jokerCount + this.pooledRankWilds + skipped + popcount(rest & this.hand.rankWildMask);
    if (nowUsed > mostWilds) return;
    const nowCapacity = this.canonicalCapacity(capacity + meldCapacity(this.hand.oneWild, kind, wilds, low, high), nowUsed);
    this.offer(depth, this.search(rest, nowUsed, nowCapacity, skipped, depth + 1), kind, cards, wilds, low, high);
  }

  /** Room beyond what the pool can still fill is worth nothing; capping it merges states. */
  private canonicalCapacity(capacity: number, used: number): number {
    return Math.min(capacity, this.hand.poolMax - used);
  }
}

/** How many more wilds a meld could take. */
export function meldCapacity(oneWild: boolean, kind: number, wilds: number, low: number, high: number): number {
  if (oneWild) return wilds === 0 ? 1 : 0;
  if (kind === SET) return UNLIMITED;
  return 13 - runLength(low, high);
}

/** Cards in a run between two naturals, with the wild that pads two neighbours to three. */
export function runLength(low: number, high: number): number {
  return Math.max(high - low + 1, 3);
}

function stateKey(mask: number, used: number, capacity: number, skipped: number): number {
  return ((mask * 64 + used) * 64 + capacity) * 64 + skipped;
}

function decodeMove(info: number, cards: number): Move {
  return {
    kind: (info & 3) as Move["kind"],
    wilds: (info >> 2) & 63,
    low: (info >> 8) & 15,
    high: (info >> 12) & 15,
    cards,
  };
}

function suitOfBit(hand: SolverHand, index: number): number {
  const bit = 1 << index;
  const base = hand.rank[index]! * 4;
  for (let s = 0; s < 4; s++) if (hand.copies[base + s]! & bit) return s;
  throw new Error("card missing from its suit mask");
}

function lowestBit(mask: number): number {
  return mask & -mask;
}

function lowestBits(mask: number, count: number): number {
  let taken = 0;
  let rest = mask;
  for (let i = 0; i < count; i++) {
    const bit = rest & -rest;
    taken |= bit;
    rest ^= bit;
  }
  return taken;
}

function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
