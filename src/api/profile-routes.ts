/**
 * Profiles: created from the page without an account; the token (`<profileId>.<secret>`) stays
 * on the device and travels as `Authorization: Bearer` on every /api/profile route.
 */
import { Hono } from "hono";
import { nanoid } from "nanoid";
import * as v from "valibot";
import type { Profile } from "../profile/profile";
import { hashSecret, newSecret } from "../room/tokens";
import { errorResponse, profileBearer, readBody, send, type AppEnv, type Ctx } from "./http";
import { createProfileBody, emailBody, firstIssue, pushRemoveBody, pushSubscriptionBody, settingsBody, signinBody, webhookBody } from "./schemas";

export const profileRoutes = new Hono<AppEnv>();

type ProfileRpc = Pick<
  Profile,
  | "init" | "verify" | "me" | "signin" | "updateSettings" | "addPush" | "removePush" | "addWebhook" | "removeWebhook" | "testWebhook"
  | "setEmail" | "removeEmail" | "confirmEmail" | "checkUnsubscribe" | "unsubscribe" | "signinLink" | "games" | "track" | "untrack"
>;

export function profileStub(c: Ctx, profileId: string): ProfileRpc {
  return c.env.PROFILE.get(c.env.PROFILE.idFromName(profileId)) as unknown as ProfileRpc;
}

/** The link that opens this profile on another device (the token stays in the fragment). */
function deviceUrl(origin: string, token: string): string {
  return `${origin}/profile#token=${token}`;
}

profileRoutes.post("/api/profiles", async (c) => {
  const raw = await c.req.text();
  let body: v.InferOutput<typeof createProfileBody> = {};
  if (raw.trim() !== "") {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return errorResponse(c, "bad_json", "The request body is not valid JSON.");
    }
    const parsed = v.safeParse(createProfileBody, json);
    if (!parsed.success) return errorResponse(c, "bad_request", firstIssue(parsed.issues));
    body = parsed.output;
  }
  const profileId = nanoid(20);
  const secret = newSecret();
  const origin = new URL(c.req.url).origin;
  await profileStub(c, profileId).init(profileId, await hashSecret(secret), origin, body.timeZone ?? null);
  const token = `${profileId}.${secret}`;
  return c.json({ profileId, token, deviceUrl: deviceUrl(origin, token) }, 201);
});

profileRoutes.get("/api/profile", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).me(auth.secret));
});

profileRoutes.patch("/api/profile/settings", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  const body = await readBody(c, settingsBody);
  if (body instanceof Response) return body;
  return send(c, await profileStub(c, auth.profileId).updateSettings(auth.secret, body));
});

profileRoutes.get("/api/profile/games", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).games(auth.secret));
});

profileRoutes.post("/api/profile/push", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  const body = await readBody(c, pushSubscriptionBody);
  if (body instanceof Response) return body;
  return send(c, await profileStub(c, auth.profileId).addPush(auth.secret, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }));
});

profileRoutes.delete("/api/profile/push", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  const body = await readBody(c, pushRemoveBody);
  if (body instanceof Response) return body;
  return send(c, await profileStub(c, auth.profileId).removePush(auth.secret, { endpoint: body.endpoint }));
});

profileRoutes.delete("/api/profile/push/:pushId{[0-9]+}", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).removePush(auth.secret, { id: Number(c.req.param("pushId")) }));
});

profileRoutes.post("/api/profile/email", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  const body = await readBody(c, emailBody);
  if (body instanceof Response) return body;
  return send(c, await profileStub(c, auth.profileId).setEmail(auth.secret, body.address));
});

profileRoutes.delete("/api/profile/email", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).removeEmail(auth.secret));
});

profileRoutes.post("/api/profile/signin-link", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).signinLink(auth.secret));
});

/** No bearer: the code from an emailed sign-in link becomes a new device token. */
profileRoutes.post("/api/profile/signin", async (c) => {
  const body = await readBody(c, signinBody);
  if (body instanceof Response) return body;
  const [profileId, code] = body.code.split(".") as [string, string];
  const reply = await profileStub(c, profileId).signin(code);
  if (reply.status !== 200) return send(c, reply);
  const token = `${profileId}.${(reply.body as { secret: string }).secret}`;
  return c.json({ profileId, token, deviceUrl: deviceUrl(new URL(c.req.url).origin, token) });
});

profileRoutes.post("/api/profile/webhooks", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  const body = await readBody(c, webhookBody);
  if (body instanceof Response) return body;
  const url = new URL(body.url);
  if (url.protocol !== "https:" && !(c.env.LOCAL_DEV === "1" && url.protocol === "http:")) {
    return errorResponse(c, "bad_request", "url must be https.");
  }
  return send(c, await profileStub(c, auth.profileId).addWebhook(auth.secret, body.kind, url.href));
});

profileRoutes.delete("/api/profile/webhooks/:hookId{[0-9]+}", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).removeWebhook(auth.secret, Number(c.req.param("hookId"))));
});

profileRoutes.post("/api/profile/webhooks/:hookId{[0-9]+}/test", async (c) => {
  const auth = profileBearer(c);
  if (auth instanceof Response) return auth;
  return send(c, await profileStub(c, auth.profileId).testWebhook(auth.secret, Number(c.req.param("hookId"))));
});

