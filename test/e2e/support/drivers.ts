/**
 * How the tests play each game through the page: a short-game option set, a strategy picking
 * one of the page's legal moves, the taps that make that move on the page, and a well-formed
 * move the rules refuse (for the illegal-move check). Games without a driver are played by the
 * generic one: any legal move, clicked by its button.
 */
import type { Page } from "playwright-core";
import type { GameReply } from "../../../src/room/reply-types";

export interface Driver {
  /** Options for a short game. */
  options: Record<string, unknown>;
  /** A seed whose game ends soon under this strategy (default: "e2e-<game>"). */
  seed?: string;
  seats: number;
  choose(reply: GameReply, step: number): unknown;
  /** Makes `move` through the page: reveal it (select cards…), then click its button. */
  perform(page: Page, move: unknown, reply: GameReply): Promise<void>;
  /** A move the server refuses as illegal at this table (422), or null when none fits now. */
  bogus(reply: GameReply): unknown | null;
  /** Anything more to try on the first player's page once the game has started. */
  afterStart?(page: Page): Promise<void>;
}

type AnyMove = Record<string, any>;

/** Clicks the button carrying exactly this move (the page writes each move's JSON in data-move). */
export async function clickMove(page: Page, move: unknown): Promise<void> {
  const button = page.locator(`[data-move='${JSON.stringify(move).replace(/'/g, "\\'")}']`).first();
  await button.waitFor({ state: "visible", timeout: 5_000 });
  await button.click();
}

const rank = (card: string) => {
  const r = card.slice(0, -1);
  return r === "A" ? 1 : r === "J" ? 11 : r === "Q" ? 12 : r === "K" ? 13 : Number(r) || 0;
};

let turns = 0;

export const threeThirteen: Driver = {
  options: { rounds: [3] },
  seats: 2,
  choose(reply) {
    const legal = reply.legal as AnyMove[];
    const view = reply.state as { hand: string[]; wildRank: number; discardTop: string | null };
    const out = legal.find((m) => m.goOut);
    if (out) return out;
    const draws = legal.filter((m) => m.type === "draw");
    if (draws.length) {
      const top = view.discardTop;
      const useful = top !== null && (rank(top) === view.wildRank || view.hand.some((c) => rank(c) === rank(top)));
      return draws.find((m) => m.from === (useful ? "discard" : "stock")) ?? draws[0];
    }
    // Discard the highest card that is neither wild nor paired.
    const score = (card: string) => (rank(card) === view.wildRank ? -100 : view.hand.filter((c) => rank(c) === rank(card)).length > 1 ? -50 : rank(card));
    return legal.filter((m) => m.type === "discard").sort((a, b) => score(b.card) - score(a.card))[0] ?? legal[0];
  },
  async perform(page, move) {
    const m = move as AnyMove;
    // Every other turn by keyboard alone: focus, Enter or Space.
    const keys = ++turns % 2 === 0;
    if (m.type === "discard") {
      const card = page.locator(`.handcards [data-card="${m.card}"]`).first();
      if (keys) {
        await card.focus();
        await page.keyboard.press("Space");
      } else await card.click();
    }
    if (keys) {
      const button = page.locator(`[data-move='${JSON.stringify(move)}']`).first();
      await button.focus();
      await page.keyboard.press("Enter");
    } else await clickMove(page, move);
  },
  async afterStart(page) {
    // Sort, then drag the first card to the end of the hand.
    await page.click("text=Sort by suit");
    const cards = page.locator(".handcards button.card");
    const before = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
    const first = (await cards.first().boundingBox())!;
    const last = (await cards.last().boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(first.x + first.width, first.y + first.height / 2, { steps: 4 });
    await page.mouse.move(last.x + last.width - 2, last.y + last.height / 2, { steps: 8 });
    await page.mouse.up();
    const after = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
    if (after.at(-1) !== before[0]) throw new Error(`dragging did not move ${before[0]} to the end: ${before} → ${after}`);
  },
  bogus(reply) {
    const view = reply.state as { hand: string[] | null };
    const drawing = (reply.legal as AnyMove[]).some((m) => m.type === "draw");
    return drawing && view.hand?.length ? { type: "discard", card: view.hand[0] } : null;
  },
};

export const better13: Driver = {
  options: {},
  seats: 2,
  choose(reply) {
    const legal = reply.legal as AnyMove[];
    const share = legal.find((m) => m.type === "share");
    if (share) return share;
    const plays = legal.filter((m) => m.type === "play").sort((a, b) => b.cards.length - a.cards.length);
    return plays[0] ?? legal.find((m) => m.type === "pass") ?? legal[0];
  },
  async perform(page, move, reply) {
    const m = move as AnyMove;
    const hand = (reply.state as { hand: string[] | null }).hand ?? [];
    const pick = async (cards: string[]) => {
      // Start from no selection.
      for (const el of await page.locator('.handcards button.card[aria-pressed="true"]').all()) await el.click();
      const used = new Set<number>();
      const at: number[] = [];
      for (const card of cards) {
        const i = hand.findIndex((c, k) => c === card && !used.has(k));
        if (i < 0) return false;
        used.add(i);
        at.push(i);
      }
      for (const i of at) await page.locator(".handcards button.card").nth(i).click();
      return true;
    };
    if (m.type === "play") {
      if (!(await pick(m.cards))) {
        // Cards not all in hand (the illegal-move check): from the list of plays.
        const list = page.locator("details.allplays");
        if ((await list.getAttribute("open")) === null) await list.locator("summary").click();
      }
    } else if (m.type === "share" || m.type === "action") {
      await pick([m.card]);
    }
    await clickMove(page, move);
  },
  bogus(reply) {
    return (reply.legal as AnyMove[]).some((m) => m.type === "pass") ? { type: "play", cards: ["1", "2"] } : null;
  },
};

export const thirteen: Driver = {
  options: {},
  // A single hand can run to hundreds of moves; this deal ends in about 30 with this strategy.
  seed: "e2e-thirteen-6",
  seats: 2,
  choose(reply) {
    const legal = reply.legal as AnyMove[];
    const view = reply.state as { hand: string[]; playable: string[]; follows: Record<string, string[]> };
    const call = legal.find((m) => m.type === "callThirteen" || m.type === "lastCard");
    if (call) return call;
    if (view.playable?.length) {
      // The longest run the page's hints allow, built greedily.
      let best: string[] = [];
      for (const first of view.playable) {
        const run = [first];
        for (;;) {
          const next = (view.follows[run.at(-1)!] ?? []).find((c) => !run.includes(c));
          if (!next) break;
          run.push(next);
        }
        if (run.length > best.length) best = run;
      }
      return { type: "play", cards: best, ...(view.hand.length - best.length === 1 ? { lastCard: true } : {}) };
    }
    return legal.find((m) => m.type === "draw") ?? legal[0];
  },
  async perform(page, move) {
    const m = move as AnyMove;
    if (m.type === "play") {
      const clear = page.locator(".hand .handtools button", { hasText: "Clear" });
      if (await clear.count()) await clear.click();
      for (const card of m.cards) await page.locator(`.handcards [data-card="${card}"]`).click();
    }
    await clickMove(page, move);
  },
  bogus(reply) {
    const view = reply.state as { hand?: string[] };
    return (view.hand?.length ?? 0) > 1 && !(reply.legal as AnyMove[]).some((m) => m.type === "lastCard") ? { type: "lastCard" } : null;
  },
};

export const calcory: Driver = {
  options: {},
  seats: 2,
  choose(reply) {
    const legal = reply.legal as AnyMove[];
    const view = reply.state as { turned: number[] };
    const ret = legal.find((m) => m.type === "return");
    if (ret) return ret;
    // Turn one card and stop: single-card marks end the game soon.
    if (view.turned.length > 0) return legal.find((m) => m.type === "stop") ?? legal[0];
    return legal.find((m) => m.type === "flip") ?? legal[0];
  },
  async perform(page, move) {
    const m = move as AnyMove;
    if (m.type === "return") await page.locator(`.grid [data-cell="${m.cell}"]`).click();
    await clickMove(page, move);
  },
  bogus(reply) {
    const view = reply.state as { turned: number[]; phase: string };
    return view.phase === "flip" && view.turned.length === 0 ? { type: "stop" } : null;
  },
};

export const generic: Driver = {
  options: {},
  seats: 2,
  choose: (reply) => reply.legal[0],
  perform: (page, move) => clickMove(page, move),
  bogus: () => null,
};

export const DRIVERS: Record<string, Driver> = { "three-thirteen": threeThirteen, "better-13": better13, thirteen, calcory };
