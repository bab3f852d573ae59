/**
 * Redemption: the best way for a player to shed cards at the end of their last turn, laying
 * cards off onto the melds on the table and laying down melds of their own. Exact: the plan
 * found leaves the least deadwood there is.
 *
 * Free lay-offs (a card a set on the table takes whatever else happens) are settled last, in
 * free-cards.ts. Every other lay-off (onto runs, onto sets of wild cards only, wilds under one
 * wild per meld) depends on what else joins the same meld, so those are searched meld by meld:
 * at each such meld, every valid group of held cards, or none. A state (meld reached, cards
 * held) is expanded once.
 */
import { removeCards, suitOf, type Card } from "../cards";
import { isWild, mayBeMeld, rankOf, sortedCards, subMultisets } from "./card-groups";
import { FreeCards } from "./free-cards";
import type { Arrangement, Meld, MeldRules } from "./melds";
import { arrangeMeld } from "./meld-check";
import { bestArrangement } from "./solver";
import type { Layoff, TableMeld } from "./state";

export interface LayoffPlan {
  /** Cards laid off, each with the index of the table meld it extends. */
  layoffs: Layoff[];
  /** The player's own melds, laid down. */
  melds: Meld[];
  deadwood: Card[];
  points: number;
  /** The table after the lay-offs (same melds, same order, extended runs re-ordered). */
  table: TableMeld[];
}

export function bestLayoffPlan(hand: readonly Card[], table: readonly TableMeld[], rules: MeldRules): LayoffPlan {
  const search = new LayoffSearch(table, rules);
  const best = search.run(hand);
  const extensions = table.map((_, i) => [...(best.extensions[i] ?? [])]);
  for (const card of best.freeLaidOff) extensions[search.free.setTaking(card)]!.push(card);
  return {
    layoffs: extensions.flatMap((cards, meld) => cards.map((card) => ({ card, meld }))),
    melds: best.arrangement.melds,
    deadwood: best.arrangement.deadwood,
    points: best.arrangement.points,
    table: table.map((m, i) => {
      const extension = extensions[i]!;
      if (extension.length === 0) return { ...m, cards: [...m.cards] };
      const cards = arrangeMeld([...m.cards, ...extension], m.kind, rules);
      if (!cards) throw new Error(`bestLayoffPlan: lay-offs ${extension.join(" ")} do not fit ${m.cards.join(" ")}`);
      return { ...m, cards };
    }),
  };
}

interface Outcome {
  arrangement: Arrangement;
  /** Cards added to each searched table meld, by table index. */
  extensions: Card[][];
  /** Free cards laid off onto sets. */
  freeLaidOff: Card[];
}

class LayoffSearch {
  readonly free: FreeCards;
  private readonly solved = new Map<string, Arrangement>();
  private readonly expanded = new Map<string, Outcome>();
  /** Valid extension groups, by table meld and the held cards that may join it. */
  private readonly groups = new Map<string, Card[][]>();
  /** Table melds whose lay-offs are searched one group at a time. */
  private readonly searched: number[];

  constructor(
    private readonly table: readonly TableMeld[],
    private readonly rules: MeldRules,
  ) {
    this.free = new FreeCards(table, rules, (cards) => this.solve(cards));
    this.searched = table.flatMap((_, i) => (this.free.takesOnlyFreeCards(i) ? [] : [i]));
  }

  run(hand: readonly Card[]): Outcome {
    return this.from(0, sortedCards(hand));
  }

  private solve(cards: Card[]): Arrangement {
    const key = cards.join(",");
    let found = this.solved.get(key);
    if (!found) {
      found = bestArrangement(cards, this.rules);
      this.solved.set(key, found);
    }
    return found;
  }

  private from(step: number, held: Card[]): Outcome {
    if (step === this.searched.length) {
      const { arrangement, laidOff } = this.free.keepOrShed(held);
      return { arrangement, extensions: [], freeLaidOff: laidOff };
    }
    const key = `${step}|${held.join(",")}`;
    const known = this.expanded.get(key);
    if (known) return known;
    const index = this.searched[step]!;
    let best: Outcome | null = null;
    for (const extension of this.extensions(index, held)) {
      const next = this.from(step + 1, removeCards(held, extension)!);
      if (best === null || next.arrangement.points < best.arrangement.points) {
        const extensions = [...next.extensions];
        extensions[index] = extension;
        best = { ...next, extensions };
        if (best.arrangement.points === 0) break;
      }
    }
    this.expanded.set(key, best!);
    return best!;
  }

  /**
   * Every group of held cards that extends the meld validly, none last. A group holding a free
   * card it could do without is skipped: that card can be laid off on a set just the same.
   */
  private extensions(index: number, held: Card[]): Card[][] {
    const meld = this.table[index]!;
    const candidates = held.filter((c) => this.mayJoin(meld, c));
    const key = `${index}|${candidates.join(",")}`;
    const known = this.groups.get(key);
    if (known) return known;
    const groups: Card[][] = [];
    for (const group of subMultisets(candidates)) {
      if (group.length === 0 || !this.fits(meld, group)) continue;
      const spare = group.some((c, i) => this.free.isFree(c) && (group.length === 1 || this.fits(meld, group.filter((_, j) => j !== i))));
      if (!spare) groups.push(group);
    }
    groups.push([]);
    this.groups.set(key, groups);
    return groups;
  }

  private fits(meld: TableMeld, group: Card[]): boolean {
    const cards = [...meld.cards, ...group];
    return mayBeMeld(cards, meld.kind, this.rules) && arrangeMeld(cards, meld.kind, this.rules) !== null;
  }

  /** A quick necessary condition: a natural card must match the meld's rank (set) or suit (run). */
  private mayJoin(meld: TableMeld, card: Card): boolean {
    if (isWild(card, this.rules)) return true;
    const natural = meld.cards.find((c) => !isWild(c, this.rules));
    if (natural === undefined) return true;
    return meld.kind === "set" ? rankOf(natural) === rankOf(card) : suitOf(natural) === suitOf(card);
  }
}
