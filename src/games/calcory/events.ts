/**
 * Building Calcory's events. With the memory option on, every field that tells a card's value
 * (or a sum, or why a turn went bust) is `transient`: readers get it live while the cards are
 * face up, and the stored log drops it, so nobody catching up later learns a card that was
 * turned back.
 */
import type { GameEvent } from "../contract";
import type { CalcoryState } from "./state";

export function event(s: CalcoryState, base: GameEvent, valueFields: string[]): GameEvent {
  if (!s.options.memory || valueFields.length === 0) return base;
  return { ...base, transient: valueFields };
}
