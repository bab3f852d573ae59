/**
 * The web page end to end, in Debian's Chromium: for every game in the catalog, two phones
 * (light and dark) create, join and play a whole short seeded game through the page alone,
 * with a spectator watching; one illegal move (refused with a reason) and one stale move
 * (409: the page refreshes and says so); live updates must reach every other page after every
 * move. Screenshots at 360 × 740 go to test/e2e/screenshots/. Also: the size of the page's JS
 * and CSS, the security headers, and what makes it installable.
 *
 * Run: `npm run test:e2e` (needs /usr/bin/chromium: `apt-get install -y chromium`).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import type { GameReply } from "../../src/room/reply-types";
import { launch, phone } from "./support/browser";
import { DRIVERS, generic, type Driver } from "./support/drivers";
import { startService } from "./support/server";
import { shownVersion, Tracker, waitForVersion } from "./support/tracker";

const SHOTS = join(import.meta.dirname, "screenshots");
mkdirSync(SHOTS, { recursive: true });
const MAX_MOVES = Number(process.env.E2E_MAX_MOVES ?? 1000);

const service = await startService();
const { browser, close } = await launch();
const base = service.base;
const catalog = (await (await fetch(`${base}/api/catalog`)).json()) as {
  games: { id: string; name: string; seats: { min: number; max: number } }[];
};

afterAll(async () => {
  await close();
  service.stop();
});

interface Seat {
  page: Page;
  context: BrowserContext;
  tracker: Tracker;
  name: string;
}

const problems: string[] = [];

async function newPhone(scheme: "light" | "dark", storage?: Awaited<ReturnType<BrowserContext["storageState"]>>) {
  const context = await phone(browser, scheme, storage);
  // Sums layout shifts not caused by the reader's own input (what a live update could cause).
  await context.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    } catch {
      // not supported
    }
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) problems.push(`console error: ${msg.text()}`);
  });
  return { context, page };
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** Waits until every page shows the newest version any of them has received. */
async function settle(seats: Seat[]): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const target = Math.max(...seats.map((s) => s.tracker.latest?.version ?? -1));
    const shown = await Promise.all(seats.map((s) => shownVersion(s.page)));
    if (shown.every((v) => v === target) && seats.every((s) => s.tracker.latest?.version === target)) return target;
    if (Date.now() > deadline) throw new Error(`pages did not catch up: received ${seats.map((s) => s.tracker.latest?.version)}, showing ${shown}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

function actorOf(seats: Seat[]): Seat | undefined {
  return seats.find((s) => {
    const r = s.tracker.latest;
    return r && r.you !== null && r.legal.length > 0 && r.toAct.includes(r.you);
  });
}

/** Checks that every button and field on the page is a 44 px touch target with a name. */
async function checkControls(page: Page, where: string) {
  const bad = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("main button, main select, main input:not([type=checkbox]):not([type=radio]):not([type=range]), main textarea"))
      .filter((el) => el.offsetParent !== null && !el.closest("details:not([open])"))
      .flatMap((el) => {
        const r = el.getBoundingClientRect();
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim() || (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
        const issues = [];
        if (r.width < 43.5 || r.height < 43.5) issues.push(`${Math.round(r.width)}x${Math.round(r.height)} px`);
        if (!name) issues.push("no name");
        return issues.length ? [`${el.tagName.toLowerCase()}.${el.className} "${name ?? ""}": ${issues.join(", ")}`] : [];
      }),
  );
  expect(bad, `controls on ${where}`).toEqual([]);
}

describe("the page", () => {
  test("JS and CSS of the play page: at most 60 KB gzipped", () => {
    const sizes = JSON.parse(readFileSync(join(import.meta.dirname, "../../web/public/build/sizes.json"), "utf8")) as {
      files: { file: string; gzip: number }[];
      gzip: number;
      limit: number;
    };
    console.log(`page JS+CSS gzipped: ${(sizes.gzip / 1024).toFixed(1)} KB (${sizes.files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KB`).join(", ")})`);
    expect(sizes.gzip).toBeLessThanOrEqual(60 * 1024);
  });

  test("security headers on every page and file; no inline script or style", async () => {
    for (const path of ["/", "/g/abcdefgh1234", "/join/abcdefgh1234", "/build/app.js", "/build/app.css", "/manifest.webmanifest"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("unsafe-inline");
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    // The Worker's own answers (the API) carry theirs from src/api/app.ts.
    const api = await fetch(`${base}/api/catalog`);
    expect(api.headers.get("referrer-policy"), "/api/catalog").toBe("no-referrer");
    expect(api.headers.get("x-content-type-options"), "/api/catalog").toBe("nosniff");
    const html = await (await fetch(`${base}/`)).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });

  test("installable: manifest, icons, service worker", async () => {
    const manifest = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as { icons: { src: string; sizes: string }[]; start_url: string; display: string };
    expect(manifest.display).toBe("standalone");
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((i) => i.sizes === size);
      expect(icon, size).toBeTruthy();
      const res = await fetch(`${base}${icon!.src}`);
      expect(res.headers.get("content-type")).toContain("image/png");
    }
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    const active = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return reg.active?.scriptURL ?? null;
    });
    expect(active).toContain("/build/sw.js");
    await context.close();
  });

  test("home, light and dark", async () => {
    for (const scheme of ["light", "dark"] as const) {
      const { context, page } = await newPhone(scheme);
      await page.goto(`${base}/`);
      await page.waitForSelector("form.create button[type=submit]");
      await shot(page, `home-${scheme}`, true);
      await checkControls(page, `home (${scheme})`);
      await context.close();
    }
  });
});

test("notifications: a profile, a setting, an email, a seat attached from the play page", async () => {
  problems.length = 0;
  const game = catalog.games[0]!;
  const created = (await (
    await fetch(`${base}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: game.id, seats: game.seats.min, name: "Ann", seed: "e2e-notify", timeLimit: 2, options: DRIVERS[game.id]?.options ?? {} }) })
  ).json()) as { gameId: string; playUrl: string; inviteUrl: string };
  const invite = new URL(created.inviteUrl).hash.slice("#invite=".length);
  for (let s = 1; s < game.seats.min; s++) {
    await fetch(`${base}/api/games/${created.gameId}/join`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ invite, name: `P${s}` }) });
  }
  const { context, page } = await newPhone("light");
  await page.goto(`${base}/profile`);
  await page.click("[data-testid=create-profile]");
  await page.waitForSelector("main.profile[data-profile]");
  await page.selectOption("select[name=reminderDelayHours]", "8");
  await expect.poll(() => page.textContent("[data-testid=settings-said]")).toBe("Saved.");
  await page.fill("input[name=email]", "ann@example.com");
  await page.click("form.addrow button[type=submit]");
  await page.waitForSelector("[data-testid=email][data-state=pending]");
  await page.reload();
  await page.waitForSelector("main.profile[data-profile]");
  expect(await page.inputValue("select[name=reminderDelayHours]")).toBe("8");
  expect(await page.textContent("[data-testid=email]")).toContain("ann@example.com");

  await page.goto(created.playUrl);
  await page.waitForSelector("main.play[data-status=playing] [data-testid=clock]");
  await page.check("[data-testid=notify] input[type=checkbox]");
  await page.waitForSelector("[data-testid=notify][data-on=yes]");
  await page.click("a[href='/profile']");
  await expect.poll(() => page.textContent("[data-testid=profile-games]")).toContain(game.name);
  await shot(page, "profile-light");
  await page.screenshot({ path: join(SHOTS, "profile-light-full.png"), fullPage: true });
  await checkControls(page, "profile");
  expect(problems).toEqual([]);
  await context.close();
});

test("the generic renderer plays any game by its legal moves", async () => {
  const game = catalog.games[0]!;
  const created = (await (
    await fetch(`${base}/api/games`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ game: game.id, seats: game.seats.min, name: "Ann", seed: "e2e-generic", options: DRIVERS[game.id]?.options ?? {} }) })
  ).json()) as { gameId: string; playUrl: string; inviteUrl: string };
  const invite = new URL(created.inviteUrl).hash.slice("#invite=".length);
  const urls = [created.playUrl];
  for (let s = 1; s < game.seats.min; s++) {
    const joined = (await (await fetch(`${base}/api/games/${created.gameId}/join`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ invite, name: `P${s}` }) })).json()) as { playUrl: string };
    urls.push(joined.playUrl);
  }
  const seats: Seat[] = [];
  for (const url of urls) {
    const p = await newPhone("light");
    const tracker = new Tracker(p.page);
    // ?ui=generic before the fragment: the page keeps the seat and shows the generic table.
    await p.page.goto(url.replace("#", "?ui=generic#"));
    await p.page.waitForSelector("main.play .generic");
    seats.push({ ...p, tracker, name: "" });
  }
  await shot(seats[0]!.page, "generic-table");
  for (let moves = 0; moves < 4; moves++) {
    const version = await settle(seats);
    if ((await seats[0]!.page.getAttribute("main.play", "data-status")) === "over") break;
    const actor = actorOf(seats)!;
    await generic.perform(actor.page, actor.tracker.latest!.legal[0], actor.tracker.latest!);
    await waitForVersion(actor.page, version + 1);
  }
  await settle(seats);
  for (const s of seats) await s.context.close();
});

describe.each(catalog.games.map((g) => [g.id, g] as const))("%s", (_id, game) => {
  test("create, join, watch and play a whole game through the page; replay it", async () => {
    const driver: Driver = DRIVERS[game.id] ?? generic;
    const seatCount = Math.max(game.seats.min, driver.seats);
    problems.length = 0;

    // --- Ann creates the game on the home page ---
    const a = await newPhone("light");
    await a.page.goto(`${base}/`);
    await a.page.locator(`input[name=game][value="${game.id}"]`).check();
    await a.page.fill("input[name=name]", "Ann");
    await a.page.locator(`.segmented input[value="${seatCount}"]`).check();
    // The first game is played with a move clock chosen on the home page.
    const timed = game.id === catalog.games[0]!.id;
    if (timed) await a.page.selectOption("select[name=timeLimit]", "3");
    await a.page.click("details.advanced summary");
    await a.page.fill("input[name=seed]", driver.seed ?? `e2e-${game.id}`);
    if (Object.keys(driver.options).length) await a.page.fill("textarea[name=extra]", JSON.stringify(driver.options));
    await a.page.click("form.create button[type=submit]");
    await a.page.waitForSelector("[data-testid=invite-link]");
    expect(await a.page.locator("[data-testid=invite-link] svg.qr").count()).toBe(1);
    await shot(a.page, `${game.id}-created`, true);
    const invite = await a.page.inputValue("[data-testid=invite-link] input");
    const spectate = await a.page.inputValue("[data-testid=spectate-link] input");
    const playUrl = await a.page.inputValue("[data-testid=play-link] input");
    expect(playUrl).toMatch(/\/g\/[\w-]+#seat=/);
    const gameId = new URL(playUrl).pathname.split("/")[2]!;
    const seats: Seat[] = [{ ...a, tracker: new Tracker(a.page), name: "Ann" }];
    await a.page.click("text=Go to the table");
    await a.page.waitForSelector("main.play[data-status=waiting]");
    // The secret left the address bar; this device keeps the link under "my games".
    expect(a.page.url()).toBe(`${base}/g/${gameId}`);

    // --- the others join from the invite link (Bob on a dark phone) ---
    const names = ["Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"];
    for (let s = 1; s < seatCount; s++) {
      const p = await newPhone(s === 1 ? "dark" : "light");
      const seat: Seat = { ...p, tracker: new Tracker(p.page), name: names[s - 1]! };
      await p.page.goto(invite);
      await p.page.waitForSelector("input[name=name]");
      if (s === 1) await shot(p.page, `${game.id}-join-dark`);
      await p.page.fill("input[name=name]", seat.name);
      await p.page.click("button[type=submit]");
      await p.page.waitForSelector("main.play");
      seats.push(seat);
    }
    // Ann's page went from waiting to playing by itself (a live update).
    await a.page.waitForSelector("main.play[data-status=playing]", { timeout: 15_000 });
    await expect.poll(() => a.page.textContent("[data-testid=ticker]")).toMatch(/game begins/);
    if (timed) expect(await a.page.textContent("[data-testid=clock] h2")).toContain("3 days a turn");

    // --- a spectator watches ---
    const watcher = await newPhone("light");
    const watching: Seat = { ...watcher, tracker: new Tracker(watcher.page), name: "spectator" };
    await watcher.page.goto(spectate);
    await watcher.page.waitForSelector("main.play[data-you=spectator]");
    const everyone = [...seats, watching];

    await driver.afterStart?.(a.page);

    // --- away and back: the page says what changed meanwhile; offline and back: it catches up ---
    await awayAndBack(seats, everyone, driver, gameId, game.id);

    // --- play to the end ---
    let moves = 0;
    let checkedIllegal = false;
    let shotTable = false;
    for (;;) {
      const version = await settle(everyone);
      if ((await a.page.getAttribute("main.play", "data-status")) === "over") break;
      const actor = actorOf(seats);
      if (!actor) throw new Error(`nobody may move at version ${version}`);
      const reply = actor.tracker.latest!;
      // After a first move of the main loop: some games (Better 13 with this seed) end within a few moves.
      if (!shotTable && moves >= 1) {
        shotTable = true;
        await shot(a.page, `${game.id}-table-light`);
        await shot(seats[1]!.page, `${game.id}-table-dark`);
        await shot(watcher.page, `${game.id}-spectator`);
        await checkControls(actor.page, `${game.id} table`);
        expect(await watcher.page.locator(".hand .handcards").count(), "a spectator sees no hand").toBe(0);
      }
      if (!checkedIllegal && actor === seats[0]) {
        const bogus = driver.bogus(reply);
        if (bogus) {
          checkedIllegal = true;
          await illegalThenStale(actor, seats, everyone, reply, bogus, driver, gameId, moves);
          moves++;
          continue;
        }
      }
      const move = driver.choose(reply, moves);
      await driver.perform(actor.page, move, reply);
      await waitForVersion(actor.page, version + 1);
      if (++moves > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves`);
    }
    console.log(`${game.id}: ${moves} moves through the page`);
    if (DRIVERS[game.id]) expect(checkedIllegal, "the illegal-move check ran").toBe(true);
    expect(shotTable, "the table was checked and photographed mid-game").toBe(true);

    // --- over: every page says so; the layout did not jump on updates ---
    for (const s of everyone) await s.page.waitForSelector("main.play[data-status=over]");
    await shot(a.page, `${game.id}-over-light`, true);
    await shot(seats[1]!.page, `${game.id}-over-dark`);
    const shift = await seats[1]!.page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, "layout shift on the other phone while it played").toBeLessThan(0.1);

    // --- replay, move by move, every hand shown ---
    await a.page.click("text=Replay the game move by move");
    await a.page.waitForSelector("[data-testid=replay-move]");
    await a.page.click("[data-testid=replay-next]");
    await expect.poll(() => a.page.textContent(".replay h2")).toMatch(/^Move 1 of \d+/);
    await shot(a.page, `${game.id}-replay`);
    if (game.id !== "calcory") expect(await a.page.locator(".seat .fan").count(), "every hand shown in the replay").toBeGreaterThanOrEqual(seatCount);

    expect(problems).toEqual([]);
    for (const s of everyone) await s.context.close();
  });
});

/** One player's page is closed while another moves; when it opens again it lists the change. Then it goes offline and back. */
async function awayAndBack(seats: Seat[], everyone: Seat[], driver: Driver, gameId: string, game: string) {
  let version = await settle(everyone);
  let actor = actorOf(seats)!;
  const away = seats.find((s) => s !== actor)!;
  await away.page.goto("about:blank");
  await driver.perform(actor.page, driver.choose(actor.tracker.latest!, 0), actor.tracker.latest!);
  await waitForVersion(actor.page, version + 1);
  await away.page.goto(`${base}/g/${gameId}`);
  const since = away.page.locator("section.since li");
  await since.first().waitFor({ timeout: 10_000 });
  expect((await since.allTextContents()).join(" ")).toContain(actor.name);
  await shot(away.page, `${game}-since-${away === seats[1] ? "dark" : "light"}`);
  await away.page.click("section.since button");

  version = await settle(everyone);
  actor = actorOf(seats)!;
  const offline = seats.find((s) => s !== actor)!;
  await offline.context.setOffline(true);
  await offline.page.locator("[data-testid=offline]").waitFor({ timeout: 10_000 });
  await shot(offline.page, `${game}-offline`);
  await driver.perform(actor.page, driver.choose(actor.tracker.latest!, 1), actor.tracker.latest!);
  await waitForVersion(actor.page, version + 1);
  await offline.context.setOffline(false);
  await waitForVersion(offline.page, version + 1, 20_000);
  await offline.page.locator("[data-testid=offline]").waitFor({ state: "detached", timeout: 10_000 });
}

/**
 * The illegal move, then the stale one, from a second tab of the first seat that gets no live
 * updates. The illegal move is a well-formed move the rules refuse, slipped into the tab's first
 * `legal` list (the page only ever offers the server's moves): the server refuses it with a
 * reason, and the page says so and shows the fresh table. Then the first tab makes a real move;
 * the second tab, still showing the old table, tries the same move: 409, and the page refreshes.
 */
async function illegalThenStale(actor: Seat, seats: Seat[], everyone: Seat[], reply: GameReply, bogus: unknown, driver: Driver, gameId: string, step: number) {
  const second = await newPhone("light", await actor.context.storageState());
  const page = second.page;
  let injected = false;
  await page.route(/\/api\/games\/[\w-]+$/, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as GameReply;
    if (!injected && route.request().method() === "GET") {
      injected = true;
      body.legal = [...body.legal, bogus];
    }
    await route.fulfill({ response: res, json: body });
  });
  await page.routeWebSocket(/\/socket$/, () => {
    // never connected to the server: this tab hears of no change
  });
  await page.goto(`${base}/g/${gameId}`);
  await page.waitForSelector(`main.play[data-version="${reply.version}"]`);
  await driver.perform(page, bogus, { ...reply, legal: [...reply.legal, bogus] });
  const toast = page.locator("[data-testid=toast]");
  await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toMatch(/not allowed: \S/);
  await shot(page, `${reply.game}-illegal-move`);

  const move = driver.choose(reply, step);
  await driver.perform(actor.page, move, reply);
  await waitForVersion(actor.page, reply.version + 1);
  await settle(everyone);
  expect(await shownVersion(page), "the second tab still shows the old table").toBe(reply.version);
  await driver.perform(page, move, reply);
  await expect.poll(() => toast.textContent(), { timeout: 10_000 }).toMatch(/table changed/);
  await waitForVersion(page, reply.version + 1);
  await second.context.close();
  void seats;
}
