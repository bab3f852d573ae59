import type { GameEvent } from "./contract";

/** An event as the stored log keeps it: its `transient` fields (see GameEvent) dropped. */
export function logForm<E extends GameEvent>(event: E): E {
  if (!Array.isArray(event.transient)) return event;
  const kept = { ...event };
  for (const field of event.transient) delete kept[field];
  delete kept.transient;
  return kept;
}
