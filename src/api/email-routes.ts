/**
 * The links in emails: confirming an address, and unsubscribing (a page with a button, and
 * the RFC 8058 one-click POST that mail clients send from the List-Unsubscribe header).
 */
import { Hono } from "hono";
import { escapeHtml } from "../notify/email";
import type { AppEnv, Ctx } from "./http";
import { profileStub } from "./profile-routes";

export const emailRoutes = new Hono<AppEnv>();

const CODE = /^([A-Za-z0-9_-]{20})\.([A-Za-z0-9_-]{32})$/;

emailRoutes.get("/api/email/confirm/:code", async (c) => {
  const m = CODE.exec(c.req.param("code"));
  if (!m) return page(c, 404, "Link not valid", "This confirmation link is not valid.");
  const reply = await profileStub(c, m[1]!).confirmEmail(m[2]!);
  if (reply.status !== 200) return page(c, reply.status, "Not confirmed", (reply.body as { message: string }).message);
  const { address } = reply.body as { address: string };
  return page(c, 200, "Address confirmed", `Thirteens will now email ${address} when a game waits on you. Every email has an unsubscribe link.`);
});

emailRoutes.get("/api/email/unsubscribe/:code", async (c) => {
  const m = CODE.exec(c.req.param("code"));
  const address = m ? await profileStub(c, m[1]!).checkUnsubscribe(m[2]!) : null;
  if (address === null) return page(c, 404, "Link not valid", "This unsubscribe link is not valid (the address may have been removed already).");
  const form = `<form method="post"><button type="submit">Unsubscribe ${escapeHtml(address)}</button></form>`;
  return page(c, 200, "Unsubscribe", "Stop every email from Thirteens to this address?", form);
});

/** RFC 8058: `List-Unsubscribe=One-Click` posted by a mail client, or the page's button. */
emailRoutes.post("/api/email/unsubscribe/:code", async (c) => {
  const m = CODE.exec(c.req.param("code"));
  if (!m) return page(c, 404, "Link not valid", "This unsubscribe link is not valid.");
  const reply = await profileStub(c, m[1]!).unsubscribe(m[2]!);
  if (reply.status !== 200) return page(c, reply.status, "Link not valid", (reply.body as { message: string }).message);
  const { address } = reply.body as { address: string };
  return page(c, 200, "Unsubscribed", `Thirteens will send no more email to ${address}. You can add an address again in your notification settings.`);
});

function page(c: Ctx, status: number, title: string, text: string, extra = ""): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Thirteens</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}<p><a href="/">Thirteens</a></p></body></html>`;
  return c.html(html, status as 200);
}
