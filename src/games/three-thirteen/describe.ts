/** Every table option in plain words, and the seat-count check. */
import { RANK_NAMES } from "../cards";
import { canDeal } from "./deck";
import { ROUND_PLANS, roundSizes, wildRankFor, type ThreeThirteenOptions } from "./options";

export const MIN_SEATS = 2;
export const MAX_SEATS = 8;

export function describeOptions(o: ThreeThirteenOptions): string[] {
  return [
    describeRounds(o),
    "Decks: 1 for 2 players, 2 for 3 or 4, 3 for 5 or 6, 4 for 7 or 8.",
    o.acesHighOrLow
      ? "Aces are high or low in runs: A-2-3 and Q-K-A both count, K-A-2 does not. An ace left in hand costs 15 points."
      : "Aces are low only: A-2-3 is a run, Q-K-A is not. An ace left in hand costs 1 point.",
    o.courtCardsByRank
      ? "Jacks, queens and kings left in hand cost 11, 12 and 13 points."
      : "Jacks, queens and kings left in hand cost 10 points each; other cards their face value.",
    o.jokers
      ? "Jokers: two per deck, always wild. A joker left in hand costs 20 points."
      : "No jokers: the only wild cards are the round's wild rank.",
    o.unusedWildCost === "15"
      ? "A wild-rank card left unused in hand costs 15 points."
      : "A wild-rank card left unused in hand costs its face value.",
    o.doubleCourtRounds
      ? "Scores count double in the rounds where jacks, queens or kings are wild (11, 12 and 13 cards)."
      : "Every round's scores count once.",
    describeWildLimits(o),
    o.maxOneWild
      ? "At most one wild card in each meld (a wild-rank card standing for itself is not a wild)."
      : "A meld may hold any number of wild cards.",
    o.stockOut === "reshuffle"
      ? "When the stock runs out, the discard pile except its top card is shuffled into a new stock and play goes on."
      : "When the stock runs out, the round ends as soon as the player who drew its last card has discarded.",
    o.noDiscardOfTakenCard
      ? "A card taken from the discard pile may not be discarded in the same turn, nor an identical copy of it."
      : "A card taken from the discard pile may be discarded again in the same turn.",
    describeAfterGoingOut(o),
    o.falseGoOut
      ? "Going out is not checked when declared: a false declaration costs 20 points (never doubled) and play goes on."
      : "The server only lets you go out when every card left in your hand is melded.",
    o.tieBreakRound
      ? "If the lowest totals tie after the last round, the tied players play one more round of 13 cards (kings wild); the lowest score in it wins. If that ties too, the win is shared."
      : "If the lowest totals tie after the last round, the tied players share the win.",
  ];
}

function describeRounds(o: ThreeThirteenOptions): string {
  const wild = "the wild rank is the number of cards dealt (3s with 3 cards … jacks with 11, queens with 12, kings with 13)";
  if (o.rounds === "standard") return `Rounds: 11, dealing 3 cards in the first up to 13 in the last; ${wild}.`;
  if (o.rounds === "extended") {
    return `Rounds: 13, dealing 3 cards up to 15; ${wild}, then aces in the 14-card round and 2s in the 15-card round.`;
  }
  if (o.rounds === "there_and_back") {
    return `Rounds: ${ROUND_PLANS.there_and_back.length}, dealing 3 cards up to 13 and back down to 3 (13 twice); ${wild}.`;
  }
  const sizes = roundSizes(o);
  const list = sizes.map((n) => `${n} (${plural(wildRankFor(n))} wild)`).join(", ");
  return `Rounds: ${sizes.length}, dealing in order ${list} cards.`;
}

function describeWildLimits(o: ThreeThirteenOptions): string {
  if (o.naturalRequired || !o.allWildMelds) {
    return "Every meld needs a natural card: jokers alone never form a meld (a card of the wild rank may always stand for itself, so three 7s in the 7s round are a set of 7s).";
  }
  return "Three or more wild cards alone may form a meld, a set or a run as needed.";
}

function describeAfterGoingOut(o: ThreeThirteenOptions): string {
  switch (o.afterGoingOut) {
    case "end_at_once":
      return "No redemption: the round ends as soon as a player goes out.";
    case "redemption":
      return "Redemption: whoever goes out lays their melds on the table; every other player then has one last turn, after which the server lays down their melds and lays their other cards off onto the melds already on the table where they fit, in the way that leaves them the fewest points (0 if nothing is left).";
    default:
      return "After a player goes out, every other player has exactly one more turn (they may go out too and score 0).";
  }
}

function plural(rank: number): string {
  const name = RANK_NAMES[rank]!;
  return name === "six" ? "sixes" : `${name}s`;
}

export function checkSeats(o: ThreeThirteenOptions, seats: number): string | null {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    return `Three-Thirteen is for ${MIN_SEATS} to ${MAX_SEATS} players.`;
  }
  const largest = Math.max(...roundSizes(o), o.tieBreakRound ? 13 : 0);
  if (!canDeal(seats, largest, o)) {
    return `The decks for ${seats} players hold too few cards to deal ${largest} cards each and still leave a stock.`;
  }
  return null;
}
