/**
 * Email through the send_email binding (miniflare's emulation parses each message and checks
 * its sender and Message-ID); the dev outbox keeps a copy of each for these checks.
 */
import { describe, expect, it } from "vitest";
import { call, move, read, ORIGIN } from "./support/api";
import { advanceProfile, attach, createProfile, DAY, HOUR, outbox, profileView, settle, startTimedGame } from "./support/notify";

async function playTurn(gameId: string, token: string) {
  const view = (await move(gameId, token, { type: "draw", from: "stock" }, (await read(gameId)).body.version)).body;
  const res = await move(gameId, token, view.legal.find((m: any) => m.type === "discard" && !m.goOut), view.version);
  expect(res.status).toBe(200);
}

/** A game whose second-to-act seat belongs to the profile; returns a function that plays one turn of the other seat. */
async function gameFor(profileToken: string, seed: string) {
  const { gameId, tokens } = await startTimedGame({ seed });
  const first = (await read(gameId)).body.toAct[0] as number;
  await attach(gameId, tokens[1 - first]!, profileToken);
  return {
    gameId,
    mine: tokens[1 - first]!,
    otherTurn: () => playTurn(gameId, tokens[first]!),
  };
}

function link(text: string, path: string): string {
  const m = new RegExp(`${ORIGIN.replace(/\./g, "\\.")}(${path}[^\\s"<]*)`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return m[1]!;
}

describe("email", () => {
  it("confirms the address by a link before sending anything else, with one-click unsubscribe", async () => {
    const profile = await createProfile();
    const address = `ann-${Date.now()}@example.com`;
    const game = await gameFor(profile.token, "mail-confirm");
    const set = await call("POST", "/api/profile/email", { address }, profile.token);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.email).toEqual({ address, state: "pending" });
    const again = await call("POST", "/api/profile/email", { address }, profile.token);
    expect(again.status).toBe(429);
    expect(again.body.error).toBe("too_many_requests");

    const [confirm, ...others] = await outbox(address);
    expect(others).toEqual([]);
    expect(confirm.kind).toBe("confirm");
    expect(confirm.subject).toBe("Confirm your email for Thirteens");
    expect(confirm.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(confirm.raw).toMatch(/\r\nMessage-ID: <[^>]+@example\.com>\r\n/);

    // Not confirmed yet: a turn sends no email.
    await game.otherTurn();
    await settle(game.gameId, profile.profileId);
    expect((await outbox(address)).length).toBe(1);

    const bad = await call("GET", "/api/email/confirm/AAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB");
    expect(bad.status).toBe(403);
    const confirmed = await call("GET", link(confirm.text, "/api/email/confirm/"));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.raw).toContain("Address confirmed");
    expect((await profileView(profile.token)).email).toEqual({ address, state: "confirmed" });

    // Now a turn is emailed, with the unsubscribe headers and a visible link.
    await playTurn(game.gameId, game.mine);
    await game.otherTurn();
    await settle(game.gameId, profile.profileId);
    const [turn] = await outbox(address);
    expect(turn.kind).toBe("your_turn");
    expect(turn.subject).toBe("Your turn: Three-Thirteen");
    const unsubscribeUrl = /^<(.+)>$/.exec(turn.headers["List-Unsubscribe"])![1]!;
    expect(unsubscribeUrl).toMatch(new RegExp(`^${ORIGIN.replace(/\./g, "\\.")}/api/email/unsubscribe/`));
    expect(turn.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(turn.raw).toContain(`List-Unsubscribe: <${unsubscribeUrl}>\r\n`);
    expect(turn.text).toContain(`Unsubscribe from these emails: ${unsubscribeUrl}`);
    expect(turn.html).toContain(`href="${unsubscribeUrl}"`);
    expect(turn.text).toContain(`${ORIGIN}/g/${game.gameId}`);

    // The page behind the visible link shows a button; the RFC 8058 POST unsubscribes at once.
    const path = new URL(unsubscribeUrl).pathname;
    const page = await call("GET", path);
    expect(page.status).toBe(200);
    expect(page.body.raw).toContain(`<form method="post"><button type="submit">Unsubscribe ${address}</button></form>`);
    const oneClick = await call("POST", path, "List-Unsubscribe=One-Click", undefined, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(oneClick.status).toBe(200);
    expect((await profileView(profile.token)).email).toEqual({ address, state: "unsubscribed" });
    await playTurn(game.gameId, game.mine);
    await game.otherTurn();
    await settle(game.gameId, profile.profileId);
    expect((await outbox(address)).length).toBe(2);
  });

  it("sends one daily digest listing every game waiting on the player instead of one email per turn", async () => {
    const profile = await createProfile();
    const address = `bo-${Date.now()}@example.com`;
    await call("POST", "/api/profile/email", { address }, profile.token);
    await call("GET", link((await outbox(address))[0].text, "/api/email/confirm/"));
    const patched = await call("PATCH", "/api/profile/settings", { digest: true }, profile.token);
    expect(patched.body.settings.digest).toBe(true);

    const games = [await gameFor(profile.token, "digest-1"), await gameFor(profile.token, "digest-2"), await gameFor(profile.token, "digest-3")];
    await games[0]!.otherTurn();
    await games[1]!.otherTurn();
    for (const g of games) await settle(g.gameId, profile.profileId);
    expect((await outbox(address)).map((m) => m.kind)).toEqual(["confirm"]);

    // The next morning: one email with both waiting games (not the third, which waits on the other player).
    await advanceProfile(profile.profileId, DAY + 60_000);
    const [digest, ...rest] = await outbox(address);
    expect(rest.map((m) => m.kind)).toEqual(["confirm"]);
    expect(digest.kind).toBe("digest");
    expect(digest.subject).toBe("2 games wait on you");
    expect(digest.text).toContain(`${ORIGIN}/g/${games[0]!.gameId}`);
    expect(digest.text).toContain(`${ORIGIN}/g/${games[1]!.gameId}`);
    expect(digest.text).not.toContain(games[2]!.gameId);
    expect(digest.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Only one a day, whatever the time of day this runs at: nothing 19 hours later (even if this
    // one went out just before 08:00), the next one by the morning after next at the latest.
    await advanceProfile(profile.profileId, 19 * HOUR);
    expect((await outbox(address)).length).toBe(2);
    await advanceProfile(profile.profileId, 26 * HOUR);
    const [second] = await outbox(address);
    expect(second.kind).toBe("digest");
    expect((await outbox(address)).length).toBe(3);
  });

  it("emails a one-time sign-in link to a confirmed address, which opens the profile on another device", async () => {
    const profile = await createProfile();
    const refused = await call("POST", "/api/profile/signin-link", undefined, profile.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("email_not_confirmed");
    const address = `cy-${Date.now()}@example.com`;
    await call("POST", "/api/profile/email", { address }, profile.token);
    await call("GET", link((await outbox(address))[0].text, "/api/email/confirm/"));

    const sent = await call("POST", "/api/profile/signin-link", undefined, profile.token);
    expect(sent.body).toEqual({ sentTo: address });
    const [mail] = await outbox(address);
    expect(mail.kind).toBe("signin");
    const code = /\/profile#signin=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const signedIn = await call("POST", "/api/profile/signin", { code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.profileId).toBe(profile.profileId);
    expect(signedIn.body.token).not.toBe(profile.token);
    expect((await profileView(signedIn.body.token)).profileId).toBe(profile.profileId);
    expect((await call("POST", "/api/profile/signin", { code })).status).toBe(403);
  });

  it("shows the dev outbox page only on a local server", async () => {
    const page = await call("GET", "/dev/outbox");
    expect(page.status).toBe(200);
    expect(page.body.raw).toContain("<h1>Dev outbox</h1>");
  });
});
