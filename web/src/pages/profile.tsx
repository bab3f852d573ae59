/**
 * Notifications: this device's profile (made here, its secret kept on the device), the games of
 * the seats attached to it, settings, email, webhooks, Web Push for this device, and what
 * could not be delivered. Opened on another device by `#token=…` or an emailed `#signin=…`.
 */
import { useEffect, useState } from "hono/jsx/dom";
import { profileApi, type ListedGame, type ProfileView, type Settings } from "../lib/api";
import { browserTimeZone, ensureProfile, pushEndpoint, pushSupport, subscribePush } from "../lib/profile";
import { findMyGame, profileToken, saveMyGame, saveProfileToken } from "../lib/store";
import { duration, list } from "../lib/words";
import { LinkBox } from "../ui/links";

const val = (e: Event) => (e.target as HTMLInputElement).value;
const when = (ms: number) => new Date(ms).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });

export function ProfilePage() {
  const [token, setToken] = useState<string | null>(null);
  const [profile, setProfile] = useState<ProfileView | null>(null);
  const [games, setGames] = useState<ListedGame[] | null>(null);
  const [state, setState] = useState<"loading" | "none" | "ready">("loading");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const load = async (t: string) => {
    const [p, g] = await Promise.all([profileApi.get(t), profileApi.games(t)]);
    if (!p.ok) {
      if (p.status === 403 || p.status === 404 || p.status === 401) {
        saveProfileToken(null);
        setToken(null);
        setState("none");
        setError("The profile kept on this device no longer opens: make a new one, or open your device link.");
      } else setError(p.error.message);
      return;
    }
    setToken(t);
    setProfile(p.data);
    if (g.ok) setGames(g.data.games);
    setState("ready");
    // The browser's zone, kept up to date (a phone that travelled).
    const tz = browserTimeZone();
    if (p.data.settings.timeZone !== tz) {
      const res = await profileApi.settings(t, { timeZone: tz });
      if (res.ok) setProfile(res.data);
    }
  };

  useEffect(() => {
    (async () => {
      const hash = new URLSearchParams(location.hash.slice(1));
      const fromLink = hash.get("token");
      const code = hash.get("signin");
      if (fromLink || code) history.replaceState(null, "", "/profile");
      if (fromLink) saveProfileToken(fromLink);
      if (code) {
        const res = await profileApi.signin(code);
        if (res.ok) saveProfileToken(res.data.token);
        else setError(res.status === 410 ? "That sign-in link has expired: ask for a new one." : res.status === 403 ? "That sign-in link was already used or is wrong." : res.error.message);
      }
      const t = profileToken();
      if (t) await load(t);
      else setState("none");
    })();
  }, []);

  const create = async () => {
    setBusy(true);
    setError("");
    const res = await ensureProfile();
    setBusy(false);
    if (!res.ok) return setError(res.error.message);
    await load(res.data);
  };

  const update = (p: ProfileView) => setProfile(p);

  if (state === "loading") {
    return (
      <main class="page" aria-busy="true">
        <p class="loading">Loading your notifications…</p>
      </main>
    );
  }
  if (state === "none" || !token || !profile) {
    return (
      <main class="page profile">
        <h1>Notifications</h1>
        <p class="lead">
          Be told when a game waits on you: on this device, by email, or in a chat (Discord, Slack, ntfy). No account: a profile is made on this device and its
          secret stays here.
        </p>
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" class="primary wide" disabled={busy} onClick={create} data-testid="create-profile">
          {busy ? "Making your profile…" : "Set up notifications"}
        </button>
        <p class="links">
          <a href="/">Home</a>
        </p>
      </main>
    );
  }

  return (
    <main class="page profile" data-profile={profile.profileId}>
      <h1>Notifications</h1>
      {error ? (
        <p class="error" role="alert">
          {error}
        </p>
      ) : null}
      <Games token={token} games={games ?? []} />
      <Push token={token} profile={profile} reload={() => load(token)} />
      <SettingsForm token={token} settings={profile.settings} update={update} />
      <Email token={token} profile={profile} update={update} />
      <Webhooks token={token} profile={profile} reload={() => load(token)} />
      <Problems profile={profile} />
      <details class="panel">
        <summary>Use this profile on another device</summary>
        <LinkBox
          title="Device link"
          url={`${location.origin}/profile#token=${token}`}
          hint="Open it on your other phone or computer: it gets your games and settings. Anyone with it can change your notifications; keep it to yourself."
          testid="device-link"
        />
      </details>
      <footer class="links">
        <a href="/">Home</a>
      </footer>
    </main>
  );
}

function Games({ token, games }: { token: string; games: ListedGame[] }) {
  const [said, setSaid] = useState("");
  const open = async (g: ListedGame, e: Event) => {
    const mine = findMyGame(g.gameId);
    if (mine?.token && mine.seat === g.seat) return; // the link opens it with the seat kept here
    e.preventDefault();
    const res = await profileApi.play(token, g.gameId, g.seat);
    if (!res.ok) return setSaid(res.error.message);
    saveMyGame({ id: g.gameId, game: g.game, gameName: g.gameName, seat: res.data.seat, token: res.data.token, playUrl: res.data.playUrl, spectateUrl: `${location.origin}/g/${g.gameId}`, notify: true });
    location.href = res.data.playUrl;
  };
  const words = (g: ListedGame) =>
    g.status === "over"
      ? "Over"
      : g.status === "waiting"
        ? "Waiting for players"
        : g.yourTurn
          ? `Your turn${g.waitedMs !== null ? (g.waitedMs < 60_000 ? " · just now" : ` · waiting ${duration(g.waitedMs)}`) : ""}${g.deadline ? ` · ${duration(g.deadline - Date.now())} left` : ""}`
          : "Their turn";
  return (
    <section class="panel mygames" aria-labelledby="pgames-title" data-testid="profile-games">
      <h2 id="pgames-title">Your games</h2>
      {games.length ? (
        <ul>
          {games.map((g) => (
            <li>
              <a class={`button${g.yourTurn ? " yours" : ""}`} href={g.url} onClick={(e: Event) => open(g, e)}>
                <span>
                  {g.gameName} <span class="hint">with {list(g.opponents) || "nobody yet"}</span>
                  <br />
                  <span class="status">{words(g)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">No games yet. On a game's page, choose “Notify me about this game”.</p>
      )}
      <p class="said" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

function Push({ token, profile, reload }: { token: string; profile: ProfileView; reload(): void }) {
  const [said, setSaid] = useState("");
  const [busy, setBusy] = useState(false);
  const [here, setHere] = useState<string | null>(null);
  const support = pushSupport();
  useEffect(() => {
    pushEndpoint().then(setHere);
  }, []);
  const on = async () => {
    if (!profile.vapidPublicKey) return;
    setBusy(true);
    setSaid("");
    const got = await subscribePush(profile.vapidPublicKey);
    if ("error" in got) {
      setBusy(false);
      return setSaid(got.error);
    }
    const res = await profileApi.push(token, got.sub);
    setBusy(false);
    if (!res.ok) return setSaid(res.error.message);
    setHere(got.sub.endpoint ?? null);
    setSaid("Notifications are on for this device.");
    reload();
  };
  const remove = async (id: number) => {
    const res = await profileApi.removePush(token, id);
    setSaid(res.ok ? "Removed." : res.error.message);
    reload();
  };
  return (
    <section class="panel" aria-labelledby="push-title">
      <h2 id="push-title">This device</h2>
      {!profile.vapidPublicKey ? (
        <p class="hint">This server does not send device notifications; use email or a webhook.</p>
      ) : support.ok ? (
        <button type="button" class="primary wide" disabled={busy} onClick={on}>
          {here && profile.push.some((p) => p.endpoint === here) ? "Notifications are on here (renew)" : "Turn on notifications on this device"}
        </button>
      ) : (
        <p data-testid="push-unsupported">{support.why}</p>
      )}
      <p class="hint">On iPhone and iPad, notifications work only once Thirteens is on the Home Screen: tap Share → Add to Home Screen, open it from there, and turn them on.</p>
      {profile.push.length ? (
        <ul class="plain">
          {profile.push.map((p) => (
            <li class="item">
              <span>
                {p.endpoint === here ? "This device" : `Device added ${when(p.createdAt)}`} <span class="hint">{new URL(p.endpoint).hostname}</span>
                {p.lastError ? <span class="error"> · {p.lastError}</span> : null}
              </span>
              <button type="button" class="small" aria-label={`Remove device added ${when(p.createdAt)}`} onClick={() => remove(p.id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p class="said" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

function SettingsForm({ token, settings, update }: { token: string; settings: Settings; update(p: ProfileView): void }) {
  const [said, setSaid] = useState("");
  const save = async (change: Partial<Settings>) => {
    setSaid("Saving…");
    const res = await profileApi.settings(token, change);
    if (!res.ok) return setSaid(res.error.message);
    update(res.data);
    setSaid("Saved.");
  };
  const quiet = settings.quietStart !== settings.quietEnd;
  return (
    <section class="panel settings" aria-labelledby="settings-title">
      <h2 id="settings-title">When to tell you</h2>
      <label class="field check">
        <input type="checkbox" name="reminders" checked={settings.reminders} onChange={(e: Event) => save({ reminders: (e.target as HTMLInputElement).checked })} />
        <span class="label">Remind me when a game waits on me</span>
      </label>
      <label class="field">
        <span class="label">First reminder after</span>
        <select name="reminderDelayHours" value={String(settings.reminderDelayHours)} disabled={!settings.reminders} onChange={(e: Event) => save({ reminderDelayHours: Number(val(e)) })}>
          {[...new Set([1, 2, 4, 8, 12, 24, 48, 72, 168, settings.reminderDelayHours])]
            .sort((a, b) => a - b)
            .map((h) => (
              <option value={String(h)}>{h < 48 ? `${h} hour${h === 1 ? "" : "s"}` : `${h / 24} days`}</option>
            ))}
        </select>
      </label>
      <fieldset>
        <legend>Quiet hours</legend>
        <p class="hint">Nothing is sent between these times ({settings.timeZone}); it waits until they end. The same time twice: no quiet hours.</p>
        <div class="row pair">
          <label class="field">
            <span class="label">From</span>
            <input type="time" name="quietStart" value={settings.quietStart} onChange={(e: Event) => val(e) && save({ quietStart: val(e) })} />
          </label>
          <label class="field">
            <span class="label">Until</span>
            <input type="time" name="quietEnd" value={settings.quietEnd} onChange={(e: Event) => val(e) && save({ quietEnd: val(e) })} />
          </label>
        </div>
        {!quiet ? <p class="hint">No quiet hours.</p> : null}
      </fieldset>
      <label class="field check">
        <input type="checkbox" name="digest" checked={settings.digest} onChange={(e: Event) => save({ digest: (e.target as HTMLInputElement).checked })} />
        <span>
          <span class="label">Daily email digest</span>
          <span class="hint">One email a day, when quiet hours end, instead of one per turn.</span>
        </span>
      </label>
      <p class="said" aria-live="polite" data-testid="settings-said">
        {said}
      </p>
    </section>
  );
}

function Email({ token, profile, update }: { token: string; profile: ProfileView; update(p: ProfileView): void }) {
  const [address, setAddress] = useState("");
  const [said, setSaid] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const res = await profileApi.email(token, address.trim());
    setBusy(false);
    if (!res.ok) return setSaid(res.error.message);
    update(res.data);
    setAddress("");
    setSaid("Check your inbox and open the confirmation link.");
  };
  const remove = async () => {
    const res = await profileApi.removeEmail(token);
    if (!res.ok) return setSaid(res.error.message);
    update(res.data);
    setSaid("Removed.");
  };
  const signin = async () => {
    const res = await profileApi.signinLink(token);
    setSaid(res.ok ? `A sign-in link went to ${res.data.sentTo}: open it on the other device.` : res.error.message);
  };
  const em = profile.email;
  const stateWords = { none: "no address yet", pending: "waiting for you to confirm it", confirmed: "confirmed", unsubscribed: "unsubscribed: nothing is sent" } as const;
  return (
    <section class="panel" aria-labelledby="email-title">
      <h2 id="email-title">Email</h2>
      {em ? (
        <div class="item" data-testid="email" data-state={em.state}>
          <span>
            <b>{em.address}</b> <span class="hint">{stateWords[em.state]}</span>
          </span>
          <button type="button" class="small" aria-label={`Remove ${em.address}`} onClick={remove}>
            Remove
          </button>
        </div>
      ) : null}
      {em?.state === "confirmed" ? (
        <button type="button" onClick={signin}>
          Email me a sign-in link for another device
        </button>
      ) : null}
      <form class="row addrow" onSubmit={submit}>
        <label class="field grow">
          <span class="label">{em ? "Another address" : "Address"}</span>
          <input type="email" name="email" autocomplete="email" required value={address} onInput={(e: Event) => setAddress(val(e))} />
        </label>
        <button type="submit" disabled={busy}>
          {em ? "Change" : "Add"}
        </button>
      </form>
      <p class="said" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

const KINDS = { discord: "Discord", slack: "Slack", ntfy: "ntfy", json: "JSON (signed)" } as const;

function Webhooks({ token, profile, reload }: { token: string; profile: ProfileView; reload(): void }) {
  const [kind, setKind] = useState<keyof typeof KINDS>("discord");
  const [url, setUrl] = useState("");
  const [said, setSaid] = useState("");
  const add = async (e: Event) => {
    e.preventDefault();
    const res = await profileApi.webhook(token, kind, url.trim());
    if (!res.ok) return setSaid(res.error.message);
    setUrl("");
    setSaid(res.data.secret ? `Added. Its signing secret, shown once: ${res.data.secret}` : "Added.");
    reload();
  };
  const test = async (id: number) => {
    setSaid("Sending…");
    const res = await profileApi.testWebhook(token, id);
    setSaid(res.ok ? (res.data.ok ? `Sent: ${res.data.detail}` : `Not delivered: ${res.data.detail}`) : res.error.message);
    reload();
  };
  const remove = async (id: number) => {
    const res = await profileApi.removeWebhook(token, id);
    setSaid(res.ok ? "Removed." : res.error.message);
    reload();
  };
  return (
    <section class="panel" aria-labelledby="hooks-title">
      <h2 id="hooks-title">Chat and webhooks</h2>
      {profile.webhooks.length ? (
        <ul class="plain">
          {profile.webhooks.map((w) => (
            <li class="item">
              <span class="grow">
                {KINDS[w.kind]} <span class="hint url">{w.url}</span>
                {w.lastError ? <span class="error"> · {w.lastError}</span> : null}
              </span>
              <span class="row">
                <button type="button" class="small" aria-label={`Send a test to ${KINDS[w.kind]}`} onClick={() => test(w.id)}>
                  Send a test
                </button>
                <button type="button" class="small" aria-label={`Remove the ${KINDS[w.kind]} webhook`} onClick={() => remove(w.id)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add}>
        <label class="field">
          <span class="label">Kind</span>
          <select name="kind" value={kind} onChange={(e: Event) => setKind(val(e) as keyof typeof KINDS)}>
            {Object.entries(KINDS).map(([k, label]) => (
              <option value={k}>{label}</option>
            ))}
          </select>
        </label>
        <label class="field">
          <span class="label">Webhook address (https)</span>
          <input type="url" name="webhook" required placeholder="https://…" value={url} onInput={(e: Event) => setUrl(val(e))} />
        </label>
        <button type="submit">Add the webhook</button>
      </form>
      <p class="said" aria-live="polite">
        {said}
      </p>
    </section>
  );
}

function Problems({ profile }: { profile: ProfileView }) {
  const failed = profile.deliveries.filter((d) => !d.ok);
  if (!failed.length && !profile.pending.length) return null;
  return (
    <section class="panel" aria-labelledby="problems-title" data-testid="problems">
      <h2 id="problems-title">Delivery</h2>
      {profile.pending.length ? (
        <>
          <h3>Waiting to be sent</h3>
          <ul>
            {profile.pending.map((p) => (
              <li>
                {p.channel} · {p.kind} · at {when(p.dueAt)}
                {p.lastError ? <span class="error"> · {p.lastError}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {failed.length ? (
        <>
          <h3>Not delivered</h3>
          <ul>
            {failed.map((d) => (
              <li>
                {when(d.at)} · {d.channel}: <span class="error">{d.detail}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
