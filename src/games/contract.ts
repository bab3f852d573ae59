/**
 * The one interface every game implements. The room, the page, bots and tests only ever
 * talk to a game through this shape, so they treat all games alike.
 *
 * Everything here is pure: no I/O, no clock, no Math.random. Randomness comes from the
 * seeded generator kept inside the state (see rng.ts), so a game replays exactly from its
 * seed and its moves. States, moves, events and views are plain JSON.
 */
import type * as v from "valibot";
import type { RngState } from "./rng";

export type Seat = number;

/** Who is looking: a seat, a spectator, or everyone at once (after the game, for replay). */
export type Viewer = Seat | "spectator" | "all";

/**
 * Something that happened, for the log and the live feed. Without `to` it is public.
 * With `to` only those seats may see it until the game is over (then the log is public).
 * An event never carries a card that a reader of it may not see: a game that wants to
 * say "seat 2 drew X" privately and "seat 2 drew a card" publicly emits two events.
 *
 * `transient` names fields that readers get live (on the socket, the moment it happens) but
 * that the stored log drops: e.g. a card value that is public while face up and must be
 * forgotten once turned back (Calcory's memory option).
 */
export interface GameEvent {
  type: string;
  to?: Seat[];
  transient?: string[];
  [key: string]: unknown;
}

export interface GameResult {
  /** Seats that share the win (ties share). */
  winners: Seat[];
  /** Final score per seat, where the game keeps a score. */
  scores?: number[];
  /** One line in words, e.g. "Ann wins with 42 points". Seats are named by number. */
  summary: string;
}

export type MoveOutcome<S> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; error: "not_your_turn" | "illegal"; reason: string };

export interface SetupInput<O> {
  options: O;
  seats: number;
  /** Any string; the game derives its generator from it. */
  seed: string;
}

export interface GameDefinition<S = any, M = any, O = any> {
  /** URL-safe id, e.g. "three-thirteen". */
  id: string;
  name: string;
  /** Inclusive seat range. */
  seats: { min: number; max: number };
  /** Parses the creator's options; every field optional with a default, unknown keys rejected. */
  optionsSchema: v.GenericSchema<unknown, O>;
  /** Named option sets the creator may start from (and still change). */
  presets?: Record<string, { label: string; options: Partial<O> }>;
  /** Each chosen option in plain words, shown to every player before the first move. */
  describeOptions(options: O): string[];
  /** Checks the seat count against the options (some options allow fewer seats). Null when fine. */
  checkSeats?(options: O, seats: number): string | null;
  /** Shape of one move; the room rejects anything else with 400 before the game sees it. */
  moveSchema: v.GenericSchema<unknown, M>;
  setup(input: SetupInput<O>): S;
  /** Seats that must act now (several at once when a choice waits on many). Empty when over. */
  toAct(state: S): Seat[];
  /** Every move the seat may make now, possibly out of turn. Compound moves may be listed by their first step only. */
  legalMoves(state: S, seat: Seat): M[];
  /** Never mutates `state`. */
  applyMove(state: S, seat: Seat, move: M): MoveOutcome<S>;
  /** What `viewer` may see: never a hidden card of another seat. */
  view(state: S, viewer: Viewer): unknown;
  /** A sensible move for a seat in `toAct` that ran out of time (not a random one where a better exists). */
  fallbackMove(state: S, seat: Seat): M;
  /** Null while the game goes on. */
  result(state: S): GameResult | null;
}

/** Every game state keeps its generator here, so the room never has to know about it. */
export interface SeededState {
  rng: RngState;
}
