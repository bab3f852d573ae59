/**
 * Web Push end to end: a move commits, the room's outbox reaches the profile, the profile
 * sends to a fake push service (test/fake-net) that verifies the VAPID JWT and decrypts the
 * aes128gcm body with http_ece, an independent implementation.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, move, read } from "./support/api";
import { addPush, attach, createProfile, profileView, pushesReceived, settle, startTimedGame } from "./support/notify";

/** Draws for the seat to act (so the turn stays with it), then discards (so it passes on). */
async function playTurn(gameId: string, token: string) {
  let view = (await read(gameId, token)).body;
  const draw = await move(gameId, token, { type: "draw", from: "stock" }, view.version);
  expect(draw.status).toBe(200);
  view = draw.body;
  const discard = view.legal.find((m: any) => m.type === "discard" && !m.goOut);
  const res = await move(gameId, token, discard, view.version);
  expect(res.status).toBe(200);
  return res.body;
}

describe("web push", () => {
  it("tells the next player it is their turn, never the mover, with a payload only they can read", async () => {
    const { gameId, tokens } = await startTimedGame({ seed: "push-turn" });
    const first = (await read(gameId)).body.toAct[0] as number;
    const next = 1 - first;
    const [moverProfile, nextProfile] = [await createProfile(), await createProfile()];
    await attach(gameId, tokens[first]!, moverProfile.token);
    await attach(gameId, tokens[next]!, nextProfile.token);
    const moverPush = await addPush(moverProfile.token);
    const nextPush = await addPush(nextProfile.token);

    await playTurn(gameId, tokens[first]!);
    await settle(gameId, moverProfile.profileId, nextProfile.profileId);

    expect(await pushesReceived(moverPush.id)).toEqual([]);
    const [push, ...more] = await pushesReceived(nextPush.id);
    expect(more).toEqual([]);
    expect(push!.errors).toEqual([]);
    expect(push!.vapidKey).toBe((env as any).VAPID_PUBLIC_KEY);
    expect(push!.claims!.aud).toBe("https://push.test");
    expect(push!.claims!.sub).toBe("mailto:tests@thirteens.test");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push!.headers.ttl)).toBe(4 * 24 * 3600);
    expect(push!.headers.topic).toBe(`g${gameId}`);
    expect(push!.headers.urgency).toBe("normal");
    expect(JSON.parse(push!.plaintext!)).toEqual({
      title: "Your turn: Three-Thirteen",
      body: `${first === 0 ? "Ann" : "Bo"} moved. Against ${first === 0 ? "Ann" : "Bo"}.`,
      url: `/g/${gameId}`,
      tag: `g-${gameId}`,
      kind: "your_turn",
      gameId,
    });

    // The games list follows: it waits on `next`, not on the mover.
    const nextGames = (await call("GET", "/api/profile/games", undefined, nextProfile.token)).body.games;
    expect(nextGames).toMatchObject([{ gameId, seat: next, yourTurn: true, gameName: "Three-Thirteen", opponents: [first === 0 ? "Ann" : "Bo"] }]);
    const moverGames = (await call("GET", "/api/profile/games", undefined, moverProfile.token)).body.games;
    expect(moverGames).toMatchObject([{ gameId, seat: first, yourTurn: false }]);
    const log = (await profileView(nextProfile.token)).deliveries;
    expect(log[0]).toMatchObject({ channel: "push", kind: "your_turn", ok: true });
  });

  it("keeps one Topic per game, removes a subscription answered 410, and takes 5 devices at most", async () => {
    const { gameId, tokens } = await startTimedGame({ seed: "push-410" });
    const first = (await read(gameId)).body.toAct[0] as number;
    const profile = await createProfile();
    await attach(gameId, tokens[1 - first]!, profile.token);
    const gone = await addPush(profile.token, [410]);
    const kept = await addPush(profile.token);

    await playTurn(gameId, tokens[first]!);
    await settle(gameId, profile.profileId);
    expect((await pushesReceived(gone.id)).length).toBe(1);
    let view = await profileView(profile.token);
    expect(view.push.map((p: any) => p.id)).toEqual([kept.subId]);
    expect(view.deliveries.some((d: any) => d.channel === "push" && !d.ok && /410/.test(d.detail))).toBe(true);

    // Another turn for the same game: same Topic, so a push service keeps only the latest.
    await playTurn(gameId, tokens[1 - first]!);
    await playTurn(gameId, tokens[first]!);
    await settle(gameId, profile.profileId);
    const received = await pushesReceived(kept.id);
    expect(received.length).toBe(2);
    expect(new Set(received.map((r) => r.headers.topic))).toEqual(new Set([`g${gameId}`]));
    expect((await pushesReceived(gone.id)).length).toBe(1);

    for (let i = 0; i < 4; i++) await addPush(profile.token);
    view = await profileView(profile.token);
    expect(view.push.length).toBe(5);
    const extra = await call("POST", "/api/profile/push", { endpoint: "https://push.test/sub/none", keys: kept.keys }, profile.token);
    expect(extra.status).toBe(409);
    expect(extra.body.error).toBe("too_many_devices");
    const removed = await call("DELETE", `/api/profile/push/${kept.subId}`, undefined, profile.token);
    expect(removed.body.removed).toBe(true);
    expect((await profileView(profile.token)).push.length).toBe(4);
  });
});
