import { app } from "./api/app";

export { GameRoom } from "./room/game-room";
export { Profile } from "./profile/profile";
export { DevOutbox } from "./notify/dev-outbox";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
