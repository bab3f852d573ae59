/** Legal moves as buttons. Each carries its move as JSON (data-move) for tests and tools. */
import type { PlayCtx } from "./types";

export function MoveButton(p: { move: unknown; label: string; act(m: unknown): void; busy: boolean; primary?: boolean; danger?: boolean }) {
  return (
    <button
      type="button"
      class={p.primary ? "move primary" : p.danger ? "move danger" : "move"}
      data-move={JSON.stringify(p.move)}
      disabled={p.busy}
      onClick={() => p.act(p.move)}
    >
      {p.label}
    </button>
  );
}

export function MoveButtons(p: Pick<PlayCtx, "act" | "busy"> & { moves: unknown[]; label(m: unknown): string; title?: string }) {
  if (p.moves.length === 0) return null;
  return (
    <section class="moves" aria-label={p.title ?? "Your moves"}>
      {p.moves.map((m) => (
        <MoveButton move={m} label={p.label(m)} act={p.act} busy={p.busy} />
      ))}
    </section>
  );
}
