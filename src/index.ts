import { app } from "./api/app";

export { GameRoom } from "./room/game-room";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
