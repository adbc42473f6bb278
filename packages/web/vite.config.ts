import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  // sst's CLI keeps React 18 at the repository root, where react-markdown is hoisted too: every
  // import of React must be the app's own React 19.
  resolve: { dedupe: ["react", "react-dom"] },
  build: {
    // WEB_DIST_DIR (absolute) builds elsewhere, so two builds can be tested side by side.
    outDir: process.env.WEB_DIST_DIR ?? "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    manifest: true,
    assetsDir: "assets",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/ws": { target: "ws://127.0.0.1:3000", ws: true } },
  },
});
