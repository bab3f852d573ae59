/** Small helpers for saying things in words. */
import type { Seat } from "../../../src/games/contract";

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Names seats: the reader's own seat is "you". */
export interface Names {
  you: Seat | null;
  /** The seat's name as the players chose it. */
  name(seat: Seat): string;
  /** "you" for the reader's seat, else the name. */
  who(seat: Seat): string;
}

export function namesOf(seats: readonly { seat: Seat; name: string }[], you: Seat | null): Names {
  const name = (seat: Seat) => seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`;
  return { you, name, who: (seat) => (seat === you ? "you" : name(seat)) };
}

/** "You draw" / "Ann draws": the verb agreeing with `who`. */
export function verb(who: string, base: string, third = `${base}s`): string {
  return who === "you" ? `you ${base}` : `${who} ${third}`;
}
