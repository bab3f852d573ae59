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

/** "40 minutes", "5 hours", "3 days": a duration, rounded down to its largest unit. */
export function duration(ms: number): string {
  const m = Math.max(0, Math.floor(ms / 60_000));
  if (m < 60) return plural(m, "minute");
  const h = Math.floor(m / 60);
  return h < 48 ? plural(h, "hour") : plural(Math.floor(h / 24), "day");
}
