/**
 * Follows what a page knows: the latest game reply it received, over HTTP or its WebSocket.
 * The tests choose moves from it (the page's own `legal`), then make them through the page.
 */
import type { Page } from "playwright-core";
import type { GameReply } from "../../../src/room/reply-types";

export class Tracker {
  latest: GameReply | null = null;

  constructor(readonly page: Page) {
    page.on("response", async (res) => {
      const path = new URL(res.url()).pathname;
      if (!res.ok() || !/^\/api\/games\/[^/]+(\/moves)?$/.test(path)) return;
      try {
        this.offer((await res.json()) as GameReply);
      } catch {
        // a body already gone (navigation): the next reply will do
      }
    });
    page.on("websocket", (ws) =>
      ws.on("framereceived", (frame) => {
        try {
          const msg = JSON.parse(String(frame.payload)) as { game?: GameReply };
          if (msg.game) this.offer(msg.game);
        } catch {
          // "pong"
        }
      }),
    );
  }

  private offer(reply: GameReply): void {
    if (!reply || typeof reply.version !== "number" || !("seats" in reply)) return;
    if (!this.latest || reply.version > this.latest.version || (reply.version === this.latest.version && reply.you !== null)) this.latest = reply;
  }
}

/** The version the page shows now (its `main.play[data-version]`). */
export async function shownVersion(page: Page): Promise<number> {
  const v = await page.getAttribute("main.play", "data-version");
  return v === null ? -1 : Number(v);
}

/** Waits until the page shows at least `version` (a live update arrived and was drawn). */
export async function waitForVersion(page: Page, version: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((v) => Number(document.querySelector("main.play")?.getAttribute("data-version") ?? -1) >= v, version, { timeout });
}
