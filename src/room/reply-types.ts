/**
 * The shapes of a game as readers get it (HTTP replies and socket messages), free of Worker
 * types so that the page imports the very same definitions.
 */
import type { GameEvent, GameResult, Seat } from "../games/contract";

export type RoomStatus = "waiting" | "playing" | "over";

export interface GameReply {
  gameId: string;
  game: string;
  gameName: string;
  options: unknown;
  /** The chosen options in words, shown to every player before the first move. */
  rules: string[];
  version: number;
  status: RoomStatus;
  seatCount: number;
  seats: { seat: Seat; name: string }[];
  /** The reader's seat, or null for a spectator. */
  you: Seat | null;
  toAct: Seat[];
  state: unknown;
  legal: unknown[];
  result?: GameResult;
  /** The move clock, shown to every reader (limitMs null: no time limit). */
  clock?: ClockView;
  /**
   * Only in the answer to a move: what that move did, as the mover may see it, so a client
   * without an open socket learns it too (live fields included; a retried key gets the log's form).
   */
  events?: VersionedEvent[];
}

export type VersionedEvent = GameEvent & { version: number };

export interface ClockView {
  limitMs: number | null;
  seats: {
    seat: Seat;
    /** When this seat's time for the current move runs out; null when it is not its turn or there is no limit. */
    deadline: number | null;
    /** The seat's clock is paused (vacation) until then; null when not paused. */
    pausedUntil: number | null;
    /** Vacation this seat may still take in this game. */
    vacationLeftMs: number;
    /** Times in a row the seat's time ran out (3 or more: others may hand it to the auto-player). */
    timeouts: number;
    /** Played by the auto-player (the game's fallback move, at once). */
    auto: boolean;
  }[];
}
