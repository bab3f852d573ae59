#!/usr/bin/env node
// `npm start`: the whole service on http://127.0.0.1:8787 with local Durable Object state kept
// in .wrangler/state across restarts. Offline-friendly: no telemetry, no Request.cf fetch.
// PORT=… and PERSIST_DIR=… override the defaults. It sets LOCAL_DEV=1 (the page /dev/outbox
// shows every email sent) and Web Push keys made once in .wrangler/vapid.json. wrangler builds
// the page first and again on every change under web/src (wrangler.toml [build]).
import { spawn } from "node:child_process";
import { localVapidKeys } from "./vapid-keys.mjs";

const port = process.env.PORT ?? "8787";
const persist = process.env.PERSIST_DIR ?? ".wrangler/state";
const vapid = await localVapidKeys();
const args = [
  "wrangler", "dev",
  "--ip", "127.0.0.1",
  "--port", port,
  "--persist-to", persist,
  "--var", "ALLOW_SEED:1",
  "--var", "LOCAL_DEV:1",
  "--var", `VAPID_PUBLIC_KEY:${vapid.publicKey}`,
  "--var", `VAPID_PRIVATE_KEY:${vapid.privateKey}`,
  "--var", `VAPID_SUBJECT:${vapid.subject}`,
  "--show-interactive-dev-session=false",
  ...process.argv.slice(2),
];
const child = spawn("npx", args, {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
