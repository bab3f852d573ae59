/**
 * Calcory: the 6 × 10 grid (shown 10 rows by 6 on a phone), the cards turned this turn and
 * their sum, the standing mark, and each player's pile. Turning a card, stopping and putting
 * a card back are all moves from `legal`.
 */
import { useEffect, useState } from "hono/jsx/dom";
import type { CalcoryMove } from "../../../src/games/calcory/moves";
import type { CalcoryView, CellView } from "../../../src/games/calcory/view";
import { capitalize, plural } from "../lib/words";
import { MoveButton } from "./moves";
import type { DescribeCtx, GameUI, PlayCtx } from "./types";

type V = CalcoryView;
type M = CalcoryMove;
type Ctx = PlayCtx<V, M>;

function place(cell: number): string {
  return `row ${Math.floor(cell / 10) + 1}, column ${(cell % 10) + 1}`;
}

function cellWords(c: CellView, name: (s: number) => string): string {
  switch (c.state) {
    case "empty":
      return "empty";
    case "down":
      return c.value !== undefined ? `face down, ${c.value}` : c.known !== null ? `face down, was ${c.known}` : "face down";
    case "turned":
      return `${c.value}, turned this turn`;
    case "marked":
      return `${c.value}, ${name(c.seat)}'s mark`;
  }
}

function cellValue(c: CellView | undefined): string {
  return c && "value" in c && c.value !== undefined ? String(c.value) : "card";
}

function Table(p: Ctx) {
  const v = p.view;
  const [from, setFrom] = useState<number | null>(null);
  useEffect(() => setFrom(null), [p.reply.version, p.attempts]);
  const flips = new Map<number, M>();
  const returns = p.legal.filter((m): m is Extract<M, { type: "return" }> => m.type === "return");
  for (const m of p.legal) if (m.type === "flip") flips.set(m.cell, m);
  const pendingCells = new Set(v.pending?.cells ?? []);
  const chosen = from !== null && pendingCells.has(from) ? from : null;
  const targets = new Map<number, M>();
  if (chosen !== null) for (const m of returns) if (m.cell === chosen) targets.set(m.to, m);
  const name = (s: number) => p.name(s);
  const turnedValues = v.turned.map((cell) => {
    const c = v.cells[cell];
    return c && "value" in c && c.value !== undefined ? c.value : "?";
  });
  return (
    <section class="table calcory" aria-label="Table">
      <div class="roundbar">
        <span>{plural(v.faceDown, "card")} face down</span>
        {v.memory ? <span class="badge">Memory</span> : null}
      </div>
      <ol class="seats">
        {Array.from({ length: p.seatCount }, (_, s) => (
          <li class={`seat s${s}${v.turn === s ? " turn" : ""}${s === p.you ? " me" : ""}`}>
            <span class="who">
              <i class="dot" aria-hidden="true" />
              {v.turn === s ? <span class="sr-only">To play: </span> : null}
              {p.name(s)}
              {s === p.you ? " (you)" : ""}
            </span>
            <span class="meta">
              {plural(v.piles[s] ?? 0, "card")} collected
              {v.pileValues?.[s]?.length ? ` (${v.pileValues[s]!.join(" ")})` : ""}
            </span>
          </li>
        ))}
      </ol>
      <p class="sum" data-testid="sum">
        {v.turned.length ? (
          <>
            This turn: {turnedValues.join(" + ")} = <b>{v.sum}</b>
            {v.zeros ? ` · ${plural(v.zeros, "zero")}` : ""}
          </>
        ) : (
          "No card turned yet this turn."
        )}
      </p>
      <p class="note">
        {v.mark ? `Mark to beat: ${p.who(v.mark.seat)}, ${plural(v.mark.count, "card")} summing ${v.mark.sum}.` : "No mark stands: any stop marks its cards."}
      </p>
      {chosen !== null && returns.length && (v.pending?.cells.length ?? 0) > 1 ? (
        <p class="note row">
          Now tap the space to put the {cellValue(v.cells[chosen])} on.
          <button type="button" class="small" onClick={() => setFrom(null)}>
            Choose another card
          </button>
        </p>
      ) : null}
      <div class={`grid${v.pending ? " returning" : ""}`} role="group" aria-label={`The grid: ${v.rows} rows of ${v.cols} cards`}>
        {v.cells.map((c, cell) => {
          const flip = flips.get(cell);
          const target = targets.get(cell);
          const isPending = pendingCells.has(cell) && returns.length > 0;
          const cls = `cell ${c.state}${c.state === "marked" ? ` s${c.seat}` : ""}${chosen === cell ? " chosen" : ""}${target ? " target" : ""}`;
          const label = `${place(cell)}: ${cellWords(c, name)}`;
          const face =
            c.state === "turned" || c.state === "marked" ? (
              <span class="val">{c.value}</span>
            ) : c.state === "down" ? (
              c.value !== undefined ? <span class="val ghost">{c.value}</span> : c.known !== null ? <span class="known">{c.known}</span> : null
            ) : null;
          if (target) {
            return (
              <button type="button" class={cls} aria-label={`${label}. Put the card back here`} data-cell={String(cell)} data-move={JSON.stringify(target)} disabled={p.busy} onClick={() => p.act(target)}>
                {face}
              </button>
            );
          }
          if (isPending) {
            return (
              <button
                type="button"
               
                class={cls}
                aria-pressed={chosen === cell ? "true" : "false"}
                aria-label={`${label}. Choose it to put back`}
                data-cell={String(cell)}
                onClick={() => setFrom(cell)}
              >
                {face}
              </button>
            );
          }
          if (flip) {
            return (
              <button type="button" class={cls} aria-label={`${label}. Turn it over`} data-cell={String(cell)} data-move={JSON.stringify(flip)} disabled={p.busy} onClick={() => p.act(flip)}>
                {face}
              </button>
            );
          }
          return (
            <span role="img" class={cls} aria-label={label} data-cell={String(cell)}>
              {face}
            </span>
          );
        })}
      </div>
    </section>
  );
}

function Hand(p: Ctx) {
  const v = p.view;
  if (p.replay || p.you === null || v.phase === "over") return null;
  const stop = p.legal.find((m) => m.type === "stop");
  const returning = p.legal.some((m) => m.type === "return");
  const mine = v.turn === p.you;
  let hint = "";
  if (returning) hint = v.pending?.kind === "thirteen" ? "You made 13! Choose one of those cards, then the empty space to put it back on, face down." : "Your mark survived a round: choose one of its cards, then the space to put it back on.";
  else if (mine) hint = v.turned.length ? "Turn another card, or stop." : "Turn a face-down card: try to make exactly 13.";
  return (
    <section class="hand calcory" aria-label="Your moves">
      <div class="actions">
        {stop ? <MoveButton move={stop} label={v.stopBeatsMark ? `Stop on ${v.sum}: mark these cards` : `Stop on ${v.sum} (does not beat the mark)`} act={p.act} busy={p.busy} primary={v.stopBeatsMark} /> : null}
        {hint ? <p class="hint">{hint}</p> : <p class="hint">{mine ? "" : "Waiting for the others; this page updates by itself."}</p>}
      </div>
    </section>
  );
}

function valuesOf(e: Record<string, any>): string {
  return Array.isArray(e.values) ? ` (${e.values.join(" + ")}${typeof e.sum === "number" ? ` = ${e.sum}` : ""})` : "";
}

function describe(e: Record<string, any>, c: DescribeCtx): string | null {
  const who = typeof e.seat === "number" ? capitalize(c.who(e.seat)) : "";
  const their = e.seat === c.you ? "your" : "their";
  switch (e.type) {
    case "flip":
      return typeof e.value === "number" ? `${who} turned a ${e.value} (sum ${e.sum}).` : `${who} turned a card.`;
    case "bust":
      return `${who} went bust${e.reason === "two_zeros" ? " with two zeros" : e.reason === "over" ? " over 13" : ""}${valuesOf(e)}.`;
    case "thirteen":
      return `${who} made 13${valuesOf(e)}!`;
    case "marked":
      return `${who} stopped and marked ${plural(e.cells.length, "card")}${valuesOf(e)}.`;
    case "stop_failed":
      return `${who} stopped, but ${plural(e.cells.length, "card")}${valuesOf(e)} did not beat the mark.`;
    case "take":
      if (e.kind === "single") return `${who} collected ${their} single-card mark.`;
      return `${who} took ${plural(e.cells.length, "card")} and put one back face down (${their} pile: ${e.pile}).`;
    case "mark_cleared":
      return `${capitalize(c.who(e.seat))}'s mark is gone (${e.why === "beaten" ? "beaten" : "a 13 was made"}).`;
    case "game_end":
      return e.reason === "single_mark" ? "A single-card mark was collected: the game ends." : "No face-down card is left: the game ends.";
    default:
      return null;
  }
}

function moveLabel(m: M): string {
  switch (m.type) {
    case "flip":
      return `Turn over the card at ${place(m.cell)}`;
    case "stop":
      return "Stop";
    case "return":
      return `Put back the card from ${place(m.cell)} at ${place(m.to)}`;
  }
}

export const calcoryUI: GameUI<V, M> = {
  Table,
  Hand,
  describe: describe as GameUI["describe"],
  moveLabel: moveLabel as GameUI["moveLabel"],
};
