/**
 * Better 13: numbers 1 to 6 and six action cards. The table shows the ladder (normal or
 * flipped), the count to beat and the cards in play; the hand picks cards, and a play is
 * offered only when the server lists exactly those cards among the legal plays.
 */
import { useEffect, useState } from "hono/jsx/dom";
import { KIND_NAMES } from "../../../src/games/better-13/ladder";
import type { Better13Move } from "../../../src/games/better-13/moves";
import type { Better13View } from "../../../src/games/better-13/view";
import { capitalize, list, plural } from "../lib/words";
import { MoveButton } from "./moves";
import type { DescribeCtx, GameUI, PlayCtx } from "./types";

type V = Better13View;
type M = Better13Move;
type Ctx = PlayCtx<V, M>;

const KIND: Record<string, string> = KIND_NAMES;

const ACTION_HELP: Record<string, string> = {
  yoink: "take a random card from a player",
  twister: "every hand passes to the left",
  share: "everyone passes one card left",
  reset: "clear the count and lead",
  plenty: "everyone draws a card",
  flip: "turn the ladder upside down",
};

function isNumber(card: string): boolean {
  return card.length === 1 && card >= "1" && card <= "6";
}

function cardWord(card: string): string {
  return isNumber(card) ? card : capitalize(card);
}

function cardsWord(cards: readonly string[]): string {
  return [...cards].sort().join("-");
}

function B13Card(p: { card: string | null; onClick?: () => void; selected?: boolean; small?: boolean; disabled?: boolean; label?: string; data?: Record<string, string> }) {
  const back = p.card === null;
  const num = !back && isNumber(p.card!);
  const cls = ["card", "b13", back ? "back" : num ? `n${p.card}` : "action", p.small ? "small" : "", p.selected ? "selected" : ""].filter(Boolean).join(" ");
  const label = p.label ?? (back ? "face-down card" : num ? `number ${p.card}` : `${capitalize(p.card!)} action card: ${ACTION_HELP[p.card!] ?? ""}`);
  const face = back ? null : num ? <span class="num">{p.card}</span> : <span class="act">{capitalize(p.card!)}</span>;
  const extra = Object.fromEntries(Object.entries(p.data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  if (p.onClick) {
    return (
      <button type="button" class={cls} aria-label={label} aria-pressed={p.selected ? "true" : "false"} disabled={p.disabled} onClick={p.onClick} {...extra}>
        {face}
      </button>
    );
  }
  return (
    <span class={cls} role="img" aria-label={label}>
      {face}
    </span>
  );
}

function Table(p: Ctx) {
  const v = p.view;
  const match = v.options.matchTarget !== null;
  return (
    <section class="table b13" aria-label="Table">
      <div class="roundbar">
        {match ? <span>Game {v.game} · to {v.options.matchTarget}</span> : null}
        <span class={v.ladder === "flipped" ? "badge" : ""}>{v.ladder === "flipped" ? "Ladder flipped: lower beats" : "Ladder: higher beats"}</span>
        <span>
          Deck {v.deckCount} · Discards {v.discardCount}
        </span>
      </div>
      <ol class="seats">
        {Array.from({ length: p.seatCount }, (_, s) => (
          <li class={`seat${v.toAct.includes(s) ? " turn" : ""}${s === p.you ? " me" : ""}`}>
            <span class="who">
              {v.toAct.includes(s) ? <span class="sr-only">To act: </span> : null}
              {p.name(s)}
              {s === p.you ? " (you)" : ""}
            </span>
            <span class="meta">
              {plural(v.handCounts[s] ?? 0, "card")}
              {match ? ` · ${plural(v.scores[s] ?? 0, "point")}` : ""}
              {s === v.dealer ? " · dealer" : ""}
              {v.passed.includes(s) ? " · passed" : ""}
              {v.share?.awaiting.includes(s) ? " · choosing a card" : ""}
            </span>
            {v.hands?.[s]?.length ? (
              <span class="cards fan">
                {v.hands[s]!.map((c) => (
                  <B13Card card={c} small />
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <div class="count" aria-label="The count">
        {v.count ? (
          <>
            <p>
              To beat: <b>{KIND[v.count.kind] ?? v.count.kind}</b> by {p.who(v.count.by)}
            </p>
            <span class="cards">
              {v.count.cards.map((c) => (
                <B13Card card={c} />
              ))}
            </span>
          </>
        ) : (
          <p>{v.turn !== null ? `No count: ${p.who(v.turn)} ${v.turn === p.you ? "lead" : "leads"} with any combination.` : "No count."}</p>
        )}
        {v.inPlay.length > (v.count?.cards.length ?? 0) ? <p class="note">In play: {v.inPlay.join(" ")}</p> : null}
      </div>
      {v.share ? (
        <p class="note">
          Share by {p.who(v.share.by)}: everyone passes one card to the left.
          {v.share.awaiting.length ? ` Waiting for ${list(v.share.awaiting.map(p.who))}.` : ""}
          {v.share.myChoice ? ` You chose ${cardWord(v.share.myChoice)}.` : ""}
        </p>
      ) : null}
    </section>
  );
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

function Hand(p: Ctx) {
  const v = p.view;
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => setPicked([]), [p.reply.version, p.attempts]);
  if (p.replay || !v.hand || p.you === null) return null;
  const hand = v.hand;
  const chosen = picked.filter((i) => i < hand.length).map((i) => hand[i]!);
  const sharing = p.legal.filter((m) => m.type === "share");
  const plays = p.legal.filter((m): m is Extract<M, { type: "play" }> => m.type === "play");
  const pass = p.legal.find((m) => m.type === "pass");
  const action = chosen.length === 1 && !isNumber(chosen[0]!) ? chosen[0]! : null;
  const actions = action ? p.legal.filter((m) => m.type === "action" && m.card === action) : [];
  const play = !action && chosen.length ? plays.find((m) => sameCards(m.cards, chosen)) : undefined;
  const share = chosen.length === 1 ? sharing.find((m) => m.type === "share" && m.card === chosen[0]) : undefined;
  const toggle = (i: number) => {
    const card = hand[i]!;
    if (picked.includes(i)) return setPicked(picked.filter((x) => x !== i));
    // An action card, or a card to share, is chosen alone.
    if (!isNumber(card) || sharing.length || picked.some((x) => !isNumber(hand[x] ?? ""))) return setPicked([i]);
    setPicked([...picked, i]);
  };
  let hint = "";
  if (sharing.length) hint = share ? "" : "Share: choose one card to pass to your left.";
  else if (!p.legal.length) hint = v.share ? "Waiting for the others to choose their Share card." : "";
  else if (action && !actions.length) hint = "You cannot play that action card now.";
  else if (chosen.length && !action && !play) hint = "Those cards are not a play you can make now.";
  else if (!chosen.length) hint = "Pick cards to play, or an action card.";
  return (
    <section class="hand b13" aria-label="Your hand">
      <div class="handtools">
        <h2>Your hand</h2>
      </div>
      <div class="cards handcards" role="group" aria-label="Cards in your hand">
        {hand.map((c, i) => (
          <B13Card card={c} selected={picked.includes(i)} onClick={() => toggle(i)} data={{ card: c }} />
        ))}
      </div>
      <div class="actions">
        {share ? <MoveButton move={share} label={`Pass ${cardWord(share.card)} to the left`} act={p.act} busy={p.busy} primary /> : null}
        {play ? <MoveButton move={play} label={`Play ${cardsWord(play.cards)}`} act={p.act} busy={p.busy} primary /> : null}
        {actions.map((m) => (
          <MoveButton move={m} label={moveLabel(m, p)} act={p.act} busy={p.busy} primary />
        ))}
        {pass ? <MoveButton move={pass} label="Pass and draw" act={p.act} busy={p.busy} /> : null}
        {hint ? <p class="hint">{hint}</p> : null}
      </div>
      {plays.length ? (
        <details class="allplays" open={plays.length <= 6}>
          <summary>Plays you can make ({plays.length})</summary>
          <div class="moves">
            {plays.map((m) => (
              <MoveButton move={m} label={cardsWord(m.cards)} act={p.act} busy={p.busy} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}

function Extra(p: Ctx) {
  const v = p.view;
  if (!v.games.length) return null;
  return (
    <section class="panel" aria-label="Games played">
      <h2>Games</h2>
      <ul>
        {v.games.map((g) => (
          <li>
            Game {g.game}: {p.name(g.winner)} won (+{plural(g.points, "point")})
          </li>
        ))}
      </ul>
    </section>
  );
}

function describe(e: Record<string, any>, c: DescribeCtx): string | null {
  const who = (s: number) => capitalize(c.who(s));
  const reader = (e.to as number[] | undefined)?.includes(c.you ?? -1) ? c.you : null;
  switch (e.type) {
    case "game_started":
      return `Game ${e.game} begins: ${c.who(e.first)} ${e.first === c.you ? "lead" : "leads"}.`;
    case "dealt":
      return `${who(e.seat)} ${e.seat === c.you ? "were" : "was"} dealt ${e.cards.map(cardWord).join(", ")}.`;
    case "action":
      if (e.card === "yoink") return `${who(e.seat)} played Yoink on ${c.who(e.target)}.`;
      return `${who(e.seat)} played ${capitalize(e.card)}: ${ACTION_HELP[e.card] ?? ""}.`;
    case "yoink_card":
      return `${who(e.by)} took ${cardWord(e.card)} from ${c.who(e.from)}.`;
    case "hand_passed":
      if (reader === e.receiver) return `You now hold ${c.who(e.from)}'s hand: ${e.cards.map(cardWord).join(", ")}.`;
      return `${who(e.from)} passed ${e.from === c.you ? "your" : "their"} hand to ${c.who(e.receiver)}.`;
    case "share_started":
      return "Share: everyone passes one card to the left.";
    case "share_chosen":
      return `${who(e.seat)} chose a card to pass.`;
    case "share_card":
      return `${who(e.from)} passed ${cardWord(e.card)} to ${c.who(e.receiver)}.`;
    case "share_done":
      return "The Share is done.";
    case "flip":
      return e.flipped ? "The ladder is flipped: lower beats higher." : "The ladder is back to normal: higher beats lower.";
    case "play":
      return `${who(e.seat)} played ${KIND[e.kind] ? `a ${KIND[e.kind]}` : ""} (${cardsWord(e.cards)}).`;
    case "pass":
      return `${who(e.seat)} passed.`;
    case "draw":
      if (!e.drew) return `${who(e.seat)} could not draw: no cards left.`;
      return e.seat === c.you ? null : `${who(e.seat)} drew a card.`;
    case "draw_card":
      return `${who(e.seat)} drew ${cardWord(e.card)}.`;
    case "reshuffle":
      return `The discards were shuffled into a new deck of ${e.cards}.`;
    case "count_cleared":
      return e.reason === "top"
        ? `A top play: everyone else drew, and ${c.who(e.seat)} ${e.seat === c.you ? "lead" : "leads"} again.`
        : e.reason === "reset"
          ? `The count is cleared; ${c.who(e.seat)} ${e.seat === c.you ? "lead" : "leads"}.`
          : `Nobody beat it: ${c.who(e.seat)} ${e.seat === c.you ? "lead" : "leads"}.`;
    case "game_over":
      return `${who(e.winner)} emptied ${e.winner === c.you ? "your" : "their"} hand and ${e.winner === c.you ? "win" : "wins"} game ${e.game} (+${plural(e.points, "point")}).`;
    case "match_over":
      return `The match is over: ${list(e.winners.map((s: number) => c.who(s)))} ${e.winners.length === 1 && e.winners[0] !== c.you ? "wins" : "win"}.`;
    default:
      return null;
  }
}

function moveLabel(m: M, c: DescribeCtx): string {
  switch (m.type) {
    case "play":
      return `Play ${cardsWord(m.cards)}`;
    case "pass":
      return "Pass and draw";
    case "share":
      return `Pass ${cardWord(m.card)} to the left`;
    case "action":
      return m.card === "yoink" ? `Yoink from ${c.who(m.target)}` : `Play ${capitalize(m.card)}`;
  }
}

export const better13UI: GameUI<V, M> = {
  Table,
  Hand,
  Extra,
  describe: describe as GameUI["describe"],
  moveLabel,
};
