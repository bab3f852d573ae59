/** The room's own events and results in words; a game's events go to its renderer. */
import type { GameResult } from "../../../src/games/contract";
import type { GameReply, LogEvent } from "./api";
import { capitalize, list, plural, type Names } from "./words";
import type { DescribeCtx, GameUI } from "../games/types";
import { genericDescribe } from "../games/generic";

export function describeEvent(e: LogEvent, ui: GameUI, c: DescribeCtx): string | null {
  switch (e.type) {
    case "created":
      return `${capitalize(c.who(e.seat as number))} created the game for ${e.seats} players.`;
    case "joined":
      return `${capitalize(c.who(e.seat as number))} took a seat.`;
    case "started":
      return "Every seat is taken: the game begins.";
    case "ended":
      return e.result ? resultWords(e.result as GameResult, c) : "The game is over.";
  }
  try {
    const text = ui.describe(e, c);
    return text === undefined ? genericDescribe(e, c) : text;
  } catch {
    return genericDescribe(e, c);
  }
}

export function resultWords(r: GameResult, c: Names): string {
  const winners = r.winners.map((s) => c.who(s));
  const head = winners.length === 0 ? "The game is over." : winners.length === 1 ? `${capitalize(winners[0]!)} ${winners[0] === "you" ? "win" : "wins"}!` : `${capitalize(list(winners))} share the win.`;
  return head;
}

/** Whose move it is, in words. */
export function turnWords(reply: GameReply, c: Names): string {
  if (reply.status === "waiting") {
    const free = reply.seatCount - reply.seats.length;
    return `Waiting for ${plural(free, "more player")}.`;
  }
  if (reply.status === "over") return reply.result ? `Game over: ${resultWords(reply.result, c)}` : "Game over.";
  const you = reply.you;
  if (you !== null && reply.toAct.includes(you)) return reply.toAct.length > 1 ? `Your move (with ${list(reply.toAct.filter((s) => s !== you).map(c.name))}).` : "Your turn.";
  const others = list(reply.toAct.map(c.name));
  return others ? `${others} to play.` : "";
}
