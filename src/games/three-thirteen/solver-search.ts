/**
 * The exact search behind bestArrangement. It always settles the lowest remaining natural card
 * (by rank, then suit): left in hand, in a set of its rank, or as the lowest natural of a run
 * (an ace also as the top of Q-K-A style runs when aces may be high). Melds take only the wilds
 * they need (gaps, and filling up to three cards); the wilds left over at the end are added to
 * melds that have room for them, or form a meld of their own, or stay in hand.
 *
 * Runs never need more than 5 positions: a longer run splits into two runs of 3+ cards with the
 * same cards, no extra wild, and at least as much room for spare wilds. And without maxOneWild a
 * meld with a single natural card is best taken as a set, whose room for wilds is unlimited; and a
 * set never needs more than 5 naturals (6 or more split into two sets).
 * So the cards still held are a suffix of the sorted hand less a few cards just above it, and a
 * memo on (cards held, state of the wild pool) stays small. Branch and bound on top: each call
 * gets the value it must beat and stops early on a lower bound (naturals that cannot meld at
 * all); the memo keeps exact values and lower bounds apart.
 */
import { DeadwoodFloor, popcount } from "./solver-bound";
import type { SolverHand } from "./solver-hand";
import { NOT_FOUND, StateTable } from "./solver-table";

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
  /** States expanded and calls made: measures of the work that do not depend on the machine. */
  expansions: number;
  calls: number;
}

/** Room for any number of wilds: more than a hand can hold. */
const UNLIMITED = 1 << 10;
const MAX_RUN_SPAN = 5;
/** A set of six naturals or more splits into two sets of three or more, with more room for wilds. */
const MAX_SET_NATURALS = 5;

/** Above any real deadwood total: a state whose wilds cannot all be found. */
const INFEASIBLE = 1 << 29;
const MAX_DEPTH = 32;

// Shared by every solve (solves never overlap), so a solve allocates next to nothing.
const table = new StateTable();
const scratch = {
  /** Per recursion depth: the value a result must beat to matter, and the best option so far. */
  bound: new Int32Array(MAX_DEPTH),
  bestValue: new Int32Array(MAX_DEPTH),
  bestMove: new Int32Array(MAX_DEPTH),
  bestCards: new Int32Array(MAX_DEPTH),
  /** Per depth, the lowest copy of the card at each inner position of the run being tried. */
  innerCards: new Int32Array(MAX_DEPTH * 3),
};

export function searchBest(hand: SolverHand): SearchResult {
  table.reset();
  return new Search(hand).run();
}

/**
 * What the search knows of the wild cards, packed in one int (see `packPool`):
 * - spare: wild cards in the pool not yet given a place (jokers, pooled wild-rank cards, minus
 *   the places melds took). Under maxOneWild it may dip below 0 for a while: wild-rank cards
 *   still to be settled can join the pool later.
 * - room: how many more wilds the melds so far could take, capped at what could still be spare.
 * - jokerCover: min(jokers, places taken + room). The pool is spent jokers first, so the jokers
 *   left over at the end are the jokers beyond that cover.
 */
class Search {
  private readonly bound = scratch.bound;
  private readonly bestValue = scratch.bestValue;
  private readonly bestMove = scratch.bestMove;
  private readonly bestCards = scratch.bestCards;
  private readonly innerCards = scratch.innerCards;
  private readonly suit: number[];
  private readonly jokerCount: number;
  private readonly floor: DeadwoodFloor;
  private expansions = 0;
  private calls = 0;

  constructor(private readonly hand: SolverHand) {
    this.suit = hand.suit;
    this.jokerCount = hand.jokers.length;
    this.floor = new DeadwoodFloor(hand);
  }

  run(): SearchResult {
    const full = this.hand.naturals.length === 0 ? 0 : (2 ** this.hand.naturals.length - 1) | 0;
    const pool = this.startPool(full);
    const points = this.search(full, pool, 0, INFEASIBLE);
    return { points, moves: this.path(full, pool), expansions: this.expansions, calls: this.calls };
  }

  private startPool(mask: number): number {
    return this.canonicalPool(mask, this.jokerCount + this.hand.pooledRankWilds.length, 0, 0);
  }

  private path(full: number, startPool: number): Move[] {
    const moves: Move[] = [];
    let mask = full;
    let pool = startPool;
    while (mask !== 0) {
      const entry = table.find(mask, pool);
      const move = decodeMove(table.move[entry]!, table.cards[entry]!);
      moves.push(move);
      mask &= ~move.cards;
      if (move.kind !== LEAVE) {
        const room = meldRoom(this.hand.oneWild, move.kind, move.low, move.high, move.wilds);
        pool = this.afterMeld(mask, pool, move.wilds, room);
      } else if (move.cards & this.hand.rankWildMask) {
        pool++;
      }
    }
    return moves;
  }

  /**
   * The least deadwood of the remaining cards when it is below `bound`; otherwise a lower
   * bound of it that is at least `bound` (branch and bound, with the memo keeping both kinds).
   */
  private search(mask: number, pool: number, depth: number, bound: number): number {
    this.calls++;
    if (mask === 0) return this.leafCost(pool);
    const known = table.find(mask, pool);
    if (known !== NOT_FOUND && (table.exact[known] === 1 || table.value[known]! >= bound)) return table.value[known]!;
    const floor = this.floor.forcedDeadwood(mask, this.wildsLeft(mask, spareOf(pool)), bound);
    if (floor >= bound) return floor;

    this.expansions++;
    this.bound[depth] = bound;
    this.bestValue[depth] = INFEASIBLE;
    const low = mask & -mask;
    const index = 31 - Math.clz32(low);
    this.trySets(mask, index, pool, depth);
    this.tryRuns(mask, low, index, pool, depth);
    this.tryLeave(mask, low, index, pool, depth);
    const best = this.bestValue[depth]!;
    const exact = best < bound;
    table.store(known, mask, pool, exact ? best : bound, exact, this.bestMove[depth]!, this.bestCards[depth]!);
    return exact ? best : bound;
  }

  /** Wild cards that could still be spare: the pool's, and wild-rank cards not yet settled. */
  private wildsLeft(mask: number, spare: number): number {
    return spare + popcount(mask & this.hand.rankWildMask);
  }

  /** What the rest must stay under, after a move costing `cost`, to improve on the best so far. */
  private childBound(depth: number, cost: number): number {
    return Math.min(this.bestValue[depth]!, this.bound[depth]!) - cost;
  }

  /** Deadwood of the wild pool once every natural is settled. */
  private leafCost(pool: number): number {
    const spare = spareOf(pool);
    const room = roomOf(pool);
    if (spare < 0) return INFEASIBLE;
    if (spare <= room) return 0;
    if (spare >= 3 && this.hand.allWildMeldPossible) return 0;
    const left = spare - room;
    const jokersLeft = Math.min(left, this.jokerCount - jokerCoverOf(pool));
    return (left - jokersLeft) * this.hand.rankWildCost + jokersLeft * 20;
  }

  private afterMeld(rest: number, pool: number, wilds: number, meldRoom: number): number {
    const cover = Math.min(jokerCoverOf(pool) + wilds + meldRoom, this.jokerCount);
    return this.canonicalPool(rest, spareOf(pool) - wilds, roomOf(pool) + meldRoom, cover);
  }

  /**
   * Room beyond the wilds that could still be spare is worth nothing, and once the room covers
   * them no wild will be left over, so which are jokers no longer matters: merging such states.
   */
  private canonicalPool(mask: number, spare: number, room: number, cover: number): number {
    const most = Math.max(0, this.wildsLeft(mask, spare));
    return room >= most ? packPool(spare, most, this.jokerCount) : packPool(spare, room, cover);
  }

  private offer(depth: number, value: number, kind: number, cards: number, wilds: number, low: number, high: number): void {
    if (value < this.bestValue[depth]!) {
      this.bestValue[depth] = value;
      this.bestMove[depth] = kind | (wilds << 2) | (low << 8) | (high << 12);
      this.bestCards[depth] = cards;
    }
  }

  private tryLeave(mask: number, low: number, index: number, pool: number, depth: number): void {
    // A wild-rank card left out of melds joins the wild pool, which is costed at the end.
    const pooled = (low & this.hand.rankWildMask) !== 0;
    const cost = pooled ? 0 : this.hand.cost[index]!;
    const bound = this.childBound(depth, cost);
    if (bound <= 0) return;
    const value = cost + this.search(mask ^ low, pooled ? pool + 1 : pool, depth + 1, bound);
    this.offer(depth, value, LEAVE, low, 0, 0, 0);
  }

  /**
   * Every set of the lowest card's rank that holds it. Copies of a suit that could still start
   * a run are told apart; the others can only go in a set or stay in hand, so only how many of
   * them the set takes matters, which keeps the choices few.
   */
  private trySets(mask: number, index: number, pool: number, depth: number): void {
    const rank = this.hand.rank[index]!;
    // Up to four groups: each suit that could start a run, and all the set-only copies together.
    let g0 = 0, g1 = 0, g2 = 0, g3 = 0;
    let setOnly = 0;
    for (let suit = 0; suit < 4; suit++) {
      const copies = mask & this.hand.copies[rank * 4 + suit]!;
      if (copies === 0) continue;
      if (!this.couldStartRun(mask, rank, suit)) setOnly |= copies;
      else if (g1 === 0) g1 = copies;
      else if (g2 === 0) g2 = copies;
      else if (g3 === 0) g3 = copies;
      else g0 = copies;
    }
    g0 |= setOnly;
    const n0 = popcount(g0), n1 = popcount(g1), n2 = popcount(g2), n3 = popcount(g3);
    const fewest = this.hand.oneWild ? 2 : 1;
    const x = 1 << index;
    for (let m0 = n0; m0 >= 0; m0--) {
      const t0 = lowestBits(g0, m0);
      for (let m1 = n1; m1 >= 0; m1--) {
        const t1 = t0 | lowestBits(g1, m1);
        for (let m2 = n2; m2 >= 0; m2--) {
          const t2 = t1 | lowestBits(g2, m2);
          for (let m3 = n3; m3 >= 0; m3--) {
            const naturals = m0 + m1 + m2 + m3;
            const cards = t2 | lowestBits(g3, m3);
            if (naturals < fewest || naturals > MAX_SET_NATURALS || (cards & x) === 0) continue;
            this.tryMeld(mask, cards, SET, naturals >= 3 ? 0 : 3 - naturals, 0, 0, pool, depth);
          }
        }
      }
    }
  }

  /** Whether a card of this rank and suit, as the lowest natural, has a run partner left. */
  private couldStartRun(mask: number, rank: number, suit: number): boolean {
    const copies = this.hand.copies;
    // With one wild at most, the next natural of a run is at most two places on.
    const reach = this.hand.oneWild ? 2 : MAX_RUN_SPAN - 1;
    for (let other = rank + 1; other <= Math.min(rank + reach, 13); other++) {
      if (mask & copies[other * 4 + suit]!) return true;
    }
    if (rank === 1 && this.hand.rules.acesHighOrLow) {
      for (let other = 14 - reach; other <= 13; other++) if (mask & copies[other * 4 + suit]!) return true;
    }
    return false;
  }

  private tryRuns(mask: number, lowest: number, index: number, pool: number, depth: number): void {
    const rank = this.hand.rank[index]!;
    const suit = this.suit[index]!;
    const top = Math.min(rank + MAX_RUN_SPAN - 1, 13);
    for (let high = rank + 1; high <= top; high++) {
      const highCard = lowestBit(mask & this.hand.copies[high * 4 + suit]!);
      if (highCard !== 0) this.tryRunsBetween(mask, lowest | highCard, rank, high, suit, pool, depth);
    }
    if (rank === 1 && this.hand.rules.acesHighOrLow) {
      for (let low = 14 - MAX_RUN_SPAN + 1; low <= 13; low++) {
        const lowCard = lowestBit(mask & this.hand.copies[low * 4 + suit]!);
        if (lowCard !== 0) this.tryRunsBetween(mask, lowest | lowCard, low, 14, suit, pool, depth);
      }
    }
  }

  /** Runs from position `low` to `high` (both natural): each position between natural or wild. */
  private tryRunsBetween(mask: number, ends: number, low: number, high: number, suit: number, pool: number, depth: number): void {
    const inner = high - low - 1;
    const padding = inner === 0 ? 1 : 0;
    const at = depth * 3;
    let available = 0;
    for (let j = 0; j < inner; j++) {
      const card = lowestBit(mask & this.hand.copies[(low + 1 + j) * 4 + suit]!);
      this.innerCards[at + j] = card;
      if (card !== 0) available |= 1 << j;
    }
    // Every subset of the available inner cards; the other inner positions take wilds.
    for (let chosen = available; ; chosen = (chosen - 1) & available) {
      let cards = ends;
      for (let j = 0; j < inner; j++) if (chosen & (1 << j)) cards |= this.innerCards[at + j]!;
      const wilds = inner - popcount(chosen) + padding;
      this.tryMeld(mask, cards, RUN, wilds, low, high, pool, depth);
      if (chosen === 0) break;
    }
  }

  private tryMeld(
    mask: number, cards: number, kind: typeof SET | typeof RUN, wilds: number, low: number, high: number, pool: number, depth: number,
  ): void {
    if (this.hand.oneWild && wilds > 1) return;
    const rest = mask & ~cards;
    if (wilds > this.wildsLeft(rest, spareOf(pool))) return;
    const bound = this.childBound(depth, 0);
    if (bound <= 0) return;
    const next = this.afterMeld(rest, pool, wilds, meldRoom(this.hand.oneWild, kind, low, high, wilds));
    this.offer(depth, this.search(rest, next, depth + 1, bound), kind, cards, wilds, low, high);
  }
}

/** Spare may run from -63 to 63, room and joker cover from 0 to 63: hands are far smaller. */
function packPool(spare: number, room: number, jokerCover: number): number {
  return (spare + 64) | (room << 7) | (jokerCover << 13);
}

function spareOf(pool: number): number {
  return (pool & 127) - 64;
}

function roomOf(pool: number): number {
  return (pool >> 7) & 63;
}

function jokerCoverOf(pool: number): number {
  return (pool >> 13) & 63;
}

/** How many more wilds a meld could take beyond those it needs. */
export function meldRoom(oneWild: boolean, kind: number, low: number, high: number, wilds: number): number {
  if (oneWild) return wilds === 0 ? 1 : 0;
  if (kind === SET) return UNLIMITED;
  return 13 - runLength(low, high);
}

/** Cards in a run between two naturals, with the wild that pads two neighbours to three. */
export function runLength(low: number, high: number): number {
  return Math.max(high - low + 1, 3);
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
