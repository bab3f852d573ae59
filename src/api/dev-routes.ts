/**
 * Local development only (LOCAL_DEV = "1"): /dev/outbox lists every email the service sent
 * (newest first) as a page, or as JSON with `?format=json` (`&to=address` filters).
 * Anywhere else these routes do not exist.
 */
import { Hono } from "hono";
import { escapeHtml } from "../notify/email";
import type { AppEnv } from "./http";

export const devRoutes = new Hono<AppEnv>();

devRoutes.get("/dev/outbox", async (c) => {
  if (c.env.LOCAL_DEV !== "1") return c.json({ error: "not_found", message: "No such page." }, 404);
  const to = c.req.query("to") ?? null;
  const mails = await c.env.DEV_OUTBOX.get(c.env.DEV_OUTBOX.idFromName("dev")).list(to);
  c.header("Cache-Control", "no-store");
  if (c.req.query("format") === "json") return c.json({ mails });
  const items = mails
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p><small>${escapeHtml(new Date(m.at).toISOString())} · to ${escapeHtml(m.to)} · ${escapeHtml(m.kind)}</small></p>
<details><summary>Headers</summary><pre>${escapeHtml(Object.entries(m.headers).map(([k, v]) => `${k}: ${v}`).join("\n"))}</pre></details>
<iframe sandbox srcdoc="${escapeHtml(m.html)}" style="width:100%;height:16rem;border:1px solid #ccc"></iframe></article>`,
    )
    .join("\n");
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox · Thirteens</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}</style></head>
<body><h1>Dev outbox</h1><p>Every email sent while LOCAL_DEV is "1", newest first (${mails.length}).</p>${items || "<p>No email yet.</p>"}</body></html>`);
});
