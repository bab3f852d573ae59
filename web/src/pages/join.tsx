/** Join from an invite link: your name, take the next free seat, go to the table. */
import { useEffect, useState } from "hono/jsx/dom";
import * as v from "valibot";
import { displayName } from "../../../src/api/schemas";
import { api, type GameReply } from "../lib/api";
import { findMyGame, savedName, saveMyGame, saveName } from "../lib/store";
import { plural } from "../lib/words";

export function Join({ id }: { id: string }) {
  const invite = new URLSearchParams(location.hash.slice(1)).get("invite") ?? "";
  const [game, setGame] = useState<GameReply | null>(null);
  const [loadError, setLoadError] = useState("");
  const [name, setName] = useState(savedName());
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const mine = findMyGame(id);

  useEffect(() => {
    api.game(id, null).then((res) => (res.ok ? setGame(res.data) : setLoadError(res.error.message)));
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setError("");
    const checked = v.safeParse(displayName, name);
    if (!checked.success) return setError(checked.issues[0].message);
    setBusy(true);
    const res = await api.join(id, { invite, name: checked.output });
    setBusy(false);
    if (!res.ok) {
      return setError(
        res.error.error === "forbidden" ? "This invite link is not right for this game: ask for it again." : res.error.error === "game_full" ? "Every seat is taken already." : res.error.message,
      );
    }
    saveName(checked.output);
    saveMyGame({
      id,
      game: game?.game ?? "",
      gameName: game?.gameName ?? "",
      seat: res.data.seat,
      token: res.data.token,
      name: checked.output,
      playUrl: res.data.playUrl,
      spectateUrl: `${location.origin}/g/${id}`,
    });
    location.replace(`/g/${id}`);
  };

  if (loadError) {
    return (
      <main class="page">
        <h1>Cannot join</h1>
        <p role="alert">{loadError}</p>
        <p>
          <a href="/">Home</a>
        </p>
      </main>
    );
  }
  if (!game) {
    return (
      <main class="page" aria-busy="true">
        <p class="loading">Loading the game…</p>
      </main>
    );
  }
  const free = game.seatCount - game.seats.length;
  return (
    <main class="page join">
      <h1>Join a game of {game.gameName}</h1>
      <p>
        {game.seats.map((s) => s.name).join(", ")} {game.seats.length === 1 ? "is" : "are"} at the table;{" "}
        {free > 0 ? `${plural(free, "seat")} free.` : "every seat is taken."}
      </p>
      {mine?.token ? (
        <p class="panel">
          You already have a seat in this game on this device. <a href={`/g/${id}`}>Go to your table</a>
        </p>
      ) : null}
      {game.status === "waiting" && free > 0 ? (
        invite ? (
          <form class="panel" onSubmit={submit}>
            <label class="field">
              <span class="label">Your name</span>
              <input name="name" autocomplete="nickname" maxLength={40} required value={name} onInput={(e: Event) => setName((e.target as HTMLInputElement).value)} />
            </label>
            {error ? (
              <p class="error" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" class="primary wide" disabled={busy}>
              {busy ? "Taking a seat…" : "Take a seat"}
            </button>
          </form>
        ) : (
          <p role="alert">This invite link is incomplete: the part after “#invite=” is missing. Ask for the link again.</p>
        )
      ) : (
        <p>
          This game has {game.status === "waiting" ? "no free seat" : "started"}. <a href={`/g/${id}?watch`}>Watch it</a>
        </p>
      )}
      <details class="panel">
        <summary>Table rules</summary>
        <ul>
          {game.rules.map((r) => (
            <li>{r}</li>
          ))}
        </ul>
      </details>
    </main>
  );
}
