/**
 * The "free" lay-offs of redemption: cards that a set on the table takes whatever else
 * happens — a natural card onto a set of its rank, and (unless one wild per meld) a wild card
 * onto any set with a fixed rank. Each such card is either laid off or kept; which to keep is
 * decided here, exactly.
 *
 * Keeping a free card only pays if it is needed by a meld holding a bound card (one that cannot
 * be laid off): a meld of free cards alone could be laid off whole, and a free card a meld can
 * do without can be laid off at no loss. Such a needed card is in a three-card meld with a bound
 * card, or sits inside a run between two bound cards. So only those "worth keeping" are tried,
 * every subset of them, the solver arranging the bound cards with each.
 */
import { removeCards, suitOf, type Card } from "../cards";
import { isWild, mayBeMeld, rankOf, sortedCards, subMultisets } from "./card-groups";
import type { Arrangement, MeldRules } from "./melds";
import { arrangeMeld } from "./meld-check";
import type { TableMeld } from "./state";

export class FreeCards {
  /** The rank of each set's natural cards, or null for runs and sets of wild cards only. */
  private readonly fixedRank: (number | null)[];
  private readonly freeRanks: Set<number>;
  private readonly wildsFree: boolean;
  private readonly triples = new Map<string, boolean>();

  constructor(
    table: readonly TableMeld[],
    private readonly rules: MeldRules,
    private readonly solve: (cards: Card[]) => Arrangement,
  ) {
    this.fixedRank = table.map((m) => {
      const natural = m.cards.find((c) => !isWild(c, rules));
      return m.kind === "set" && natural !== undefined ? rankOf(natural) : null;
    });
    this.freeRanks = new Set(this.fixedRank.filter((r): r is number => r !== null));
    this.wildsFree = !rules.maxOneWild && this.freeRanks.size > 0;
  }

  /** Whether the lay-offs onto this table meld are all free ones (so it needs no search of its own). */
  takesOnlyFreeCards(index: number): boolean {
    return this.fixedRank[index] !== null && !this.rules.maxOneWild;
  }

  isFree(card: Card): boolean {
    return isWild(card, this.rules) ? this.wildsFree : this.freeRanks.has(rankOf(card));
  }

  /** The table index of a set that takes this free card on its own. */
  setTaking(card: Card): number {
    const index = isWild(card, this.rules) ? this.fixedRank.findIndex((r) => r !== null) : this.fixedRank.indexOf(rankOf(card));
    if (index < 0) throw new Error(`no set on the table takes ${card}`);
    return index;
  }

  /** The best choice of free cards to keep in `held`; the others are laid off. */
  keepOrShed(held: Card[]): { arrangement: Arrangement; laidOff: Card[] } {
    const free = held.filter((c) => this.isFree(c));
    const bound = held.filter((c) => !this.isFree(c));
    const useful = free.filter((f, i) => this.worthKeeping(f, bound, free.filter((_, j) => j !== i)));
    // Bound cards in no meld at all, even with every useful free card: no choice does better.
    const hopeless = bound.filter((b, i) => !this.inSomeTriple(b, [...bound.filter((_, j) => j !== i), ...useful]));
    const floor = this.solve(sortedCards(hopeless)).points;
    let best: { arrangement: Arrangement; kept: Card[] } | null = null;
    for (const kept of subMultisets(useful)) {
      const arrangement = this.solve(sortedCards([...bound, ...kept]));
      if (best === null || arrangement.points < best.arrangement.points) best = { arrangement, kept };
      if (best.arrangement.points <= floor) break;
    }
    return { arrangement: best!.arrangement, laidOff: removeCards(free, best!.kept)! };
  }

  private worthKeeping(card: Card, bound: Card[], otherFree: Card[]): boolean {
    if (bound.length === 0) return false;
    if (isWild(card, this.rules)) return true;
    if (bound.some((b, i) => [...bound.filter((_, j) => j !== i), ...otherFree].some((x) => this.isTriple([card, b, x])))) return true;
    const positions = (c: Card) => (rankOf(c) === 1 && this.rules.acesHighOrLow ? [1, 14] : [rankOf(c)]);
    const sameSuit = bound.filter((b) => !isWild(b, this.rules) && suitOf(b) === suitOf(card));
    const below = (p: number) => sameSuit.some((b) => positions(b).some((q) => q < p));
    const above = (p: number) => sameSuit.some((b) => positions(b).some((q) => q > p));
    return positions(card).some((p) => below(p) && above(p));
  }

  /** Whether the card can be in any meld with the others: then it is in one of three cards. */
  private inSomeTriple(card: Card, others: Card[]): boolean {
    return others.some((x, i) => others.some((y, j) => j > i && this.isTriple([card, x, y])));
  }

  private isTriple(cards: Card[]): boolean {
    if (!mayBeMeld(cards, "either", this.rules)) return false;
    const key = sortedCards(cards).join(",");
    let known = this.triples.get(key);
    if (known === undefined) {
      known = arrangeMeld(cards, "set", this.rules) !== null || arrangeMeld(cards, "run", this.rules) !== null;
      this.triples.set(key, known);
    }
    return known;
  }
}
