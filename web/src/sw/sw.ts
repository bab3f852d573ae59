/**
 * The service worker: the page opens offline from its cached shell (network first, so a
 * deploy is picked up at once), the API is never cached, and notifications (sent by the push
 * feature) open the game they are about.
 */
declare const self: ServiceWorkerGlobalScope;

const CACHE = "thirteens-shell-v1";
const SHELL = ["/", "/build/app.js", "/build/app.css", "/manifest.webmanifest", "/icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname.startsWith("/dev/")) return;
  // Network first; the cached shell when offline. Every page is the same index.html (the
  // Worker's own pages under /api/ and /dev/ are not, so they are never cached as the shell).
  const key = req.mode === "navigate" ? "/" : url.pathname;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok && (req.mode === "navigate" || SHELL.includes(url.pathname))) {
          const copy = res.clone();
          void caches.open(CACHE).then((cache) => cache.put(key, copy));
        }
        return res;
      })
      .catch(async () => (await caches.match(key)) ?? Response.error()),
  );
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener("push", (event) => {
  let data: PushPayload = {};
  try {
    data = (event.data?.json() as PushPayload) ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.title ?? "Thirteens", {
      body: data.body ?? "Something happened in one of your games.",
      icon: "/build/icon-192.png",
      badge: "/build/icon-192.png",
      tag: data.tag,
      data: { url: data.url ?? "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string })?.url ?? "/", self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});

export {};
