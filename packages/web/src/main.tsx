import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import "./styles.css";

const rootElement = document.getElementById("root");
if (!rootElement) {
  console.error("Root element not found!");
} else {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A prerendered page (the landing page, a post, the 404) arrives with its HTML: take it over in
  // place, in short slices (a transition) so a tap is never kept waiting behind it. Any other
  // route arrives as an empty shell and renders from scratch.
  if (rootElement.hasChildNodes()) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
}
