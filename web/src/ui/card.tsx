/** Standard playing cards drawn with CSS and text (no image per card). */
import type { Child } from "hono/jsx";
import { cardName, isJoker, isRed } from "../../../src/games/cards";

const SUIT_SYMBOL: Record<string, string> = { C: "♣\uFE0E", D: "♦\uFE0E", H: "♥\uFE0E", S: "♠\uFE0E" };

export function cardText(card: string): string {
  if (isJoker(card)) return card === "RJ" ? "Joker (red)" : "Joker (black)";
  return `${card.slice(0, -1)}${SUIT_SYMBOL[card.slice(-1)] ?? ""}`;
}

export { cardName };

export interface CardProps {
  card: string | null;
  /** Makes the card a button. */
  onClick?: () => void;
  selected?: boolean;
  /** Marked as wild, playable, part of a meld… (a class name). */
  tone?: string;
  label?: string;
  small?: boolean;
  big?: boolean;
  disabled?: boolean;
  badge?: Child;
  data?: Record<string, string>;
}

/** A card face (or its back when `card` is null); a button when it can be tapped. */
export function PlayingCard(p: CardProps) {
  const back = p.card === null;
  const joker = !back && isJoker(p.card!);
  const cls = [
    "card",
    back ? "back" : isRed(p.card!) ? "red" : "black",
    joker ? "joker" : "",
    p.small ? "small" : "",
    p.big ? "big" : "",
    p.selected ? "selected" : "",
    p.tone ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const label = p.label ?? (back ? "face-down card" : cardName(p.card!));
  const face = back ? null : joker ? (
    <>
      <span class="rank">★</span>
      <span class="suit">Joker</span>
    </>
  ) : (
    <>
      <span class="rank">{p.card!.slice(0, -1)}</span>
      <span class="suit">{SUIT_SYMBOL[p.card!.slice(-1)]}</span>
    </>
  );
  const extra = Object.fromEntries(Object.entries(p.data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  if (p.onClick) {
    return (
      <button type="button" class={cls} aria-label={label} aria-pressed={p.selected === undefined ? undefined : p.selected ? "true" : "false"} disabled={p.disabled} onClick={p.onClick} {...extra}>
        {face}
        {p.badge}
      </button>
    );
  }
  return (
    <span class={cls} role="img" aria-label={label} {...extra}>
      {face}
      {p.badge}
    </span>
  );
}
