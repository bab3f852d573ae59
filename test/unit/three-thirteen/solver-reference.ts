/**
 * A deliberately plain brute force for Three-Thirteen hands, to check the solver against.
 * It shares nothing with the solver: meld validity is tested straight from the rules, and the
 * least deadwood comes from a DP over every sub-multiset of the hand.
 */
import type { Card } from "../../../src/games/cards";
import type { MeldRules } from "../../../src/games/three-thirteen/melds";

interface Parsed {
  joker: boolean;
  rank: number; // 1..13, 0 for a joker
  suit: string; // "" for a joker
}

const RANK_TEXT = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

function parse(card: Card): Parsed {
  if (card === "RJ" || card === "BJ") return { joker: true, rank: 0, suit: "" };
  const rank = RANK_TEXT.indexOf(card.slice(0, -1)) + 1;
  if (rank === 0) throw new Error(`not a card: ${card}`);
  return { joker: false, rank, suit: card.slice(-1) };
}

export function referenceCost(card: Card, rules: MeldRules): number {
  const c = parse(card);
  if (c.joker) return 20;
  if (c.rank === rules.wildRank && rules.unusedWildCost === "15") return 15;
  if (c.rank === 1) return rules.acesHighOrLow ? 15 : 1;
  if (c.rank >= 11) return rules.courtCardsByRank ? c.rank : 10;
  return c.rank;
}

export function isValidMeld(cards: readonly Card[], rules: MeldRules): boolean {
  return isValidParsed(cards.map(parse), rules);
}

function isValidParsed(cards: readonly Parsed[], rules: MeldRules): boolean {
  if (cards.length < 3) return false;
  const alwaysNatural = cards.filter((c) => !c.joker && c.rank !== rules.wildRank);
  // Shortcut only: cards that can never be wild must agree on a rank or on a suit.
  if (!allSame(alwaysNatural.map((c) => c.rank)) && !allSame(alwaysNatural.map((c) => c.suit))) return false;
  const wildRankCards = cards.filter((c) => !c.joker && c.rank === rules.wildRank);
  // Each wild-rank card is tried both as a wild and as its natural self.
  for (let choice = 0; choice < 1 << wildRankCards.length; choice++) {
    const naturals = [...alwaysNatural, ...wildRankCards.filter((_, i) => choice & (1 << i))];
    const wilds = cards.length - naturals.length;
    if (rules.maxOneWild && wilds > 1) continue;
    if (naturals.length === 0) {
      if (rules.allWildMelds && !rules.naturalRequired) return true;
      continue;
    }
    if (allSame(naturals.map((c) => c.rank))) return true;
    if (isRun(naturals, cards.length, rules)) return true;
  }
  return false;
}

function isRun(naturals: readonly Parsed[], size: number, rules: MeldRules): boolean {
  if (!allSame(naturals.map((c) => c.suit))) return false;
  const aceChoices = rules.acesHighOrLow ? [1, 14] : [1];
  for (const acePosition of aceChoices) {
    const positions = naturals.map((c) => (c.rank === 1 ? acePosition : c.rank));
    if (new Set(positions).size !== positions.length) continue;
    // The run covers `size` consecutive real positions; every natural must lie inside.
    for (let start = 1; start + size - 1 <= 14 && size <= 13; start++) {
      const end = start + size - 1;
      if (end === 14 && !rules.acesHighOrLow) continue;
      if (positions.every((p) => p >= start && p <= end)) return true;
    }
  }
  return false;
}

function allSame<T>(values: readonly T[]): boolean {
  return values.every((v) => v === values[0]);
}

/**
 * Least total deadwood. The hand is a multiset of distinct cards with counts; a state is a
 * count vector (mixed radix). best(state) settles the first card type still present: one copy
 * left in hand, or a valid meld containing it, taken from the state.
 */
export function referencePoints(dealt: readonly Card[], rules: MeldRules): number {
  // The two jokers play alike; one type for both keeps the state space smaller.
  const hand = dealt.map((c) => (c === "BJ" ? "RJ" : c));
  // Wild cards last, so that the card settled first is a natural whenever one is left.
  const isWildCard = (card: Card): boolean => parse(card).joker || parse(card).rank === rules.wildRank;
  const types = [...new Set(hand)].sort((a, b) => Number(isWildCard(a)) - Number(isWildCard(b)));
  const wild = types.map(isWildCard);
  const counts = types.map((t) => hand.filter((c) => c === t).length);
  const stride: number[] = [];
  let states = 1;
  for (const c of counts) {
    stride.push(states);
    states *= c + 1;
  }
  const parsed = types.map(parse);
  const costs = types.map((t) => referenceCost(t, rules));

  const validity = new Int8Array(states); // 0 unknown, 1 valid, 2 invalid
  const isMeld = (state: number): boolean => {
    if (validity[state] === 0) {
      const cards: Parsed[] = [];
      types.forEach((_, t) => {
        for (let k = digit(state, t); k > 0; k--) cards.push(parsed[t]!);
      });
      validity[state] = isValidParsed(cards, rules) ? 1 : 2;
    }
    return validity[state] === 1;
  };
  const digit = (state: number, t: number): number => Math.floor(state / stride[t]!) % (counts[t]! + 1);

  // A meld holding a natural is a set (wilds and cards of its rank) or a run (wilds and cards
  // of its suit): two families of sub-vectors to look through. A wild card alone: one family.
  const families = (first: number): boolean[][] => {
    if (wild[first]) return [types.map(() => true)];
    const { rank, suit } = parsed[first]!;
    return [types.map((_, t) => wild[t]! || parsed[t]!.rank === rank), types.map((_, t) => wild[t]! || parsed[t]!.suit === suit)];
  };
  const familiesOf = types.map((_, first) => families(first));

  const memo = new Float64Array(states).fill(-1);
  const best = (state: number): number => {
    if (state === 0) return 0;
    if (memo[state]! >= 0) return memo[state]!;
    let first = 0;
    while (digit(state, first) === 0) first++;
    let result = costs[first]! + best(state - stride[first]!);
    for (const belongs of familiesOf[first]!) {
      // Every sub-vector of `state` in the family holding at least one copy of `first` (an odometer).
      const limits = types.map((_, t) => (t < first || !belongs[t] ? 0 : digit(state, t)));
      const sub = types.map((_, t) => (t === first ? 1 : 0));
      let meld = stride[first]!;
      for (;;) {
        if (isMeld(meld)) result = Math.min(result, best(state - meld));
        let t = first;
        while (t < types.length && sub[t] === limits[t]) {
          const reset = t === first ? 1 : 0;
          meld -= (sub[t]! - reset) * stride[t]!;
          sub[t] = reset;
          t++;
        }
        if (t === types.length) break;
        sub[t]!++;
        meld += stride[t]!;
      }
    }
    memo[state] = result;
    return result;
  };
  return best(states - 1);
}
