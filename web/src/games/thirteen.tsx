/**
 * Thirteen: the pile's top card, the forced suit after a joker, "last card" and "thirteen"
 * calls. Runs are built only from the server's hints: `playable` (cards that may start a
 * play) and `follows` (for each card, the cards that may come next).
 */
import { useEffect, useState } from "hono/jsx/dom";
import { SUIT_NAMES, type Suit } from "../../../src/games/cards";
import type { ThirteenMove } from "../../../src/games/thirteen/moves";
import type { ThirteenView } from "../../../src/games/thirteen/view";
import { capitalize, plural } from "../lib/words";
import { cardName, PlayingCard } from "../ui/card";
import { MoveButton, MoveButtons } from "./moves";
import type { DescribeCtx, GameUI, PlayCtx } from "./types";

type V = ThirteenView;
type M = ThirteenMove;
type Ctx = PlayCtx<V, M>;

const SUIT_SYMBOL: Record<string, string> = { C: "♣\uFE0E", D: "♦\uFE0E", H: "♥\uFE0E", S: "♠\uFE0E" };

function suitWord(suit: string): string {
  return SUIT_NAMES[suit as Suit] ?? suit;
}

function lastCardWords(status: string): string {
  switch (status) {
    case "open":
      return "one card, has not said “last card”";
    case "said":
      return "said “last card”";
    case "caught":
      return "was caught: “thirteen”";
    default:
      return "";
  }
}

function Table(p: Ctx) {
  const v = p.view;
  const match = v.matchTarget !== null;
  return (
    <section class="table th" aria-label="Table">
      <div class="roundbar">
        {match ? (
          <span>
            Hand {v.handNo} · to {v.matchTarget} points
          </span>
        ) : null}
        <span>{v.mustPlay ? "Play if you can" : "Picking up always allowed"}</span>
      </div>
      <ol class="seats">
        {[0, 1].map((s) => (
          <li class={`seat${v.turn === s ? " turn" : ""}${s === p.you ? " me" : ""}`}>
            <span class="who">
              {v.turn === s ? <span class="sr-only">To play: </span> : null}
              {p.name(s)}
              {s === p.you ? " (you)" : ""}
            </span>
            <span class="meta">
              {plural(v.handSizes[s] ?? 0, "card")}
              {match ? ` · ${plural(v.scores[s] ?? 0, "point")}` : ""}
              {s === v.dealer ? " · dealer" : ""}
              {lastCardWords(v.lastCard[s] ?? "none") ? ` · ${lastCardWords(v.lastCard[s]!)}` : ""}
            </span>
            {v.hands?.[s]?.length ? (
              <span class="cards fan">
                {v.hands[s]!.map((c) => (
                  <PlayingCard card={c} small />
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div class="piles">
        <div class="pile">
          <PlayingCard card={null} big label={`stock, ${plural(v.stockSize, "card")}`} />
          <span class="caption">
            Stock <span class="count">{v.stockSize}</span>
          </span>
        </div>
        <div class="pile">
          <PlayingCard card={v.top} big />
          <span class="caption">
            Pile <span class="count">{v.pileSize}</span>
          </span>
        </div>
      </div>
      {v.forced ? (
        <p class="note forced" role="note">
          Joker: {v.turn !== null ? capitalize(p.who(v.turn)) : "the next player"} must play a {suitWord(v.forced.suit).replace(/s$/, "")}{" "}
          <span aria-hidden="true">{SUIT_SYMBOL[v.forced.suit]}</span> or pick up {v.forced.pickUp}.
        </p>
      ) : null}
    </section>
  );
}

function Hand(p: Ctx) {
  const v = p.view;
  const [run, setRun] = useState<string[]>([]);
  const [sayLast, setSayLast] = useState(true);
  useEffect(() => setRun([]), [p.reply.version, p.attempts]);
  if (p.replay || !v.hand || p.you === null) return null;
  const hand = v.hand;
  const playable = new Set(v.playable ?? []);
  const follows = v.follows ?? {};
  const current = run.filter((c) => hand.includes(c));
  const last = current.at(-1);
  const next = new Set(last ? (follows[last] ?? []).filter((c) => !current.includes(c)) : []);
  const tap = (card: string) => {
    if (current.includes(card)) return setRun(card === last ? current.slice(0, -1) : current.slice(0, current.indexOf(card)));
    if (last && next.has(card)) return setRun([...current, card]);
    if (playable.has(card)) return setRun([card]);
  };
  const leavesOne = hand.length - current.length === 1;
  const move: M | null = current.length ? { type: "play", cards: current, ...(leavesOne && sayLast ? { lastCard: true } : {}) } : null;
  // A single card is offered only as the server lists it; a run is built from the hints.
  const single = current.length === 1 ? p.legal.find((m) => m.type === "play" && m.cards[0] === current[0] && !!m.lastCard === !!(move as { lastCard?: boolean }).lastCard) : undefined;
  const offer = current.length > 1 ? move : single;
  const draw = p.legal.find((m) => m.type === "draw");
  const calls = p.legal.filter((m) => m.type === "lastCard" || m.type === "callThirteen");
  const myTurn = v.turn === p.you;
  return (
    <section class="hand th" aria-label="Your hand">
      <div class="handtools">
        <h2>Your hand</h2>
        {current.length ? (
          <button type="button" class="small" onClick={() => setRun([])}>
            Clear
          </button>
        ) : null}
      </div>
      <div class="cards handcards" role="group" aria-label="Cards in your hand">
        {hand.map((c) => {
          const at = current.indexOf(c);
          const can = at >= 0 || next.has(c) || playable.has(c);
          const hinted = last ? next.has(c) : playable.has(c);
          return (
            <PlayingCard
              card={c}
              selected={at >= 0}
              tone={at < 0 && hinted ? "playable" : at < 0 && myTurn && !can ? "dim" : undefined}
              disabled={!myTurn || !can}
              label={`${cardName(c)}${at >= 0 ? `, card ${at + 1} of your play` : can ? ", can be played" : ""}`}
              badge={at >= 0 ? <span class="order">{at + 1}</span> : null}
              data={{ card: c }}
              onClick={() => tap(c)}
            />
          );
        })}
      </div>
      <div class="actions">
        {offer ? (
          <MoveButton move={offer} label={`Play ${current.map(cardName).join(", ")}${(offer as { lastCard?: boolean }).lastCard ? " and say “last card”" : ""}`} act={p.act} busy={p.busy} primary />
        ) : null}
        {current.length && leavesOne ? (
          <label class="field check inline">
            <input type="checkbox" checked={sayLast} onChange={(e: Event) => setSayLast((e.target as HTMLInputElement).checked)} />
            <span>Say “last card” with it</span>
          </label>
        ) : null}
        {draw ? <MoveButton move={draw} label={v.forced ? `Pick up ${v.forced.pickUp}` : "Pick up a card"} act={p.act} busy={p.busy} primary={!playable.size} /> : null}
        {!current.length && myTurn && playable.size ? (
          <p class="hint">Tap a green-edged card to play it; then tap more cards to make a run.</p>
        ) : null}
        {current.length && next.size ? <p class="hint">Tap a green-edged card to add it to the run.</p> : null}
      </div>
      {calls.length ? <MoveButtons act={p.act} busy={p.busy} moves={calls} label={(m) => moveLabel(m as M)} title="Calls" /> : null}
    </section>
  );
}

function Extra(p: Ctx) {
  const v = p.view;
  if (!v.handResults.length || v.matchTarget === null) return null;
  return (
    <section class="panel" aria-label="Hands played">
      <h2>Hands</h2>
      <ul>
        {v.handResults.map((r, i) => (
          <li>
            Hand {i + 1}: {p.name(r.winner)} won (+{plural(r.points, "point")})
          </li>
        ))}
      </ul>
    </section>
  );
}

const REASON: Record<string, string> = {
  cannot_play: "could not play",
  joker: "owed the joker's suit",
  thirteen: "“thirteen” was called",
};

function describe(e: Record<string, any>, c: DescribeCtx): string | null {
  const who = (s: number) => capitalize(c.who(s));
  switch (e.type) {
    case "deal":
      return `Hand ${e.hand}: ${c.who(e.dealer)} dealt; ${c.who(e.starter)} ${e.starter === c.you ? "start" : "starts"} on the ${cardName(e.up)}.`;
    case "dealt":
      return `${who(e.seat)} ${e.seat === c.you ? "were" : "was"} dealt ${plural(e.cards.length, "card")}.`;
    case "play":
      return `${who(e.seat)} played ${e.cards.map(cardName).join(", ")}${e.lastCard ? " and said “last card”" : ""}.`;
    case "forcedSuit":
      return `Joker! ${who(e.seat)} must play a ${suitWord(e.suit).replace(/s$/, "")} or pick up ${e.pickUp}.`;
    case "pickUp":
      return `${who(e.seat)} picked up ${plural(e.count, "card")}${REASON[e.reason] ? ` (${REASON[e.reason]})` : ""}.`;
    case "pickedUp":
      return e.cards.length ? `${who(e.seat)} got ${e.cards.map(cardName).join(", ")}.` : null;
    case "stockRebuilt":
      return `The pile was shuffled into a new stock of ${plural(e.size, "card")}.`;
    case "lastCard":
      return `${who(e.seat)} said “last card”.`;
    case "thirteen":
      return `${who(e.by)} called “thirteen” on ${c.who(e.seat)}!`;
    case "handOver":
      return `${who(e.winner)} ${e.winner === c.you ? "win" : "wins"} hand ${e.hand}${e.scores ? ` (+${plural(e.points, "point")})` : ""}.`;
    case "matchOver":
      return `${who(e.winner)} ${e.winner === c.you ? "win" : "wins"} the match.`;
    default:
      return null;
  }
}

function moveLabel(m: M): string {
  switch (m.type) {
    case "play":
      return `Play ${m.cards.map(cardName).join(", ")}${m.lastCard ? " and say “last card”" : ""}`;
    case "draw":
      return "Pick up";
    case "lastCard":
      return "Say “last card”";
    case "callThirteen":
      return "Call “thirteen”!";
  }
}

export const thirteenUI: GameUI<V, M> = {
  Table,
  Hand,
  Extra,
  describe: describe as GameUI["describe"],
  moveLabel: moveLabel as GameUI["moveLabel"],
};
