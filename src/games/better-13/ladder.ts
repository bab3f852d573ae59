/**
 * The Ladder: which card sets are combinations, and which combination beats which
 * (RULINGS.md, Better 13: "within a type", "Flip", "top plays").
 */
import { type Card, type NumberCard, isNumberCard } from "./cards";

/** Normal ladder order, lowest first. */
export const KINDS = ["single", "pair", "straight", "three", "thirteen", "better13"] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_NAMES: Record<Kind, string> = {
  single: "Singleton",
  pair: "Pair",
  straight: "Straight",
  three: "Three of a Kind",
  thirteen: "13",
  better13: "Better 13",
};

export interface Combo {
  kind: Kind;
  /** The number compared within the kind: the card for singles, pairs and threes, the top card of a straight, 0 for both 13 kinds (all equal). */
  rank: number;
}

const THIRTEENS = ["2,5,6", "3,4,6"];
const BETTER_THIRTEENS = ["1,6,6", "3,5,5", "4,4,5"];

/** The combination the cards form, or null when they form none. Order of `cards` does not matter. */
export function classify(cards: readonly string[]): Combo | null {
  if (cards.length < 1 || cards.length > 3 || !cards.every(isNumberCard)) return null;
  const n = cards.map(Number).sort((a, b) => a - b);
  if (n.length === 1) return { kind: "single", rank: n[0]! };
  if (n.length === 2) return n[0] === n[1] ? { kind: "pair", rank: n[0]! } : null;
  const [a, b, c] = n as [number, number, number];
  if (a === b && b === c) return { kind: "three", rank: a };
  if (b === a + 1 && c === b + 1) return { kind: "straight", rank: c };
  const key = `${a},${b},${c}`;
  if (BETTER_THIRTEENS.includes(key)) return { kind: "better13", rank: 0 };
  if (THIRTEENS.includes(key)) return { kind: "thirteen", rank: 0 };
  return null;
}

/** Whether `play` strictly beats `count` on the ladder (flipped reverses kinds and numbers). */
export function beats(play: Combo, count: Combo, flipped: boolean): boolean {
  const dk = KINDS.indexOf(play.kind) - KINDS.indexOf(count.kind);
  const d = dk !== 0 ? dk : play.rank - count.rank;
  return flipped ? d < 0 : d > 0;
}

/** A play after which everyone else draws and the player leads again. */
export function isTopPlay(combo: Combo, flipped: boolean): boolean {
  return flipped ? combo.kind === "single" && combo.rank === 1 : combo.kind === "better13";
}

/** Every distinct combination (27), as sorted card lists, lowest first on the normal ladder. */
export const ALL_COMBOS: readonly (readonly NumberCard[])[] = (() => {
  const out: NumberCard[][] = [];
  const c = (n: number) => String(n) as NumberCard;
  for (let i = 1; i <= 6; i++) out.push([c(i)]);
  for (let i = 1; i <= 6; i++) out.push([c(i), c(i)]);
  for (let i = 1; i <= 4; i++) out.push([c(i), c(i + 1), c(i + 2)]);
  for (let i = 1; i <= 6; i++) out.push([c(i), c(i), c(i)]);
  for (const k of [...THIRTEENS, ...BETTER_THIRTEENS]) out.push(k.split(",") as NumberCard[]);
  return out;
})();

export function describeCombo(cards: readonly Card[], combo: Combo): string {
  return `${KIND_NAMES[combo.kind]} (${[...cards].sort().join("-")})`;
}
