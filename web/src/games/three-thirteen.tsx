/**
 * Three-Thirteen: the wild rank, the piles, a hand the player arranges (drag, or tap and
 * move; sort by suit or rank; group breaks), the melds of each finished round, and the
 * running scores as a chart. Every move comes from `legal`.
 */
import { useEffect, useRef, useState } from "hono/jsx/dom";
import { isJoker, RANK_NAMES, RANKS, rankOf, suitOf } from "../../../src/games/cards";
import type { ThreeThirteenMove } from "../../../src/games/three-thirteen/moves";
import type { RoundResult } from "../../../src/games/three-thirteen/state";
import type { ThreeThirteenView } from "../../../src/games/three-thirteen/view";
import { loadLocal, saveLocal } from "../lib/store";
import { capitalize, list, plural } from "../lib/words";
import { cardName, PlayingCard } from "../ui/card";
import { ScoreChart } from "../ui/chart";
import { MoveButton, MoveButtons } from "./moves";
import type { DescribeCtx, GameUI, PlayCtx } from "./types";

type V = ThreeThirteenView;
type M = ThreeThirteenMove;
type Ctx = PlayCtx<V, M>;

const BREAK = "|";

function rankWord(rank: number, many = true): string {
  const name = RANK_NAMES[rank] ?? String(rank);
  if (!many) return name;
  return name === "six" ? "sixes" : `${name}s`;
}

function wildText(v: Pick<V, "wildRank" | "jokersWild">): string {
  return `${capitalize(rankWord(v.wildRank))}${v.jokersWild ? " and jokers" : ""}`;
}

function isWild(card: string, v: Pick<V, "wildRank" | "jokersWild">): boolean {
  return isJoker(card) ? v.jokersWild : rankOf(card) === v.wildRank;
}

// --- the table ---------------------------------------------------------------------------

function Table(p: Ctx) {
  const v = p.view;
  const drawStock = p.legal.find((m) => m.type === "draw" && m.from === "stock");
  const drawDiscard = p.legal.find((m) => m.type === "draw" && m.from === "discard");
  const over = v.phase === "game_over";
  return (
    <section class="table tt" aria-label="Table">
      <div class="roundbar">
        <span>{v.tieBreak ? "Tie-break round" : `Round ${v.round} of ${v.roundCount}`}</span>
        <span>{plural(v.handSize, "card")} each</span>
        <span class="wild" data-testid="wild">
          Wild: <b>{RANKS[v.wildRank - 1]}</b> <span class="sr-only">{wildText(v)}</span>
          {v.jokersWild ? <span aria-hidden="true"> + ★</span> : null}
        </span>
        {v.doubled ? <span class="badge">Scores double</span> : null}
      </div>
      <ol class="seats">
        {Array.from({ length: p.seatCount }, (_, s) => {
          const dealt = v.players.includes(s);
          const marks = [s === v.dealer ? "dealer" : "", v.wentOut.includes(s) ? "went out" : "", v.lastTurns.includes(s) ? "last turn" : "", v.falseGoOuts[s] ? `${v.falseGoOuts[s]} false go-out` : ""].filter(Boolean);
          return (
            <li class={`seat${v.turn === s && !over ? " turn" : ""}${s === p.you ? " me" : ""}`}>
              <span class="who">
                {v.turn === s && !over ? <span class="sr-only">To play: </span> : null}
                {p.name(s)}
                {s === p.you ? " (you)" : ""}
              </span>
              <span class="meta">
                {dealt ? plural(v.handCounts[s] ?? 0, "card") : "sits out"} · {v.totals[s] ?? 0} pts
                {marks.length ? ` · ${marks.join(", ")}` : ""}
              </span>
              {v.hands && v.hands[s] && v.hands[s]!.length ? (
                <span class="cards fan">
                  {v.hands[s]!.map((c) => (
                    <PlayingCard card={c} small tone={isWild(c, v) ? "wild" : undefined} />
                  ))}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div class="piles">
        <Pile
          title="Stock"
          count={v.stockCount}
          card={null}
          move={drawStock}
          label={`Draw from the stock (${plural(v.stockCount, "card")})`}
          p={p}
        />
        <Pile
          title="Discards"
          count={v.discardCount}
          card={v.discardTop}
          move={drawDiscard}
          label={v.discardTop ? `Take the ${cardName(v.discardTop)} from the discard pile` : "The discard pile is empty"}
          p={p}
          wild={v.discardTop !== null && isWild(v.discardTop, v)}
        />
      </div>
      {v.takenFromDiscard && v.turn !== null ? (
        <p class="note">
          {capitalize(p.who(v.turn))} took the {cardName(v.takenFromDiscard)} from the discards.
        </p>
      ) : null}
      {v.table.length ? (
        <div class="tablemelds" aria-label="Melds on the table">
          {v.table.map((m) => (
            <span class="meld" aria-label={`${p.name(m.owner)}'s ${m.kind}`}>
              {m.cards.map((c) => (
                <PlayingCard card={c} small />
              ))}
            </span>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Pile(x: { title: string; count: number; card: string | null; move: M | undefined; label: string; p: Ctx; wild?: boolean }) {
  const face = <PlayingCard card={x.card} big tone={x.wild ? "wild" : undefined} label={x.card === null && x.title === "Stock" ? "face-down stock" : undefined} />;
  const caption = (
    <span class="caption">
      {x.title} <span class="count">{x.count}</span>
    </span>
  );
  if (x.move) {
    return (
      <button type="button" class="pile can" aria-label={x.label} data-move={JSON.stringify(x.move)} disabled={x.p.busy} onClick={() => x.p.act(x.move!)}>
        {face}
        {caption}
      </button>
    );
  }
  return (
    <div class="pile">
      {x.count > 0 || x.card ? face : <span class="card empty" aria-label="empty" role="img" />}
      {caption}
    </div>
  );
}

// --- the hand ----------------------------------------------------------------------------

/** The stored order with the hand's actual cards: unknown cards dropped, new ones appended. */
function reconcile(items: readonly string[], hand: readonly string[]): { items: string[]; fresh: Set<number> } {
  const left = [...hand];
  const out: string[] = [];
  for (const it of items) {
    if (it === BREAK) {
      if (out.length && out.at(-1) !== BREAK) out.push(BREAK);
      continue;
    }
    const i = left.indexOf(it);
    if (i >= 0) {
      left.splice(i, 1);
      out.push(it);
    }
  }
  while (out.at(-1) === BREAK) out.pop();
  const fresh = new Set<number>();
  if (items.length > 0) for (let k = 0; k < left.length; k++) fresh.add(out.length + k);
  out.push(...left);
  return { items: out, fresh };
}

const SUIT_ORDER = ["S", "H", "C", "D"];

function sorted(hand: readonly string[], by: "suit" | "rank", v: V): string[] {
  const wild = hand.filter((c) => isWild(c, v));
  const rest = hand.filter((c) => !isWild(c, v));
  const out: string[] = [];
  if (by === "suit") {
    for (const s of SUIT_ORDER) {
      const group = rest.filter((c) => suitOf(c) === s).sort((a, b) => rankOf(a) - rankOf(b));
      if (group.length) out.push(...(out.length ? [BREAK] : []), ...group);
    }
  } else {
    out.push(...rest.sort((a, b) => rankOf(a) - rankOf(b) || SUIT_ORDER.indexOf(suitOf(a)!) - SUIT_ORDER.indexOf(suitOf(b)!)));
  }
  if (wild.length) out.push(...(out.length ? [BREAK] : []), ...wild);
  return out;
}

function Hand(p: Ctx) {
  const v = p.view;
  const hand = v.hand;
  const [stored, setStored] = useState<{ round: number; items: string[] }>(() => loadLocal(p.gameId, "tt-order", { round: 0, items: [] }));
  const [selected, setSelected] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const drag = useRef<{ i: number; x: number; y: number; active: boolean } | null>(null);
  const dragged = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => setSelected(null), [p.reply.version, p.attempts]);
  if (p.replay || hand === null || p.you === null) return null;

  const { items, fresh } = reconcile(stored.round === v.round ? stored.items : [], hand);
  const save = (next: string[]) => {
    const value = { round: v.round, items: next };
    setStored(value);
    saveLocal(p.gameId, "tt-order", value);
  };
  const moveItem = (from: number, to: number) => {
    const next = items.slice();
    const [it] = next.splice(from, 1);
    const at = to > from ? to - 1 : to;
    next.splice(at, 0, it!);
    save(next);
    setSelected(at);
  };
  const toggleBreak = (i: number) => {
    const next = items.slice();
    if (next[i - 1] === BREAK) {
      next.splice(i - 1, 1);
      setSelected(i - 1);
    } else if (i > 0) {
      next.splice(i, 0, BREAK);
      setSelected(i + 1);
    }
    save(next);
  };
  const indexAt = (x: number, y: number): number | null => {
    const cards = Array.from(box.current?.querySelectorAll<HTMLElement>("[data-i]") ?? []);
    let lastInRow: number | null = null;
    for (const el of cards) {
      const r = el.getBoundingClientRect();
      if (y < r.top - 6 || y > r.bottom + 6) continue;
      const i = Number(el.dataset.i);
      if (x < r.left + r.width / 2) return i;
      lastInRow = i + 1;
    }
    return lastInRow;
  };
  const down = (e: PointerEvent) => {
    const target = (e.target as HTMLElement).closest<HTMLElement>("[data-i]");
    if (target && e.button === 0) drag.current = { i: Number(target.dataset.i), x: e.clientX, y: e.clientY, active: false };
  };
  const move = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    if (!d.active && Math.hypot(e.clientX - d.x, e.clientY - d.y) > 10) {
      d.active = true;
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
    }
    if (d.active) setDropAt(indexAt(e.clientX, e.clientY));
  };
  const up = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.active) {
      dragged.current = true;
      setTimeout(() => (dragged.current = false), 0);
      if (dropAt !== null && dropAt !== d.i && dropAt !== d.i + 1) moveItem(d.i, dropAt);
    }
    setDropAt(null);
  };

  const sel = selected !== null && items[selected] !== undefined && items[selected] !== BREAK ? selected : null;
  const card = sel !== null ? items[sel]! : null;
  const discard = card ? p.legal.find((m) => m.type === "discard" && m.card === card && !m.goOut) : undefined;
  const goOut = card ? p.legal.find((m) => m.type === "discard" && m.card === card && m.goOut) : undefined;
  const discardPhase = p.legal.some((m) => m.type === "discard");
  const others = p.legal.filter((m) => m.type !== "draw" && m.type !== "discard");
  const prevCard = sel !== null ? items.slice(0, sel).findLastIndex((it) => it !== BREAK) : -1;
  const nextCard = sel !== null ? items.findIndex((it, k) => k > sel && it !== BREAK) : -1;

  return (
    <section class="hand tt" aria-label="Your hand">
      <div class="handtools">
        <h2>Your hand</h2>
        <button type="button" class="small" onClick={() => save(sorted(hand, "suit", v))}>
          Sort by suit
        </button>
        <button type="button" class="small" onClick={() => save(sorted(hand, "rank", v))}>
          By rank
        </button>
      </div>
      <div
        class="cards handcards"
        ref={box}
        role="group"
        aria-label="Cards in your hand, in your order"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        {items.map((it, i) =>
          it === BREAK ? (
            <span class={`break${dropAt === i ? " drop" : ""}`} aria-hidden="true" />
          ) : (
            <span class={`slot${dropAt === i ? " drop" : ""}`}>
              <PlayingCard
                card={it}
                selected={sel === i}
                tone={[isWild(it, v) ? "wild" : "", fresh.has(i) ? "fresh" : ""].filter(Boolean).join(" ") || undefined}
                label={`${cardName(it)}${isWild(it, v) ? ", wild" : ""}${fresh.has(i) ? ", just drawn" : ""}`}
                data={{ i: String(i), card: it }}
                onClick={() => {
                  if (dragged.current) return;
                  setSelected(sel === i ? null : i);
                }}
              />
            </span>
          ),
        )}
        {dropAt === items.length ? <span class="slot drop end" aria-hidden="true" /> : null}
      </div>
      <div class="actions" aria-label="Actions">
        {card ? (
          <>
            {goOut ? <MoveButton move={goOut} label={`Go out: discard ${cardName(card)}`} act={p.act} busy={p.busy} primary /> : null}
            {discard ? <MoveButton move={discard} label={`Discard ${cardName(card)}`} act={p.act} busy={p.busy} primary={!goOut} /> : null}
            <button type="button" class="small" aria-label="Move the card left" disabled={prevCard < 0} onClick={() => moveItem(sel!, prevCard)}>
              ◀
            </button>
            <button type="button" class="small" aria-label="Move the card right" disabled={nextCard < 0} onClick={() => moveItem(sel!, nextCard + 1)}>
              ▶
            </button>
            <button type="button" class="small" disabled={sel === 0} onClick={() => toggleBreak(sel!)}>
              {items[sel! - 1] === BREAK ? "Join group" : "New group"}
            </button>
          </>
        ) : (
          <p class="hint">
            {p.legal.some((m) => m.type === "draw")
              ? "Your turn: draw from the stock or take the top discard."
              : discardPhase
                ? "Tap a card to discard it (or go out with it). Drag cards to arrange them."
                : "Tap a card to move it or start a group; or drag it."}
          </p>
        )}
      </div>
      {others.length ? <MoveButtons act={p.act} busy={p.busy} moves={others} label={(m) => moveLabel(m as M)} /> : null}
    </section>
  );
}

// --- rounds and scores -------------------------------------------------------------------

function Extra(p: Ctx) {
  const v = p.view;
  const [shown, setShown] = useState<number | null>(null);
  const rounds = v.rounds;
  useEffect(() => setShown(null), [rounds.length]);
  const names = Array.from({ length: p.seatCount }, (_, s) => p.name(s));
  const index = shown ?? rounds.length - 1;
  const r = rounds[index];
  return (
    <>
      {r ? (
        <section class="panel rounds" aria-label="Round results">
          <div class="panelhead">
            <h2>
              Round {r.round}
              {r.tieBreak ? " (tie-break)" : ""}: {endedWords(r, p)}
            </h2>
            <span class="row">
              <button type="button" class="small" aria-label="Earlier round" disabled={index <= 0} onClick={() => setShown(index - 1)}>
                ◀
              </button>
              <button type="button" class="small" aria-label="Later round" disabled={index >= rounds.length - 1} onClick={() => setShown(index + 1)}>
                ▶
              </button>
            </span>
          </div>
          <p class="hint">
            {plural(r.handSize, "card")}, {rankWord(r.wildRank)} wild{r.doubled ? ", scores doubled" : ""}. Melds are framed.
          </p>
          {r.seats.map((sr) => (
            <div class="rr">
              <div class="rrhead">
                <b>{p.name(sr.seat)}</b>
                <span>
                  {plural(sr.points, "point")}
                  {sr.falseGoOuts ? ` (${sr.falseGoOuts} false go-out)` : ""}
                </span>
              </div>
              <div class="cards">
                {sr.melds.map((m) => (
                  <span class="meld" role="group" aria-label={`meld: ${m.kind} of ${m.cards.map(cardName).join(", ")}`}>
                    {m.cards.map((c) => (
                      <PlayingCard card={c} small tone={isWild(c, { wildRank: r.wildRank, jokersWild: v.jokersWild }) ? "wild" : undefined} />
                    ))}
                  </span>
                ))}
                {sr.layoffs.length ? (
                  <span class="meld layoff" role="group" aria-label="laid off">
                    {sr.layoffs.map((l) => (
                      <PlayingCard card={l.card} small />
                    ))}
                  </span>
                ) : null}
                {sr.deadwood.length ? (
                  <span class="deadwood" role="group" aria-label={`deadwood, ${sr.deadwoodPoints} points`}>
                    {sr.deadwood.map((c) => (
                      <PlayingCard card={c} small />
                    ))}
                  </span>
                ) : null}
              </div>
            </div>
          ))}
        </section>
      ) : null}
      {rounds.length ? (
        <section class="panel" aria-label="Scores">
          <h2>Scores</h2>
          <ScoreChart names={names} totals={rounds.map((x) => x.totals)} title="Running totals" />
          <ScoreTable names={names} rounds={rounds} totals={v.totals} />
        </section>
      ) : null}
    </>
  );
}

function ScoreTable(p: { names: string[]; rounds: RoundResult[]; totals: number[] }) {
  return (
    <div class="scroll">
      <table class="scores">
        <thead>
          <tr>
            <th scope="col">Round</th>
            {p.names.map((n) => (
              <th scope="col">{n}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.rounds.map((r) => (
            <tr>
              <th scope="row">{r.tieBreak ? "Tie" : r.round}</th>
              {p.names.map((_, s) => (
                <td>{r.scores[s] ?? "–"}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {p.names.map((_, s) => (
              <td>{p.totals[s] ?? 0}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function endedWords(r: RoundResult, c: DescribeCtx): string {
  if (r.endedBy === "stock_out") return "the stock ran out";
  const first = r.wentOut[0];
  return first === undefined ? "over" : `${c.who(first)} went out`;
}

// --- words -------------------------------------------------------------------------------

function describe(e: Record<string, any>, c: DescribeCtx): string | null {
  const who = typeof e.seat === "number" ? capitalize(c.who(e.seat)) : "";
  switch (e.type) {
    case "round_started":
      return `Round ${e.round}${e.tieBreak ? " (tie-break)" : ""} of ${e.roundCount}: ${plural(e.handSize, "card")} each, ${rankWord(e.wildRank)} wild${e.doubled ? ", scores double" : ""}. ${capitalize(c.who(e.firstToPlay))} ${e.firstToPlay === c.you ? "play" : "plays"} first; the ${cardName(e.upCard)} is face up.`;
    case "dealt": {
      const to = capitalize(c.who(e.to?.[0]));
      return `${to} ${to === "You" ? "were" : "was"} dealt ${e.hand.map(cardName).join(", ")}.`;
    }
    case "drew":
      if (e.from === "discard") return `${who} took the ${cardName(e.card)} from the discards.`;
      return e.seat === c.you ? null : `${who} drew from the stock.`;
    case "drew_card":
      return `${capitalize(c.who(e.to?.[0]))} drew the ${cardName(e.card)} from the stock.`;
    case "discarded":
      return `${who} discarded the ${cardName(e.card)}${e.goOut ? " and went out" : ""}.`;
    case "false_go_out":
      return `${who} could not go out after all: ${e.penalty} points, and play goes on.`;
    case "went_out":
      return `${who} went out${e.lastTurns?.length ? `; ${list(e.lastTurns.map((s: number) => c.who(s)))} ${e.lastTurns.length === 1 && e.lastTurns[0] !== c.you ? "has" : "have"} one more turn` : ""}.`;
    case "stock_ran_out":
      return "The stock ran out.";
    case "stock_reshuffled":
      return `The discards were shuffled into a new stock of ${plural(e.stockCount, "card")}.`;
    case "round_ended": {
      const scores = (e.seats as { seat: number; points: number }[]).map((s) => `${c.who(s.seat)} ${s.points}`).join(", ");
      return `Round ${e.round} is over (${e.endedBy === "stock_out" ? "the stock ran out" : `${c.who(e.wentOut[0])} went out`}): ${scores}.`;
    }
    case "tie_break":
      return `${capitalize(list(e.seats.map((s: number) => c.who(s))))} tie on ${e.total}: one more round of 13 cards decides.`;
    case "game_over":
      return null;
    default:
      return null;
  }
}

function moveLabel(m: M): string {
  if (m.type === "draw") return m.from === "stock" ? "Draw from the stock" : "Take the top discard";
  return m.goOut ? `Go out: discard ${cardName(m.card)}` : `Discard ${cardName(m.card)}`;
}

export const threeThirteenUI: GameUI<V, M> = {
  Table,
  Hand,
  Extra,
  describe: describe as GameUI["describe"],
  moveLabel,
};
