/**
 * Webhooks in four formats: Discord and Slack incoming webhooks, an ntfy topic, and a generic
 * JSON body signed with HMAC-SHA256 (header `X-Thirteens-Signature: t=<unix seconds>,v1=<hex>`
 * over `<t>.<body>`, so a receiver can check both the sender and the age).
 */
import { WEBHOOK_KINDS, type WebhookKind } from "../profile/api-types";
import type { Message } from "./render";
import type { SendOutcome } from "./outcome";

export { WEBHOOK_KINDS, type WebhookKind };

export interface Webhook {
  kind: WebhookKind;
  url: string;
  /** For the JSON format: the HMAC key. */
  secret: string | null;
}

export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
}

export async function webhookRequest(hook: Webhook, message: Message, origin: string, now = Date.now()): Promise<WebhookRequest> {
  const link = new URL(message.path, origin).href;
  switch (hook.kind) {
    case "discord":
      return json({ username: "Thirteens", content: `**${escapeDiscord(message.title)}**\n${escapeDiscord(message.body)}\n${link}`, allowed_mentions: { parse: [] } });
    case "slack":
      return json({ text: `*${escapeSlack(message.title)}*\n${escapeSlack(message.body)}\n<${link}|Open the game>` });
    case "ntfy":
      return {
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          Title: headerText(message.title),
          Click: link,
          Tags: "black_joker",
          Priority: message.kind === "your_turn" || message.kind === "choice" ? "4" : "3",
        },
        body: message.body,
      };
    case "json": {
      const body = JSON.stringify({
        type: message.kind,
        gameId: message.gameId,
        seat: message.seat,
        title: message.title,
        body: message.body,
        url: link,
        at: new Date(message.at).toISOString(),
      });
      const t = Math.floor(now / 1000);
      const signature = await hmacHex(hook.secret ?? "", `${t}.${body}`);
      return {
        headers: { "Content-Type": "application/json", "X-Thirteens-Signature": `t=${t},v1=${signature}`, "User-Agent": "Thirteens-Webhook/1" },
        body,
      };
    }
  }
}

export async function sendWebhook(hook: Webhook, message: Message, origin: string): Promise<SendOutcome> {
  const request = await webhookRequest(hook, message, origin);
  let res: Response;
  try {
    res = await fetch(hook.url, { method: "POST", headers: request.headers, body: request.body, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    return { ok: false, permanent: false, detail: `unreachable: ${err instanceof Error ? err.message : err}` };
  }
  await res.body?.cancel();
  if (res.ok) return { ok: true, status: res.status, detail: `accepted (${res.status})` };
  const permanent = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
  return { ok: false, status: res.status, permanent, detail: `answered ${res.status}` };
}

export async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function json(value: unknown): WebhookRequest {
  return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(value) };
}

function escapeDiscord(text: string): string {
  return text.replace(/([*_~`|>\\])/g, "\\$1").replace(/@/g, "@\u200b");
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** HTTP header values are Latin-1: non-ASCII titles go as RFC 2047 words, which ntfy decodes. */
function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return `=?UTF-8?B?${btoa(binary)}?=`;
}
