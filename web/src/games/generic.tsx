/**
 * The fallback renderer: the view's plain facts as a list, cards drawn where a value looks
 * like a card, and every legal move as a labelled button.
 */
import { isCard } from "../../../src/games/cards";
import { PlayingCard } from "../ui/card";
import { capitalize } from "../lib/words";
import { MoveButtons } from "./moves";
import type { DescribeCtx, GameUI, PlayCtx } from "./types";

function words(key: string): string {
  return capitalize(key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase());
}

function Value({ value }: { value: unknown }): any {
  if (typeof value === "string" && isCard(value)) return <PlayingCard card={value} small />;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === "string" && isCard(v))) {
      return (
        <span class="cards">
          {value.map((c) => (
            <PlayingCard card={c as string} small />
          ))}
        </span>
      );
    }
    if (value.every((v) => v === null || typeof v !== "object")) return <span>{value.map((v) => String(v)).join(", ")}</span>;
    return <span>{value.length} items</span>;
  }
  if (value === null || value === undefined) return <span>–</span>;
  if (typeof value === "object") return <span>…</span>;
  return <span>{String(value)}</span>;
}

export function GenericTable(p: PlayCtx) {
  const view = p.view && typeof p.view === "object" ? (p.view as Record<string, unknown>) : {};
  const keys = Object.keys(view).filter((k) => !["rules", "viewer", "options"].includes(k));
  return (
    <section class="panel generic">
      <dl>
        {keys.map((k) => (
          <div class="fact">
            <dt>{words(k)}</dt>
            <dd>
              <Value value={view[k]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function GenericHand(p: PlayCtx) {
  if (p.replay || p.you === null) return null;
  return <MoveButtons {...p} moves={p.legal} label={(m) => genericMoveLabel(m, p)} />;
}

export function genericMoveLabel(move: unknown, _c?: DescribeCtx): string {
  if (!move || typeof move !== "object") return String(move);
  const { type, ...rest } = move as Record<string, unknown>;
  const parts = Object.entries(rest).map(([k, v]) => (v === true ? words(k).toLowerCase() : `${words(k).toLowerCase()} ${Array.isArray(v) ? v.join(" ") : String(v)}`));
  return capitalize([typeof type === "string" ? words(type).toLowerCase() : "move", ...parts].join(" "));
}

export function genericDescribe(e: { type: string; seat?: unknown }, c: DescribeCtx): string | null {
  const who = typeof e.seat === "number" ? `${capitalize(c.who(e.seat))}: ` : "";
  return `${who}${words(e.type).toLowerCase()}.`;
}

export const generic: GameUI = {
  Table: GenericTable,
  Hand: GenericHand,
  describe: genericDescribe,
  moveLabel: genericMoveLabel,
};
