/** Webhooks: Discord, Slack, ntfy and signed JSON formats; a failing endpoint is retried with backoff, then reported. */
import { describe, expect, it } from "vitest";
import { call, move, read } from "./support/api";
import { advanceProfile, attach, createProfile, fakeHook, hookReceived, HOUR, profileView, settle, startTimedGame } from "./support/notify";

async function addHook(token: string, kind: string, url: string) {
  const res = await call("POST", "/api/profile/webhooks", { kind, url }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; secret: string | null };
}

async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return [...new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("webhooks", () => {
  it("sends each format, and signs the JSON one with HMAC-SHA256", async () => {
    const profile = await createProfile();
    const hooks = {
      discord: await fakeHook(),
      slack: await fakeHook(),
      ntfy: await fakeHook(),
      json: await fakeHook(),
    };
    const ids: Record<string, { id: number; secret: string | null }> = {};
    for (const [kind, hook] of Object.entries(hooks)) ids[kind] = await addHook(profile.token, kind, hook.url);
    expect(ids.json!.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ids.discord!.secret).toBe(null);

    // A turn in a real game reaches every webhook.
    const { gameId, tokens } = await startTimedGame({ seed: "hooks" });
    const first = (await read(gameId)).body.toAct[0] as number;
    await attach(gameId, tokens[1 - first]!, profile.token);
    let view = (await move(gameId, tokens[first]!, { type: "draw", from: "stock" }, (await read(gameId)).body.version)).body;
    await move(gameId, tokens[first]!, view.legal.find((m: any) => m.type === "discard" && !m.goOut), view.version);
    await settle(gameId, profile.profileId);

    const [discord] = await hookReceived(hooks.discord.id);
    expect(JSON.parse(discord!.body)).toMatchObject({ username: "Thirteens", allowed_mentions: { parse: [] } });
    expect(JSON.parse(discord!.body).content).toContain("**Your turn: Three-Thirteen**");
    expect(JSON.parse(discord!.body).content).toContain(`/g/${gameId}`);

    const [slack] = await hookReceived(hooks.slack.id);
    expect(JSON.parse(slack!.body).text).toMatch(new RegExp(`^\\*Your turn: Three-Thirteen\\*\\n.*\\n<http://thirteens\\.test/g/${gameId}\\|Open the game>$`));

    const [ntfy] = await hookReceived(hooks.ntfy.id);
    expect(ntfy!.headers.title).toBe("Your turn: Three-Thirteen");
    expect(ntfy!.headers.click).toBe(`http://thirteens.test/g/${gameId}`);
    expect(ntfy!.headers.priority).toBe("4");
    expect(ntfy!.body).toContain("moved");

    const [signed] = await hookReceived(hooks.json.id);
    const body = JSON.parse(signed!.body);
    expect(body).toMatchObject({ type: "your_turn", gameId, seat: 1 - first, title: "Your turn: Three-Thirteen", url: `http://thirteens.test/g/${gameId}` });
    const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signed!.headers["x-thirteens-signature"]!);
    expect(m).not.toBe(null);
    expect(Math.abs(Number(m![1]) - Date.now() / 1000)).toBeLessThan(600);
    expect(m![2]).toBe(await hmacHex(ids.json!.secret!, `${m![1]}.${signed!.body}`));
    expect(m![2]).not.toBe(await hmacHex("wrong secret", `${m![1]}.${signed!.body}`));

    // The test button sends at once and says how it went.
    const test = await call("POST", `/api/profile/webhooks/${ids.slack!.id}/test`, undefined, profile.token);
    expect(test.body).toMatchObject({ ok: true, status: 200 });
    expect((await hookReceived(hooks.slack.id)).length).toBe(2);

    const removed = await call("DELETE", `/api/profile/webhooks/${ids.slack!.id}`, undefined, profile.token);
    expect(removed.body.removed).toBe(true);
    expect((await profileView(profile.token)).webhooks.map((h: any) => h.kind)).toEqual(["discord", "ntfy", "json"]);
  });

  it("retries a failing endpoint with backoff, then gives up and shows the failure in the settings", async () => {
    const profile = await createProfile();
    const hook = await fakeHook([500, 503, 500, 502, 500, 500]);
    const { id } = await addHook(profile.token, "json", hook.url);
    const { gameId, tokens } = await startTimedGame({ seed: "hooks-fail" });
    const first = (await read(gameId)).body.toAct[0] as number;
    await attach(gameId, tokens[1 - first]!, profile.token);
    const view = (await move(gameId, tokens[first]!, { type: "draw", from: "stock" }, (await read(gameId)).body.version)).body;
    // The move goes through whatever the webhook does.
    const res = await move(gameId, tokens[first]!, view.legal.find((m: any) => m.type === "discard" && !m.goOut), view.version);
    expect(res.status).toBe(200);
    await settle(gameId, profile.profileId);
    expect((await hookReceived(hook.id)).length).toBe(1);
    let settings = await profileView(profile.token);
    expect(settings.pending).toMatchObject([{ channel: "webhook", kind: "your_turn", attempts: 1 }]);
    expect(settings.pending[0].dueAt - Date.now()).toBeGreaterThan(20_000); // backoff: not at once
    expect(settings.webhooks[0].lastError).toMatch(/answered 500; attempt 1 of 5, retrying/);

    // Each retry comes later than the one before; the fifth failure gives up.
    const gaps: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt++) {
      const due = (await profileView(profile.token)).pending[0].dueAt as number;
      gaps.push(due - Date.now());
      await advanceProfile(profile.profileId, due - Date.now() + 1000);
      expect((await hookReceived(hook.id)).length).toBe(attempt);
    }
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps.at(-1)!).toBeGreaterThan(HOUR / 2);
    settings = await profileView(profile.token);
    expect(settings.pending).toEqual([]);
    expect(settings.webhooks).toMatchObject([{ id, lastError: expect.stringMatching(/gave up after 5 attempts: answered 500/) }]);
    expect(settings.deliveries[0]).toMatchObject({ channel: "webhook", kind: "your_turn", ok: false });
    expect(settings.deliveries.filter((d: any) => !d.ok).length).toBe(5);
  });
});
