import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/**
 * react-router's package exports point every bundler at its development build, which keeps the
 * dev-only warnings; the production build it ships beside it does not (1.3 KB gzip less).
 */
function reactRouterProductionBuild() {
  const packageDir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  return [
    { find: /^react-router$/, replacement: join(packageDir, "dist/production/index.mjs") },
    { find: /^react-router\/dom$/, replacement: join(packageDir, "dist/production/dom-export.mjs") },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // sst's CLI keeps React 18 at the repository root, where react-markdown is hoisted too: every
    // import of React must be the app's own React 19.
    dedupe: ["react", "react-dom"],
    alias: command === "build" ? reactRouterProductionBuild() : [],
  },
  build: {
    // WEB_DIST_DIR (absolute) builds elsewhere, so two builds can be tested side by side.
    outDir: process.env.WEB_DIST_DIR ?? "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    manifest: true,
    assetsDir: "assets",
    // Every browser the es2022 target runs in but Safari 16 supports <link rel="modulepreload">;
    // there the page still works, it just fetches a page's chunks when imported (0.4 KB gzip less).
    modulePreload: { polyfill: false },
    // The entry lists every lazy chunk's file and its dependencies' files: names without the module's
    // name keep that list short (0.5 KB gzip less on every first load). The manifest and source maps
    // still say which module is which.
    rollupOptions: { output: { chunkFileNames: "assets/[hash].js" } },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:3000", "/ws": { target: "ws://127.0.0.1:3000", ws: true } },
  },
}));
