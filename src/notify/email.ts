/**
 * Email through Cloudflare's send_email binding: a complete MIME message (text and HTML),
 * with RFC 8058 one-click unsubscribe headers and a visible unsubscribe link on every email
 * that is not the confirmation itself. When LOCAL_DEV is "1" a copy goes to the dev outbox.
 */
import { EmailMessage } from "cloudflare:email";
import type { SendOutcome } from "./outcome";

export interface Mail {
  to: string;
  subject: string;
  /** Plain-text paragraphs; links are written out. */
  paragraphs: string[];
  /** Buttons/links shown under the text: [label, absolute URL]. */
  links: [string, string][];
  /** Absolute URL of the unsubscribe page (GET shows it, POST is the RFC 8058 one-click). */
  unsubscribeUrl?: string;
  /** What the mail is, for the dev outbox ("confirm", "your_turn", "digest", …). */
  kind: string;
}

export interface BuiltMail {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

export function buildMail(from: string, mail: Mail, now = Date.now()): BuiltMail {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  const messageId = `<${crypto.randomUUID()}@${domain}>`;
  const footer = mail.unsubscribeUrl ? [`Unsubscribe from these emails: ${mail.unsubscribeUrl}`] : [];
  const text = [...mail.paragraphs, ...mail.links.map(([label, url]) => `${label}: ${url}`), "", ...footer].join("\n\n").trim() + "\n";
  const html = htmlBody(mail);
  const headers: Record<string, string> = {
    From: `Thirteens <${from}>`,
    To: mail.to,
    Subject: encodeWord(mail.subject),
    Date: new Date(now).toUTCString().replace("GMT", "+0000"),
    "Message-ID": messageId,
    "MIME-Version": "1.0",
    "Auto-Submitted": "auto-generated",
  };
  if (mail.unsubscribeUrl) {
    headers["List-Unsubscribe"] = `<${mail.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  const boundary = `b-${crypto.randomUUID()}`;
  headers["Content-Type"] = `multipart/alternative; boundary="${boundary}"`;
  const raw = [
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(text),
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
  return { from, to: mail.to, subject: mail.subject, messageId, headers, text, html, raw };
}

export async function sendMail(env: Env, mail: Mail): Promise<SendOutcome & { built?: BuiltMail }> {
  const built = buildMail(env.EMAIL_FROM, mail);
  try {
    await env.EMAIL.send(new EmailMessage(built.from, built.to, built.raw));
  } catch (err) {
    return { ok: false, permanent: false, detail: `email not sent: ${err instanceof Error ? err.message : err}` };
  }
  if (env.LOCAL_DEV === "1") {
    try {
      const outbox = env.DEV_OUTBOX.get(env.DEV_OUTBOX.idFromName("dev"));
      await outbox.keep({ kind: mail.kind, at: Date.now(), from: built.from, to: built.to, subject: built.subject, headers: built.headers, text: built.text, html: built.html, raw: built.raw });
    } catch (err) {
      console.error("dev outbox", err);
    }
  }
  return { ok: true, detail: "email sent", built };
}

function htmlBody(mail: Mail): string {
  const p = mail.paragraphs.map((t) => `<p>${escapeHtml(t)}</p>`).join("\n");
  const links = mail.links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join("\n");
  const footer = mail.unsubscribeUrl
    ? `<p style="color:#666;font-size:small"><a href="${escapeHtml(mail.unsubscribeUrl)}">Unsubscribe</a> from these emails.</p>`
    : "";
  return `<!doctype html><html><body style="font-family:sans-serif">\n${p}\n${links}\n${footer}\n</body></html>\n`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function utf8Base64(text: string): string {
  let binary = "";
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
}

function base64Lines(text: string): string {
  return utf8Base64(text).replace(/.{76}(?=.)/g, "$&\r\n");
}

/** RFC 2047 for a header with non-ASCII text. */
function encodeWord(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${utf8Base64(text)}?=`;
}
