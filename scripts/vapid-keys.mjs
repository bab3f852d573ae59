#!/usr/bin/env node
// VAPID keys for Web Push (RFC 8292): an ECDSA P-256 key pair, the public key as the
// uncompressed point and the private key as its scalar, both base64url (what browsers'
// PushManager.subscribe and @block65/webcrypto-web-push take).
//
//   node scripts/vapid-keys.mjs          prints the three secrets (for `wrangler secret put`)
//   node scripts/vapid-keys.mjs --local  writes .wrangler/vapid.json for `npm start`, once
import { webcrypto } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export async function generateVapidKeys() {
  const pair = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const raw = new Uint8Array(await webcrypto.subtle.exportKey("raw", pair.publicKey));
  const jwk = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey: Buffer.from(raw).toString("base64url"), privateKey: jwk.d };
}

/** The local keys in .wrangler/vapid.json, made the first time (so browser subscriptions keep working across restarts). */
export async function localVapidKeys(root = resolve(dirname(fileURLToPath(import.meta.url)), "..")) {
  const file = resolve(root, ".wrangler", "vapid.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const keys = { ...(await generateVapidKeys()), subject: "mailto:dev@localhost" };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(keys, null, 2) + "\n");
  return keys;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--local")) {
    const keys = await localVapidKeys();
    console.log(`VAPID keys in .wrangler/vapid.json (public key ${keys.publicKey})`);
  } else {
    const keys = await generateVapidKeys();
    console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
    console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
    console.log(`VAPID_SUBJECT=mailto:you@example.com`);
    console.log("\nSet them with: npx wrangler secret put VAPID_PUBLIC_KEY (and the others).");
  }
}
