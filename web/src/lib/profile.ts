/** This device's notification profile: made on first use, its token kept in localStorage. */
import { profileApi, type Result } from "./api";
import { profileToken, saveProfileToken } from "./store";

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The stored profile token, or a new profile's. */
export async function ensureProfile(): Promise<Result<string>> {
  const have = profileToken();
  if (have) return { ok: true, data: have, status: 200 };
  const res = await profileApi.create(browserTimeZone());
  if (!res.ok) return res;
  saveProfileToken(res.data.token);
  return { ok: true, data: res.data.token, status: res.status };
}

/** Whether this browser can take Web Push here, and if not, why in one sentence. */
export function pushSupport(): { ok: boolean; why: string } {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone = matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return {
      ok: false,
      why:
        ios && !standalone
          ? "On iPhone and iPad, add Thirteens to your Home Screen first (Share → Add to Home Screen), then open it from there and come back to this page."
          : "This browser cannot show notifications from a web page. Use email or a webhook below instead.",
    };
  }
  if (!isSecureContext) return { ok: false, why: "Notifications need a secure (https) address." };
  return { ok: true, why: "" };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Asks for permission and subscribes this device; the subscription to send to the server, or why not. */
export async function subscribePush(vapidPublicKey: string): Promise<{ sub: PushSubscriptionJSON } | { error: string }> {
  try {
    const reg = await navigator.serviceWorker.register("/build/sw.js", { scope: "/" });
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      return { error: permission === "denied" ? "Notifications are blocked for this site: allow them in the browser's site settings, then try again." : "Notifications were not allowed." };
    }
    await navigator.serviceWorker.ready;
    const key = keyBytes(vapidPublicKey);
    let sub = await reg.pushManager.getSubscription();
    if (sub && sub.options.applicationServerKey && new Uint8Array(sub.options.applicationServerKey).join() !== key.join()) {
      await sub.unsubscribe();
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return { sub: sub.toJSON() };
  } catch (err) {
    return { error: `This device could not subscribe: ${(err as Error)?.message ?? err}` };
  }
}

/** This device's push endpoint, if it is subscribed. */
export async function pushEndpoint(): Promise<string | null> {
  try {
    const reg = await navigator.serviceWorker.getRegistration("/");
    return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
  } catch {
    return null;
  }
}
