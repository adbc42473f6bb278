// The shape the code keeps (docs/ARCHITECTURE.md): imports go one way, between packages and
// between the web app's rooms, and nothing imports itself back round, file by file or folder by folder.
// `npm run lint` runs it with ESLint and Prettier's check.

/** A web feature, by the folder that holds it: `features/<name>/`. */
const feature = "^packages/web/src/features/([^/]+)/";

/** Folders of the web app that every feature may use, and that import no feature. */
const sharedWeb = "^packages/web/src/(components|ui|lib|config|account)/";

/** A rule that imports go one way: nothing under `from` imports anything under `to` (with `toAlso`'s extra conditions). */
function oneWay(name, comment, from, to, toAlso = {}) {
  return { name, severity: "error", comment, from: { path: from }, to: { path: to, ...toAlso } };
}

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-file-cycle",
      severity: "error",
      comment: "A file reaches itself again through its imports: move what both need to a module of its own.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      severity: "error",
      comment: "A folder reaches itself again through another folder's imports: one of them should not know the other.",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    oneWay(
      "names-import-no-package",
      "infra/src holds the deployment's names (tables, queues, routes, the page frame) that every package shares: it imports none of them.",
      "^infra/src/",
      "^(packages|stacks)/",
    ),
    oneWay(
      "core-is-not-app-level",
      "core holds the domain: the API, the local stack and the web app import it, never the other way.",
      "^packages/core/",
      "^(packages/(functions|local|web)|stacks)/",
    ),
    oneWay(
      "functions-do-not-import-local-or-web",
      "The Lambda handlers run in the cloud: the local stack, the web app and the stacks are not theirs to import.",
      "^packages/functions/",
      "^(packages/(local|web)|stacks)/",
    ),
    oneWay(
      "web-imports-core-and-names",
      "The web app talks to the API over HTTP: it imports core's shared rules and the deployment's names, and of the API only its type.",
      "^packages/web/",
      "^(packages/(functions|local)|stacks)/",
      { dependencyTypesNot: ["type-only"] },
    ),
    oneWay(
      "features-do-not-import-each-other",
      "A feature is a room of its own: what two features share belongs to app/, components/, ui/ or lib/.",
      feature,
      "^packages/web/src/features/",
      { pathNot: "^packages/web/src/features/$1/" },
    ),
    oneWay(
      "shared-web-code-holds-no-feature",
      "components/, ui/, lib/, config/ and account/ serve every feature, so they import none.",
      sharedWeb,
      "^packages/web/src/(features|pages|app)/",
    ),
    oneWay(
      "features-do-not-import-pages-or-app",
      "Imports go one way: shared code → features → pages (which compose features) → app (the router and the shell).",
      "^packages/web/src/features/",
      "^packages/web/src/(pages|app)/",
    ),
    oneWay(
      "pages-do-not-import-app",
      "A page is composed of features and shared code; the router and the shell in app/ import it.",
      "^packages/web/src/pages/",
      "^packages/web/src/app/",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: ["node_modules", "\\.test\\.tsx?$", "/test/", "^tests/", "/dist/", "/dist-cloud/", "\\.sst/", "^packages/web/src/test/"],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
      mainFields: ["module", "main"],
    },
  },
};
