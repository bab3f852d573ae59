/**
 * The table of one game: play (with a seat token), watch (without), and replay after the end.
 * The page holds no rules: it shows the server's view and offers only the server's `legal` moves.
 */
import { useEffect, useRef, useState } from "hono/jsx/dom";
import type { Seat } from "../../../src/games/contract";
import { uiFor } from "../games";
import type { DescribeCtx, PlayCtx } from "../games/types";
import { api, moveKey, type GameReply, type LogEvent, type Replay } from "../lib/api";
import { ensureProfile } from "../lib/profile";
import { Live, type LiveStatus } from "../lib/live";
import { describeEvent, resultWords, turnWords } from "../lib/room-words";
import { findMyGame, forgetMyGame, lastSeen, saveMyGame, setLastSeen } from "../lib/store";
import { capitalize, duration, namesOf, plural } from "../lib/words";
import { LinkBox } from "../ui/links";

interface Toast {
  kind: "error" | "info";
  text: string;
}

/** The seat token: from the play link's fragment (then remembered), or remembered from before. */
function tokenFor(id: string): { token: string | null; fromLink: boolean; watch: boolean } {
  const fromLink = new URLSearchParams(location.hash.slice(1)).get("seat");
  if (fromLink) return { token: fromLink, fromLink: true, watch: false };
  if (new URLSearchParams(location.search).has("watch")) return { token: null, fromLink: false, watch: true };
  return { token: findMyGame(id)?.token ?? null, fromLink: false, watch: false };
}

export function Play({ id }: { id: string }) {
  const [who] = useState(() => tokenFor(id));
  const token = useRef<string | null>(who.token);
  const [reply, setReplyState] = useState<GameReply | null>(null);
  const cur = useRef<GameReply | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);
  const [conn, setConn] = useState<{ status: LiveStatus; retry?: number }>({ status: "connecting" });
  const [ticker, setTicker] = useState("");
  const [since, setSince] = useState<string[] | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [log, setLog] = useState<LogEvent[] | null>(null);
  const [replay, setReplay] = useState<(Replay & { loading?: boolean }) | null>(null);
  const seenEvents = useRef(0);
  const logOpen = useRef(false);

  const names = (r: GameReply | null): DescribeCtx => ({ ...namesOf(r?.seats ?? [], r?.you ?? null), seatCount: r?.seatCount ?? 0 });

  const setReply = (r: GameReply, force = false) => {
    const old = cur.current;
    if (!force && old && r.version < old.version) return;
    cur.current = r;
    setReplyState(r);
    if (document.visibilityState === "visible") setLastSeen(id, r.version);
  };

  const events = (list: LogEvent[]) => {
    const fresh = list.filter((e) => e.version > seenEvents.current);
    if (!fresh.length) return;
    seenEvents.current = Math.max(...fresh.map((e) => e.version));
    const r = cur.current;
    const ui = uiFor(r?.game ?? "");
    const c = names(r);
    const lines = fresh.map((e) => describeEvent(e, ui, c)).filter((x): x is string => !!x);
    if (lines.length) setTicker(lines.join(" "));
    if (logOpen.current) setLog((old) => (old ? [...old, ...fresh] : old));
  };

  const refresh = async () => {
    const res = await api.game(id, token.current);
    if (res.ok) setReply(res.data, true);
  };

  // Load, remember the seat, catch up on what changed since the last look, go live.
  useEffect(() => {
    let live: Live | null = null;
    let stopped = false;
    (async () => {
      let res = await api.game(id, token.current);
      if (!res.ok && res.status === 403 && !who.fromLink && token.current) {
        // A remembered token this game no longer knows: watch instead.
        forgetMyGame(id);
        token.current = null;
        res = await api.game(id, null);
      }
      if (stopped) return;
      if (!res.ok) {
        setFatal(res.status === 403 ? "This play link does not belong to a seat of this game. Check that you copied all of it." : res.error.message);
        return;
      }
      const r = res.data;
      const seen = lastSeen(id);
      seenEvents.current = r.version;
      if (token.current && r.you !== null) {
        const me = r.seats.find((s) => s.seat === r.you);
        saveMyGame({
          id,
          game: r.game,
          gameName: r.gameName,
          seat: r.you,
          token: token.current,
          name: me?.name ?? "",
          playUrl: `${location.origin}/g/${id}#seat=${token.current}`,
          spectateUrl: `${location.origin}/g/${id}`,
          status: r.status,
        });
        // The link is kept in "my games", so the secret may leave the address bar.
        if (who.fromLink) history.replaceState(null, "", `/g/${id}`);
      }
      setReply(r, true);
      // What changed since this device last showed the game; else the latest change.
      const from = seen !== null && seen < r.version ? seen : Math.max(0, r.version - 1);
      const page = await api.log(id, token.current, from);
      if (page.ok && !stopped) {
        const ui = uiFor(r.game);
        const c = names(r);
        const lines = page.data.events.filter((e) => e.version <= r.version).map((e) => describeEvent(e, ui, c)).filter((x): x is string => !!x);
        if (from === seen && lines.length) setSince(page.data.more ? [...lines, "… and more: see the log."] : lines);
        else setTicker(lines.join(" "));
      }
      if (stopped) return;
      live = new Live(id, token.current, () => cur.current?.version ?? 0, {
        message(msg) {
          if (msg.game) setReply(msg.game);
          events(msg.events ?? []);
        },
        status(status, retry) {
          setConn({ status, retry });
        },
        refused(message) {
          setConn({ status: "offline" });
          setToast({ kind: "error", text: message });
        },
      });
      live.start();
    })();
    const onVisible = () => {
      if (document.visibilityState === "visible" && cur.current) setLastSeen(id, cur.current.version);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      live?.stop();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), 15_000);
    return () => clearTimeout(t);
  }, [toast]);

  useEffect(() => {
    if (!reply) return;
    const mine = reply.you !== null && reply.toAct.includes(reply.you) && reply.status === "playing";
    document.title = `${mine ? "● Your turn · " : ""}${reply.gameName} · Thirteens`;
  }, [reply?.version, reply?.you]);

  const act = async (move: unknown) => {
    const r = cur.current;
    if (!r || busy || !token.current) return;
    setBusy(true);
    setToast(null);
    const key = moveKey();
    let res = await api.move(id, token.current, move, r.version, key);
    for (let i = 0; i < 2 && !res.ok && res.status === 0; i++) {
      // Lost on the way: the same key makes the retry safe (the move is applied once).
      await new Promise((ok) => setTimeout(ok, 1000 * (i + 1)));
      res = await api.move(id, token.current, move, r.version, key);
    }
    setBusy(false);
    setAttempts((n) => n + 1);
    // The button pressed may be gone with the old table: keep keyboard focus on the page.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) document.getElementById("turn")?.focus();
    }, 0);
    if (res.ok) {
      setReply(res.data);
      // What the move did, in words, even when the socket is down (a socket update for the same version is not repeated).
      events(res.data.events ?? []);
      return;
    }
    const e = res.error;
    const text =
      e.error === "stale_version"
        ? "The table changed before your move arrived, so it was not made. Here is the table as it is now."
        : e.error === "illegal_move"
          ? `That move is not allowed: ${e.message} Here is the table as it is now.`
          : e.error === "not_your_turn"
            ? "It is not your turn any more. Here is the table as it is now."
            : e.message;
    setToast({ kind: "error", text });
    await refresh();
  };

  const openLog = async (open: boolean) => {
    logOpen.current = open;
    if (!open || log) return;
    const all: LogEvent[] = [];
    let after = 0;
    for (let page = 0; page < 20; page++) {
      const res = await api.log(id, token.current, after);
      if (!res.ok) break;
      all.push(...res.data.events);
      if (!res.data.more || res.data.events.length === 0) break;
      after = res.data.events.at(-1)!.version;
    }
    setLog(all);
  };

  const showReplay = async (version?: number) => {
    setReplay((old) => (old ? { ...old, loading: true } : old));
    const res = await api.replay(id, version);
    if (res.ok) setReplay(res.data);
    else setToast({ kind: "error", text: res.error.message });
    if (!log) void openLog(true);
  };

  if (fatal) {
    return (
      <main class="page">
        <h1>Cannot open this game</h1>
        <p role="alert">{fatal}</p>
        <p>
          <a href="/">Home</a> · <a href={`/g/${id}?watch`}>Watch this game instead</a>
        </p>
      </main>
    );
  }
  if (!reply) {
    return (
      <main class="page" aria-busy="true">
        <p class="loading">Loading the table…</p>
      </main>
    );
  }

  const ui = uiFor(reply.game);
  const c = names(reply);
  const inReplay = replay !== null;
  const ctx: PlayCtx = {
    ...c,
    gameId: id,
    reply,
    view: inReplay ? replay.state : reply.state,
    legal: inReplay ? [] : reply.legal,
    act,
    busy,
    attempts,
    replay: inReplay,
    seatCount: reply.seatCount,
  };
  const mine = reply.you !== null && reply.toAct.includes(reply.you) && reply.status === "playing";
  const mySaved = findMyGame(id);

  return (
    <main class={`page play${mine ? " mine" : ""}`} data-version={reply.version} data-status={reply.status} data-game={reply.game} data-you={reply.you ?? "spectator"}>
      <header class="gamehead">
        <h1>
          {reply.gameName}
          <span class="sub">
            {reply.you !== null ? ` · you are ${reply.seats.find((s) => s.seat === reply.you)?.name ?? `seat ${reply.you + 1}`}` : " · watching"}
          </span>
        </h1>
        <span class={`conn ${conn.status}`} role="status" aria-label={conn.status === "live" ? "Live" : conn.status === "connecting" ? "Connecting" : "Offline"} title={conn.status} />
      </header>
      <p class={`turnline${mine ? " yours" : ""}`} data-testid="turn" id="turn" tabIndex={-1} aria-live="polite">
        {inReplay ? "Replay: every hand is shown." : turnWords(reply, c)}
      </p>
      {/* The offline notice takes the ticker's fixed two lines: it covers nothing and moves nothing. */}
      <p class={`ticker${conn.status === "offline" ? " off" : ""}`} aria-live="polite" data-testid="ticker">
        {conn.status === "offline" ? (
          <span data-testid="offline">
            Offline: reconnecting{conn.retry ? ` in ${Math.ceil(conn.retry / 1000)} s` : ""}… The table may be out of date.
          </span>
        ) : (
          ticker
        )}
      </p>
      {since ? (
        <section class="panel since" aria-label="Since you last looked">
          <div class="panelhead">
            <h2>Since you last looked</h2>
            <button type="button" class="small" onClick={() => setSince(null)}>
              Got it
            </button>
          </div>
          <ul>
            {since.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {inReplay ? <ReplayBar replay={replay} ctx={ctx} go={showReplay} close={() => setReplay(null)} log={log} /> : null}
      {reply.status === "waiting" ? <Waiting reply={reply} inviteUrl={mySaved?.inviteUrl} /> : null}
      {reply.status !== "waiting" && ctx.view ? (
        <>
          <ui.Table {...ctx} />
          <ui.Hand {...ctx} />
        </>
      ) : null}
      {reply.status === "over" && reply.result ? (
        <section class="panel result" aria-label="Result">
          <h2>{resultWords(reply.result, c)}</h2>
          {reply.result.scores ? (
            <ul class="final">
              {reply.result.scores
                .map((score, s) => ({ s, score }))
                .map(({ s, score }) => (
                  <li class={reply.result!.winners.includes(s) ? "winner" : ""}>
                    {reply.seats.find((x) => x.seat === s)?.name ?? `Seat ${s + 1}`}: {score}
                  </li>
                ))}
            </ul>
          ) : null}
          {!inReplay ? (
            <button type="button" class="primary" onClick={() => showReplay(replayStart(reply))}>
              Replay the game move by move
            </button>
          ) : null}
        </section>
      ) : null}
      {reply.status !== "waiting" && ctx.view && ui.Extra ? <ui.Extra {...ctx} /> : null}
      {reply.clock?.limitMs && reply.status === "playing" && !inReplay ? <Clock reply={reply} token={token.current} names={c} done={setReply} say={setToast} /> : null}
      {reply.you !== null && token.current && reply.status !== "over" ? <Notify id={id} token={token.current} /> : null}
      <details class="panel">
        <summary>Table rules</summary>
        <ul>
          {reply.rules.map((r) => (
            <li>{r}</li>
          ))}
        </ul>
      </details>
      <details class="panel log" onToggle={(e: Event) => openLog((e.target as HTMLDetailsElement).open)}>
        <summary>Game log</summary>
        {log ? <LogList log={log} ui={ui} c={c} /> : <p class="hint">Loading…</p>}
      </details>
      <footer class="links">
        <a href="/">Home</a> · <a href={`/g/${id}?watch`}>Spectator view</a> · <a href="/profile">Notifications</a>
        {reply.you !== null && mySaved ? (
          <details class="mylink">
            <summary>My play link</summary>
            <LinkBox title="Your play link" url={mySaved.playUrl} hint="Open it on another device to play there. Anyone with it can play for you." />
          </details>
        ) : null}
      </footer>
      {toast ? (
        <div class={`toast ${toast.kind}`} role="alert" data-testid="toast">
          <span>{toast.text}</span>
          <button type="button" class="small" aria-label="Dismiss" onClick={() => setToast(null)}>
            ✕
          </button>
        </div>
      ) : null}
    </main>
  );
}

/** The replay opens on the deal: the version at which the last seat was taken. */
function replayStart(r: GameReply): number {
  return r.seatCount - 1;
}

function Waiting({ reply, inviteUrl }: { reply: GameReply; inviteUrl?: string }) {
  const free = reply.seatCount - reply.seats.length;
  return (
    <section class="panel waiting" aria-label="Waiting for players">
      <h2>Waiting for {plural(free, "more player")}</h2>
      <ol class="seatlist">
        {Array.from({ length: reply.seatCount }, (_, s) => {
          const taken = reply.seats.find((x) => x.seat === s);
          return <li class={taken ? "taken" : "free"}>{taken ? `${taken.name}${s === reply.you ? " (you)" : ""}` : "free seat"}</li>;
        })}
      </ol>
      {inviteUrl ? (
        <LinkBox title="Invite link" url={inviteUrl} hint="Send it to the other players: each opens it and takes a seat." share qr testid="invite" />
      ) : (
        <p class="hint">The game starts when every seat is taken; this page updates by itself.</p>
      )}
    </section>
  );
}

function LogList({ log, ui, c }: { log: LogEvent[]; ui: ReturnType<typeof uiFor>; c: DescribeCtx }) {
  const lines = log.map((e) => ({ v: e.version, text: describeEvent(e, ui, c) })).filter((x) => x.text);
  return (
    <ol class="loglist">
      {lines.map((l) => (
        <li>
          <span class="v">{l.v}</span> {l.text}
        </li>
      ))}
    </ol>
  );
}

function ReplayBar(p: { replay: Replay & { loading?: boolean }; ctx: PlayCtx; go(v: number): void; close(): void; log: LogEvent[] | null }) {
  const r = p.replay;
  const ui = uiFor(p.ctx.reply.game);
  const move = r.moves.find((m) => m.version === r.version);
  const total = r.lastVersion - r.firstVersion;
  const step = r.version - r.firstVersion;
  let what = "The deal.";
  if (move) {
    let label: string;
    try {
      label = ui.moveLabel(move.move, p.ctx);
    } catch {
      label = JSON.stringify(move.move);
    }
    what = `${capitalize(p.ctx.name(move.seat as Seat))}: ${label}${move.by !== "player" ? ` (${move.by})` : ""}.`;
  }
  const said = (p.log ?? []).filter((e) => e.version === r.version).map((e) => describeEvent(e, ui, p.ctx)).filter(Boolean);
  const at = (v: number) => p.go(Math.max(r.firstVersion, Math.min(r.lastVersion, v)));
  return (
    <section class="panel replay" aria-label="Replay">
      <div class="panelhead">
        <h2>
          Move {step} of {total}
        </h2>
        <button type="button" class="small" onClick={p.close}>
          Close replay
        </button>
      </div>
      <p aria-live="polite" data-testid="replay-move">
        {said.length ? said.join(" ") : what}
      </p>
      <div class="row replaynav">
        <button type="button" aria-label="First move" disabled={step === 0 || r.loading} onClick={() => at(r.firstVersion)}>
          ◀◀
        </button>
        <button type="button" aria-label="Previous move" disabled={step === 0 || r.loading} onClick={() => at(r.version - 1)}>
          ◀
        </button>
        <button type="button" aria-label="Next move" disabled={step === total || r.loading} data-testid="replay-next" onClick={() => at(r.version + 1)}>
          ▶
        </button>
        <button type="button" aria-label="Last move" disabled={step === total || r.loading} onClick={() => at(r.lastVersion)}>
          ▶▶
        </button>
      </div>
      <input
        type="range"
        min={r.firstVersion}
        max={r.lastVersion}
        value={r.version}
        aria-label="Move"
        onChange={(e: Event) => at(Number((e.target as HTMLInputElement).value))}
      />
    </section>
  );
}

/** "Notify me about this game": attaches the seat to this device's profile (made if needed). */
function Notify({ id, token }: { id: string; token: string }) {
  const [on, setOn] = useState(() => findMyGame(id)?.notify === true);
  const [said, setSaid] = useState("");
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setSaid("");
    let ok = false;
    if (on) {
      const res = await api.detach(id, token);
      ok = res.ok;
      if (!res.ok) setSaid(res.error.message);
    } else {
      const profile = await ensureProfile();
      const res = profile.ok ? await api.attach(id, token, profile.data) : profile;
      ok = res.ok;
      if (!res.ok) setSaid(res.error.message);
    }
    setBusy(false);
    if (!ok) return;
    saveMyGame({ id, notify: !on });
    setOn(!on);
    setSaid(on ? "This game's news no longer goes to your notifications." : "Done: this game's news goes to your notifications.");
  };
  return (
    <section class="panel notify" aria-label="Notifications" data-testid="notify" data-on={on ? "yes" : "no"}>
      <label class="field check inline">
        <input type="checkbox" checked={on} disabled={busy} onChange={toggle} />
        <span class="label">Notify me about this game</span>
      </label>
      <p class="said" aria-live="polite">
        {said} <a href="/profile">How and when to notify you</a>
      </p>
    </section>
  );
}

/** The move clock: time left for each seat that must act, vacation, and the auto-player. */
function Clock(p: { reply: GameReply; token: string | null; names: DescribeCtx; done(r: GameReply): void; say(t: Toast): void }) {
  const { reply, token } = p;
  const clock = reply.clock!;
  const [busy, setBusy] = useState(false);
  const now = Date.now();
  const run = async (call: () => ReturnType<typeof api.vacation>) => {
    setBusy(true);
    const res = await call();
    setBusy(false);
    if (res.ok) p.done(res.data);
    else p.say({ kind: "error", text: res.error.message });
  };
  const mine = clock.seats.find((s) => s.seat === reply.you);
  return (
    <section class="panel clock" aria-label="Clock" data-testid="clock">
      <h2>Time to move: {duration(clock.limitMs!)} a turn</h2>
      {clock.seats.map((s) => {
        const who = capitalize(p.names.who(s.seat as Seat));
        const lines = [];
        if (s.auto) lines.push(`${who} ${s.seat === reply.you ? "are" : "is"} played by the auto-player.`);
        else if (s.pausedUntil && s.pausedUntil > now) lines.push(`${who}: on vacation until ${new Date(s.pausedUntil).toLocaleString([], { weekday: "short", hour: "2-digit", minute: "2-digit" })}.`);
        else if (s.deadline) lines.push(`${who}: ${duration(s.deadline - now)} left to move.`);
        if (s.timeouts > 0 && !s.auto) lines.push(`${who} ran out of time ${plural(s.timeouts, "time")} in a row.`);
        return lines.length ? (
          <div>
            {lines.map((l) => (
              <p>{l}</p>
            ))}
            {token && s.seat !== reply.you && s.timeouts >= 3 && !s.auto ? (
              <button type="button" disabled={busy} onClick={() => run(() => api.autoplay(reply.gameId, token, s.seat as Seat, true))}>
                Let the auto-player move for {p.names.name(s.seat as Seat)}
              </button>
            ) : null}
          </div>
        ) : null;
      })}
      {mine && token ? (
        <div class="row">
          {mine.auto ? (
            <button type="button" class="primary" disabled={busy} onClick={() => run(() => api.autoplay(reply.gameId, token, mine.seat as Seat, false))}>
              Take my seat back
            </button>
          ) : null}
          <span class="hint">Vacation left: {duration(mine.vacationLeftMs)}.</span>
          {mine.vacationLeftMs >= 86_400_000 ? (
            <button type="button" disabled={busy} onClick={() => run(() => api.vacation(reply.gameId, token, 1))}>
              Take a vacation day
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
