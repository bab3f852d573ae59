/**
 * What a game room tells a seat's profile after a change: one job per seat per commit,
 * written to the room's outbox in the same transaction as the change and delivered later by
 * the room's alarm. The job carries a snapshot of the game for the profile's games list, so
 * the profile never has to read the room to show it.
 */
import type { Seat } from "../games/contract";

/**
 * - `your_turn`: the seat must now act (alone).
 * - `choice`: the seat must now act, and others must act at the same time (a choice waits on several).
 * - `started`: the game started (the seat is not the first to act).
 * - `ended`: the game is over.
 * - `played_for_you`: the seat's time ran out and the room played the game's fallback move.
 * - `autoplay`: the seat was handed to the auto-player (or taken back).
 * - `sync`: nothing to tell; only the games list changes (e.g. the seat just moved).
 * - `detached`: the seat no longer belongs to this profile.
 */
export type JobKind = "your_turn" | "choice" | "started" | "ended" | "played_for_you" | "autoplay" | "sync" | "detached";

/** Kinds that are told to the player; the others only update the games list. */
export const TOLD: ReadonlySet<string> = new Set(["your_turn", "choice", "started", "ended", "played_for_you", "autoplay", "reminder"]);

export interface GameSnapshot {
  gameId: string;
  seat: Seat;
  game: string;
  gameName: string;
  status: "waiting" | "playing" | "over";
  version: number;
  /** Every other seat's name, in seat order. */
  opponents: string[];
  /** Whether the game waits on this seat now. */
  yourTurn: boolean;
  /** When the game started waiting on this seat (null when it does not). */
  waitingSince: number | null;
  /** When this seat's time for the move runs out (null: no time limit or not its turn). */
  deadline: number | null;
  /** The result in words, once the game is over. */
  summary?: string;
}

export interface NotifyJob extends GameSnapshot {
  kind: JobKind;
  /** When the change happened (ms since the epoch). */
  at: number;
  /** Who made the change, by name, when one player did. */
  actor?: string;
}

/** A job as the room hands it over, with whether the seat has the game open and in view right now. */
export interface DeliveredJob extends NotifyJob {
  visible: boolean;
}
