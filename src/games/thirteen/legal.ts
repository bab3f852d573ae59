/** legalMoves and fallbackMove. */
import type { Seat } from "../contract";
import type { ThirteenMove } from "./moves";
import { bestRun, isOver, mayCallThirteen, mayDraw, maySayLastCard, playableCards } from "./rules";
import type { ThirteenState } from "./state";

/**
 * Every one-card play (twice when it leaves one card: with and without "last card"), the
 * pick-up when allowed, and the calls, which either seat may make at any time.
 */
export function thirteenLegalMoves(s: ThirteenState, seat: Seat): ThirteenMove[] {
  if (isOver(s) || (seat !== 0 && seat !== 1)) return [];
  const moves: ThirteenMove[] = [];
  const leavesOne = s.hands[seat]!.length === 2;
  for (const card of playableCards(s, seat)) {
    moves.push({ type: "play", cards: [card] });
    if (leavesOne) moves.push({ type: "play", cards: [card], lastCard: true });
  }
  if (mayDraw(s, seat)) moves.push({ type: "draw" });
  if (maySayLastCard(s, seat)) moves.push({ type: "lastCard" });
  if (mayCallThirteen(s, seat)) moves.push({ type: "callThirteen" });
  return moves;
}

/** The longest legal run (saying "last card" if it leaves one card), else pick up. */
export function thirteenFallback(s: ThirteenState, seat: Seat): ThirteenMove {
  const run = bestRun(s, seat);
  if (!run) return { type: "draw" };
  return s.hands[seat]!.length - run.length === 1 ? { type: "play", cards: run, lastCard: true } : { type: "play", cards: run };
}
