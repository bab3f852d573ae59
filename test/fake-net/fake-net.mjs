// A fake internet for the worker tests, run by vitest in Node (not inside workerd): every
// fetch the worker makes to the outside lands here (miniflare's `outboundService`).
//
// - https://push.test/sub/<id>: a Web Push service. It checks the VAPID JWT (ES256 signature
//   with the key in the header, aud, exp, sub) and decrypts the aes128gcm body with http_ece,
//   an implementation independent of the one the worker uses, with the subscription's
//   private key it made itself; then answers with the next scripted status (default 201).
// - https://hooks.test/<id>: a webhook receiver recording each request; scripted statuses.
//
// Tests reach the control side through the FAKE_NET service binding:
//   POST /push {statuses?}  -> {id, endpoint, keys: {p256dh, auth}}   GET /push/<id> -> {received}
//   POST /hook {statuses?}  -> {id, url}                               GET /hook/<id> -> {received}
import { createECDH, randomBytes, webcrypto } from "node:crypto";
import ece from "http_ece";

const subs = new Map();
const hooks = new Map();
let counter = 0;

const json = (value, status = 200) => new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

export async function outbound(request) {
  const url = new URL(request.url);
  if (url.hostname === "push.test") return pushService(request, url);
  if (url.hostname === "hooks.test") return hookReceiver(request, url);
  return new Response(`fake net: no host ${url.hostname}`, { status: 502 });
}

export async function control(request) {
  const url = new URL(request.url);
  const parts = url.pathname.split("/").filter(Boolean);
  if (request.method === "POST" && parts.length === 1) {
    const body = await request.json().catch(() => ({}));
    const id = `${parts[0]}${++counter}`;
    if (parts[0] === "push") {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subs.set(id, { ecdh, auth, statuses: body.statuses ?? [], received: [] });
      return json({ id, endpoint: `https://push.test/sub/${id}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") } });
    }
    if (parts[0] === "hook") {
      hooks.set(id, { statuses: body.statuses ?? [], received: [] });
      return json({ id, url: `https://hooks.test/${id}` });
    }
  }
  if (request.method === "GET" && parts.length === 2) {
    const entry = (parts[0] === "push" ? subs : hooks).get(parts[1]);
    if (entry) return json({ received: entry.received });
  }
  return json({ error: "not_found" }, 404);
}

async function pushService(request, url) {
  const sub = subs.get(url.pathname.split("/").pop());
  if (!sub) return new Response(null, { status: 404 });
  const body = Buffer.from(await request.arrayBuffer());
  const headers = Object.fromEntries(request.headers);
  const record = { at: Date.now(), headers, errors: [], claims: null, vapidKey: null, plaintext: null, bytes: body.length };
  await checkVapid(headers.authorization ?? "", url.origin, record);
  if (headers["content-encoding"] !== "aes128gcm") record.errors.push(`content-encoding ${headers["content-encoding"]}`);
  try {
    record.plaintext = ece.decrypt(body, { version: "aes128gcm", privateKey: sub.ecdh, authSecret: sub.auth }).toString("utf8");
  } catch (err) {
    record.errors.push(`decrypt: ${err.message}`);
  }
  sub.received.push(record);
  return new Response(null, { status: sub.statuses.shift() ?? 201 });
}

async function checkVapid(authorization, origin, record) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!m) {
    record.errors.push(`no VAPID authorization: ${authorization}`);
    return;
  }
  const [token, key] = [m[1], m[2]];
  record.vapidKey = key;
  const [h, p, s] = token.split(".");
  const header = JSON.parse(Buffer.from(h, "base64url").toString());
  const claims = JSON.parse(Buffer.from(p, "base64url").toString());
  record.claims = claims;
  if (header.alg !== "ES256") record.errors.push(`alg ${header.alg}`);
  const publicKey = await webcrypto.subtle.importKey("raw", Buffer.from(key, "base64url"), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await webcrypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, publicKey, Buffer.from(s, "base64url"), Buffer.from(`${h}.${p}`));
  if (!valid) record.errors.push("JWT signature does not verify");
  if (claims.aud !== origin) record.errors.push(`aud ${claims.aud} is not ${origin}`);
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) record.errors.push(`exp ${claims.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) record.errors.push(`sub ${claims.sub}`);
}

async function hookReceiver(request, url) {
  const hook = hooks.get(url.pathname.split("/").pop());
  if (!hook) return new Response("no such hook", { status: 404 });
  hook.received.push({ at: Date.now(), headers: Object.fromEntries(request.headers), body: await request.text() });
  return new Response("ok", { status: hook.statuses.shift() ?? 200 });
}
