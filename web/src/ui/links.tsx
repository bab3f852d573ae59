/** A link to pass on: shown, shared by the phone's share sheet where there is one, else copied. */
import { useState } from "hono/jsx/dom";
import { QrCode } from "./qr";

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function LinkBox(p: { title: string; url: string; hint?: string; share?: boolean; qr?: boolean; open?: string; testid?: string }) {
  const [said, setSaid] = useState("");
  const canShare = p.share && typeof navigator.share === "function";
  const doShare = async () => {
    try {
      await navigator.share({ title: "Thirteens", text: p.hint ?? p.title, url: p.url });
      setSaid("Shared.");
    } catch (err) {
      if ((err as Error)?.name !== "AbortError") setSaid((await copy(p.url)) ? "Copied." : "Select the link and copy it.");
    }
  };
  const doCopy = async () => setSaid((await copy(p.url)) ? "Copied to the clipboard." : "Select the link above and copy it.");
  return (
    <section class="linkbox" data-testid={p.testid}>
      <h3>{p.title}</h3>
      {p.hint ? <p class="hint">{p.hint}</p> : null}
      <input class="link" readonly value={p.url} aria-label={p.title} onFocus={(e: FocusEvent) => (e.target as HTMLInputElement).select()} />
      <div class="row">
        {p.open ? (
          <a class="button primary" href={p.url}>
            {p.open}
          </a>
        ) : null}
        {canShare ? (
          <button type="button" class="primary" onClick={doShare}>
            Share…
          </button>
        ) : null}
        <button type="button" onClick={doCopy}>
          Copy
        </button>
      </div>
      <p class="said" aria-live="polite">
        {said}
      </p>
      {p.qr ? <QrCode text={p.url} label={`QR code of the ${p.title.toLowerCase()}`} /> : null}
    </section>
  );
}
