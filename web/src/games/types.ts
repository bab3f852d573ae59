/**
 * What the play page asks of a game's view: the table, the reader's hand (with the moves it
 * may make now, taken only from the server's `legal`), events and moves in words. A game
 * without its own renderer gets the generic one (generic.tsx), so it is still playable.
 */
import type { Child } from "hono/jsx";
import type { Seat } from "../../../src/games/contract";
import type { GameReply, LogEvent } from "../lib/api";
import type { Names } from "../lib/words";

export interface PlayCtx<V = any, M = any> extends Names {
  gameId: string;
  reply: GameReply;
  /** The game's view for this reader (`reply.state`), or the replayed table with every hand. */
  view: V;
  /** The reader's legal moves now (empty for spectators and in replay). */
  legal: M[];
  act(move: M): void;
  /** A move is on its way: buttons wait. */
  busy: boolean;
  /** Counts finished move attempts: a renderer clears its selection when it changes (or the version does). */
  attempts: number;
  /** Replay after the game: every hand shown, no moves. */
  replay: boolean;
  seatCount: number;
}

export interface DescribeCtx extends Names {
  seatCount: number;
}

export interface GameUI<V = any, M = any> {
  /** The table: piles, the other players, what the game shows everyone. */
  Table(p: PlayCtx<V, M>): Child;
  /** The reader's hand and the moves they may make now. */
  Hand(p: PlayCtx<V, M>): Child;
  /** Scores, charts, results of rounds: below the hand. */
  Extra?(p: PlayCtx<V, M>): Child;
  /** One event in words (a sentence), or null for one not worth saying. */
  describe(e: LogEvent, c: DescribeCtx): string | null;
  /** A legal move as a button label. */
  moveLabel(m: M, c: DescribeCtx): string;
}

export type { Seat };
