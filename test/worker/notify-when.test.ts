/**
 * Which news is told: the game started, your turn, your time ran out (played for you), the
 * game ended; never a player's own move.
 */
import { describe, expect, it } from "vitest";
import { threeThirteen } from "../../src/games/three-thirteen";
import * as v from "valibot";
import { move, read } from "./support/api";
import { addPush, advanceRoom, attach, createProfile, DAY, pushesReceived, settle, startTimedGame } from "./support/notify";

async function kinds(pushId: string) {
  return (await pushesReceived(pushId)).map((p) => JSON.parse(p.plaintext!) as { kind: string; title: string; body: string });
}

describe("what is told", () => {
  it("tells the creator the game started (or that it is their turn) when the last seat joins", async () => {
    const creator = await createProfile();
    const push = await addPush(creator.token);
    const { gameId } = await startTimedGame({
      seed: "when-start",
      beforeJoin: async (created) => {
        await attach(created.gameId, created.token, creator.token);
      },
    });
    await settle(gameId, creator.profileId);
    const first = (await read(gameId)).body.toAct[0];
    const [told, ...rest] = await kinds(push.id);
    expect(rest).toEqual([]);
    if (first === 0) expect(told).toMatchObject({ kind: "your_turn", title: "Your turn: Three-Thirteen" });
    else expect(told).toMatchObject({ kind: "started", title: "Three-Thirteen has started" });
  });

  it("tells a late player their move was played for them, and the other player it is their turn", async () => {
    const { gameId, tokens } = await startTimedGame({ seed: "when-timeout", timeLimit: 1 });
    const late = (await read(gameId)).body.toAct[0] as number;
    const [lateProfile, otherProfile] = [await createProfile(), await createProfile()];
    await attach(gameId, tokens[late]!, lateProfile.token);
    await attach(gameId, tokens[1 - late]!, otherProfile.token);
    const [latePush, otherPush] = [await addPush(lateProfile.token), await addPush(otherProfile.token)];
    await advanceRoom(gameId, DAY + 60_000);
    await settle(gameId, lateProfile.profileId, otherProfile.profileId);
    expect(await kinds(latePush.id)).toMatchObject([{ kind: "played_for_you", title: "Your time ran out: Three-Thirteen" }]);
    expect(await kinds(otherPush.id)).toMatchObject([{ kind: "your_turn" }]);
  });

  it("never tells a player about their own move, and tells the others the game ended", async () => {
    const seed = "when-end";
    const options = { rounds: [3] };
    const { gameId, tokens } = await startTimedGame({ seed, options });
    const profiles = [await createProfile(), await createProfile()];
    const pushes = [];
    for (const seat of [0, 1]) {
      await attach(gameId, tokens[seat]!, profiles[seat]!.token);
      pushes.push(await addPush(profiles[seat]!.token));
    }
    // Play it out with the game's own fallback moves, letting the news through after each move.
    let state = threeThirteen.setup({ options: v.parse(threeThirteen.optionsSchema, options), seats: 2, seed });
    let version = (await read(gameId)).body.version;
    const movers: number[] = [];
    let final: any = null;
    while (threeThirteen.result(state) === null) {
      const seat = threeThirteen.toAct(state)[0]!;
      const mv = threeThirteen.fallbackMove(state, seat);
      const res = await move(gameId, tokens[seat]!, mv, version);
      expect(res.status).toBe(200);
      final = res.body;
      version = res.body.version;
      const outcome = threeThirteen.applyMove(state, seat, mv);
      if (!outcome.ok) throw new Error(outcome.reason);
      state = outcome.state;
      movers.push(seat);
      await settle(gameId, profiles[0]!.profileId, profiles[1]!.profileId);
    }
    expect(final.status).toBe("over");
    const lastMover = movers.at(-1)!;
    for (const seat of [0, 1]) {
      const told = await kinds(pushes[seat]!.id);
      // Each time the turn passed from the other seat to this one: one "your_turn".
      let turns = 0;
      for (let i = 1; i < movers.length; i++) if (movers[i] === seat && movers[i - 1] !== seat) turns++;
      const expected = [...Array(turns).fill("your_turn"), ...(seat === lastMover ? [] : ["ended"])];
      expect(told.map((t) => t.kind)).toEqual(expected);
    }
    const ended = (await kinds(pushes[1 - lastMover]!.id)).at(-1)!;
    expect(ended.title).toBe("Three-Thirteen is over");
    expect(ended.body).toContain(final.result.summary);
  });
});
