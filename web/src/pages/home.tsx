/**
 * Home: create a game (the game, its options from the catalog's field descriptions, presets,
 * seats, your name), then your play link, the invite link (share sheet, copy, QR code) and
 * the spectator link; and the games kept on this device.
 */
import { useEffect, useState } from "hono/jsx/dom";
import * as v from "valibot";
import { displayName } from "../../../src/api/schemas";
import type { OptionField } from "../../../src/games/option-fields";
import { api, type CatalogGame, type Created } from "../lib/api";
import { turnWords } from "../lib/room-words";
import { forgetMyGame, myGames, saveMyGame, savedName, saveName, type MyGame } from "../lib/store";
import { namesOf } from "../lib/words";
import { LinkBox } from "../ui/links";

type Options = Record<string, unknown>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The preset whose options are exactly the form's, if any. */
function presetOf(game: CatalogGame, options: Options): string {
  for (const [id, p] of Object.entries(game.presets)) if (same({ ...game.defaults, ...p.options }, options)) return id;
  return "";
}

export function Home() {
  const [catalog, setCatalog] = useState<CatalogGame[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [gameId, setGameId] = useState("");
  const [options, setOptions] = useState<Options>({});
  const [seats, setSeats] = useState(2);
  const [name, setName] = useState(savedName());
  const [seed, setSeed] = useState("");
  /** Days per move, "" for no limit. */
  const [timeLimit, setTimeLimit] = useState("");
  const [extra, setExtra] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<(Created & { gameName: string }) | null>(null);
  const [mine, setMine] = useState<MyGame[]>(myGames());

  useEffect(() => {
    api.catalog().then((res) => {
      if (!res.ok) return setLoadError(res.error.message);
      setCatalog(res.data.games);
      const first = res.data.games[0];
      if (first) choose(first);
    });
  }, []);

  const choose = (g: CatalogGame) => {
    setGameId(g.id);
    setOptions({ ...g.defaults });
    setSeats((s) => Math.min(g.seats.max, Math.max(g.seats.min, s)));
  };

  const game = catalog?.find((g) => g.id === gameId) ?? null;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!game || busy) return;
    setError("");
    const checked = v.safeParse(displayName, name);
    if (!checked.success) return setError(checked.issues[0].message);
    let more: Options = {};
    if (extra.trim()) {
      try {
        more = JSON.parse(extra);
        if (!more || typeof more !== "object" || Array.isArray(more)) throw new Error();
      } catch {
        return setError("The extra options must be a JSON object, e.g. {\"rounds\": [3]}.");
      }
    }
    const chosen: Options = { ...options, ...more };
    // Send only what differs from the defaults, so the server's defaults stay the source of truth.
    const sent = Object.fromEntries(Object.entries(chosen).filter(([k, val]) => !same(val, game.defaults[k])));
    setBusy(true);
    const res = await api.create({ game: game.id, seats, name: checked.output, options: sent, ...(seed.trim() ? { seed: seed.trim() } : {}), ...(timeLimit ? { timeLimit: Number(timeLimit) } : {}) });
    setBusy(false);
    if (!res.ok) return setError(res.error.message);
    saveName(checked.output);
    saveMyGame({
      id: res.data.gameId,
      game: game.id,
      gameName: game.name,
      seat: res.data.seat,
      token: res.data.token,
      name: checked.output,
      playUrl: res.data.playUrl,
      inviteUrl: res.data.inviteUrl,
      spectateUrl: res.data.spectateUrl,
      status: "waiting",
    });
    setMine(myGames());
    setCreated({ ...res.data, gameName: game.name });
    scrollTo({ top: 0 });
  };

  if (created) {
    return (
      <main class="page home">
        <h1>Your {created.gameName} game is ready</h1>
        <LinkBox
          title="Your play link"
          url={created.playUrl}
          hint="This link is your seat: keep it to yourself. This device remembers it under My games."
          open="Go to the table"
          testid="play-link"
        />
        <LinkBox title="Invite link" url={created.inviteUrl} hint="Send it to the other players: each opens it and takes a seat." share qr testid="invite-link" />
        <LinkBox title="Spectator link" url={created.spectateUrl} hint="Anyone with it can watch, without seeing hands." share testid="spectate-link" />
        <p>
          <button type="button" onClick={() => setCreated(null)}>
            Create another game
          </button>
        </p>
      </main>
    );
  }

  return (
    <main class="page home">
      <h1>Thirteens</h1>
      <p class="lead">Slow card games with friends. Everyone moves when they like; the page tells you when it is your turn. No accounts: your seat is a secret link.</p>
      <p>
        <a class="button" href="/profile">
          Notifications
        </a>
      </p>
      {mine.length ? <MyGames games={mine} forget={(id) => (forgetMyGame(id), setMine(myGames()))} /> : null}
      <form class="panel create" onSubmit={submit} aria-labelledby="create-title">
        <h2 id="create-title">New game</h2>
        {loadError ? <p role="alert">{loadError}</p> : null}
        {!catalog && !loadError ? <p class="loading">Loading games…</p> : null}
        {catalog ? (
          <fieldset class="games">
            <legend>Game</legend>
            {catalog.map((g) => (
              <label class={`choice${g.id === gameId ? " on" : ""}`}>
                <input type="radio" name="game" value={g.id} checked={g.id === gameId} onChange={() => choose(g)} />
                <span>
                  <b>{g.name}</b> <span class="hint">{g.seats.min === g.seats.max ? `${g.seats.min} players` : `${g.seats.min}–${g.seats.max} players`}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {game ? (
          <>
            {Object.keys(game.presets).length ? (
              <label class="field">
                <span class="label">Start from</span>
                <select
                  name="preset"
                  value={presetOf(game, options)}
                  onChange={(e: Event) => {
                    const p = game.presets[(e.target as HTMLSelectElement).value];
                    if (p) setOptions({ ...game.defaults, ...p.options });
                  }}
                >
                  {presetOf(game, options) === "" ? <option value="">Your own choice</option> : null}
                  {Object.entries(game.presets).map(([id, p]) => (
                    <option value={id}>{p.label}</option>
                  ))}
                </select>
              </label>
            ) : null}
            <fieldset class="options">
              <legend>Options</legend>
              {game.fields.map((f) => (
                <Field field={f} value={options[f.key]} set={(val) => setOptions({ ...options, [f.key]: val })} />
              ))}
            </fieldset>
            <fieldset class="seatcount">
              <legend>Players</legend>
              <div class="segmented" role="radiogroup" aria-label="Number of players">
                {Array.from({ length: game.seats.max - game.seats.min + 1 }, (_, i) => game.seats.min + i).map((n) => (
                  <label class={n === seats ? "on" : ""}>
                    <input type="radio" name="seats" value={String(n)} checked={n === seats} onChange={() => setSeats(n)} />
                    <span>{n}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label class="field">
              <span class="label">Time to move</span>
              <span class="hint">When a player's time runs out, a sensible move is made for them.</span>
              <select name="timeLimit" value={timeLimit} onChange={(e: Event) => setTimeLimit((e.target as HTMLSelectElement).value)}>
                <option value="">No limit</option>
                {Array.from({ length: 14 }, (_, i) => i + 1).map((d) => (
                  <option value={String(d)}>{d === 1 ? "1 day" : `${d} days`} a move</option>
                ))}
              </select>
            </label>
            <label class="field">
              <span class="label">Your name</span>
              <input name="name" autocomplete="nickname" maxLength={40} required value={name} onInput={(e: Event) => setName((e.target as HTMLInputElement).value)} />
            </label>
            <details class="advanced">
              <summary>Advanced</summary>
              <label class="field">
                <span class="label">Seed</span>
                <span class="hint">Test and development servers only: the same seed deals the same cards.</span>
                <input name="seed" value={seed} onInput={(e: Event) => setSeed((e.target as HTMLInputElement).value)} />
              </label>
              <label class="field">
                <span class="label">More options (JSON)</span>
                <span class="hint">Merged over the choices above, e.g. {`{"rounds": [3, 4]}`} for two short rounds.</span>
                <textarea name="extra" rows={2} value={extra} onInput={(e: Event) => setExtra((e.target as HTMLTextAreaElement).value)} />
              </label>
            </details>
            {error ? (
              <p class="error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" class="primary wide" disabled={busy}>
              {busy ? "Creating…" : `Create the ${game.name} game`}
            </button>
          </>
        ) : null}
      </form>
    </main>
  );
}

function Field({ field, value, set }: { field: OptionField; value: unknown; set(v: unknown): void }) {
  const id = `opt-${field.key}`;
  const hint = field.description ? (
    <span class="hint" id={`${id}-hint`}>
      {field.description}
    </span>
  ) : null;
  switch (field.kind) {
    case "boolean":
      return (
        <label class="field check" for={id}>
          <input type="checkbox" id={id} name={field.key} checked={value === true} aria-describedby={`${id}-hint`} onChange={(e: Event) => set((e.target as HTMLInputElement).checked)} />
          <span>
            <span class="label">{field.title}</span>
            {hint}
          </span>
        </label>
      );
    case "choice": {
      const known = typeof value === "string" && field.choices.includes(value);
      return (
        <label class="field" for={id}>
          <span class="label">{field.title}</span>
          {hint}
          <select id={id} name={field.key} aria-describedby={`${id}-hint`} value={known ? (value as string) : ""} onChange={(e: Event) => set((e.target as HTMLSelectElement).value)}>
            {!known ? <option value="">{JSON.stringify(value)} (from More options)</option> : null}
            {field.choices.map((c) => (
              <option value={c}>{field.choiceLabels?.[c] ?? c}</option>
            ))}
          </select>
        </label>
      );
    }
    case "number": {
      const empty = field.default === null || field.optional;
      return (
        <label class="field" for={id}>
          <span class="label">{field.title}</span>
          {hint}
          <input
            type="number"
            inputMode="numeric"
            id={id}
            name={field.key}
            aria-describedby={`${id}-hint`}
            min={field.min}
            max={field.max}
            placeholder={empty ? "none" : undefined}
            value={typeof value === "number" ? String(value) : ""}
            onInput={(e: Event) => {
              const raw = (e.target as HTMLInputElement).value;
              set(raw === "" ? field.default : Number(raw));
            }}
          />
        </label>
      );
    }
    default:
      return (
        <p class="field">
          <span class="label">{field.title}</span>
          {hint}
          <span class="hint">Set it under Advanced → More options.</span>
        </p>
      );
  }
}

function MyGames({ games, forget }: { games: MyGame[]; forget(id: string): void }) {
  const [status, setStatus] = useState<Record<string, { text: string; mine: boolean }>>({});
  useEffect(() => {
    // Where each game stands (a few at a time is plenty for a list this short).
    for (const g of games.slice(0, 12)) {
      api.game(g.id, g.token).then((res) => {
        if (!res.ok) return setStatus((old) => ({ ...old, [g.id]: { text: res.status === 404 ? "gone" : "", mine: false } }));
        const r = res.data;
        const mine = r.status === "playing" && r.you !== null && r.toAct.includes(r.you);
        setStatus((old) => ({ ...old, [g.id]: { text: turnWords(r, namesOf(r.seats, r.you)), mine } }));
      });
    }
  }, [games.length]);
  return (
    <section class="panel mygames" aria-labelledby="mine-title">
      <h2 id="mine-title">My games</h2>
      <ul>
        {games.map((g) => (
          <li>
            <a class={`button${status[g.id]?.mine ? " yours" : ""}`} href={`/g/${g.id}`}>
              <span>
                {g.gameName || g.game} <span class="hint">as {g.name || "a player"}</span>
                <br />
                <span class="status">{status[g.id]?.text ?? ""}</span>
              </span>
            </a>
            <button type="button" class="small" aria-label={`Forget ${g.gameName} as ${g.name} on this device`} onClick={() => confirm(`Forget this game on this device? Without its play link you cannot take your seat again.`) && forget(g.id)}>
              Forget
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
