/** Scoring a finished round, then dealing the next one, a tie-break round, or ending the game. */
import type { GameEvent, GameResult, Seat } from "../contract";
import { dealRound, TIE_BREAK_HAND_SIZE } from "./round-start";
import { isDoubledRound, scoreSeat } from "./scoring";
import { seatAfter } from "./seat-order";
import type { RoundResult, ThreeThirteenState } from "./state";

export function endRound(s: ThreeThirteenState, endedBy: RoundResult["endedBy"]): GameEvent[] {
  const seats = s.players.map((p) => scoreSeat(s, p));
  const scores: (number | null)[] = Array.from({ length: s.seats }, () => null);
  for (const r of seats) {
    scores[r.seat] = r.points;
    if (!s.tieBreak) s.totals[r.seat]! += r.points;
  }
  const result: RoundResult = {
    round: s.round,
    handSize: s.handSize,
    wildRank: s.wildRank,
    tieBreak: s.tieBreak,
    doubled: isDoubledRound(s.wildRank, s.options),
    dealer: s.dealer,
    wentOut: [...s.wentOut],
    endedBy,
    seats,
    table: structuredClone(s.table),
    scores,
    totals: [...s.totals],
  };
  s.rounds.push(result);
  return [{ type: "round_ended", ...result }, ...nextRoundOrEnd(s)];
}

function nextRoundOrEnd(s: ThreeThirteenState): GameEvent[] {
  const everyone = [...Array(s.seats).keys()];
  if (!s.tieBreak && s.round < s.plan.length) {
    return dealRound(s, {
      round: s.round + 1,
      handSize: s.plan[s.round]!,
      tieBreak: false,
      players: everyone,
      dealer: seatAfter(everyone, s.seats, s.dealer),
    });
  }
  if (s.tieBreak) {
    const tieBreakScores = s.rounds.at(-1)!.scores;
    return finish(s, lowest(s.players, (p) => tieBreakScores[p]!));
  }
  const leaders = lowest(everyone, (p) => s.totals[p]!);
  if (leaders.length > 1 && s.options.tieBreakRound) {
    return [
      { type: "tie_break", seats: leaders, total: s.totals[leaders[0]!]! },
      ...dealRound(s, {
        round: s.plan.length + 1,
        handSize: TIE_BREAK_HAND_SIZE,
        tieBreak: true,
        players: leaders,
        dealer: seatAfter(leaders, s.seats, s.dealer),
      }),
    ];
  }
  return finish(s, leaders);
}

function lowest(seats: Seat[], score: (seat: Seat) => number): Seat[] {
  const best = Math.min(...seats.map(score));
  return seats.filter((p) => score(p) === best);
}

function finish(s: ThreeThirteenState, winners: Seat[]): GameEvent[] {
  const result: GameResult = { winners, scores: [...s.totals], summary: summarize(s, winners) };
  s.phase = "game_over";
  s.lastTurns = [];
  s.result = result;
  return [{ type: "game_over", ...result }];
}

function summarize(s: ThreeThirteenState, winners: Seat[]): string {
  const points = (n: number) => `${n} point${n === 1 ? "" : "s"}`;
  const names = winners.length === 1 ? `Seat ${winners[0]}` : `Seats ${joinWords(winners.map(String))}`;
  const verb = winners.length === 1 ? "wins" : "share the win";
  const total = points(s.totals[winners[0]!]!);
  if (!s.tieBreak) return `${names} ${verb} with ${total}.`;
  const tieBreak = s.rounds.at(-1)!;
  const scored = joinWords(s.players.map((p) => `seat ${p} scored ${tieBreak.scores[p]}`));
  return `${names} ${verb} after a tie-break: tied on ${total}, then ${scored} in the tie-break round.`;
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
