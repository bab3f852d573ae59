/** The page's entry: picks the page from the address, and registers the service worker. */
import "./style.css";
import { render } from "hono/jsx/dom";
import { Home } from "./pages/home";
import { Join } from "./pages/join";
import { Play } from "./pages/play";
import { ProfilePage } from "./pages/profile";

function App() {
  const path = location.pathname;
  const join = /^\/join\/([A-Za-z0-9_-]{8,32})\/?$/.exec(path);
  if (join) return <Join id={join[1]!} />;
  const play = /^\/g\/([A-Za-z0-9_-]{8,32})\/?$/.exec(path);
  if (play) return <Play id={play[1]!} />;
  if (/^\/profile\/?$/.test(path)) return <ProfilePage />;
  if (path === "/" || path === "/index.html") return <Home />;
  return (
    <main class="page">
      <h1>Not here</h1>
      <p>
        There is no page at this address. <a href="/">Go home</a>
      </p>
    </main>
  );
}

const root = document.getElementById("app")!;
root.textContent = "";
render(<App />, root);

if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("/build/sw.js", { scope: "/" }).catch(() => {
    // the page works without it
  });
}
