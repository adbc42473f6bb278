// The shape the code keeps (docs/ARCHITECTURE.md): imports go one way, between packages and
// between the web app's rooms, and nothing imports itself back round, file by file or folder by folder.
// `npm run lint` runs it with ESLint and Prettier's check.

/** A web feature, by the folder that holds it: `features/<name>/`. */
const feature = "^packages/web/src/features/([^/]+)/";

/** Folders of the web app that every feature may use, and that import no feature. */
const sharedWeb = "^packages/web/src/(components|ui|lib|config|account)/";

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
    {
      name: "names-import-no-package",
      severity: "error",
      comment:
        "infra/src holds the deployment's names (tables, queues, routes, the page frame) that every package shares: it imports none of them.",
      from: { path: "^infra/src/" },
      to: { path: "^(packages|stacks)/" },
    },
    {
      name: "core-is-not-app-level",
      severity: "error",
      comment: "core holds the domain: the API, the local stack and the web app import it, never the other way.",
      from: { path: "^packages/core/" },
      to: { path: "^(packages/(functions|local|web)|stacks)/" },
    },
    {
      name: "functions-do-not-import-local-or-web",
      severity: "error",
      comment: "The Lambda handlers run in the cloud: the local stack, the web app and the stacks are not theirs to import.",
      from: { path: "^packages/functions/" },
      to: { path: "^(packages/(local|web)|stacks)/" },
    },
    {
      name: "web-imports-core-and-names",
      severity: "error",
      comment:
        "The web app talks to the API over HTTP: it imports core's shared rules and the deployment's names, and of the API only its type.",
      from: { path: "^packages/web/" },
      to: { path: "^(packages/(functions|local)|stacks)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "features-do-not-import-each-other",
      severity: "error",
      comment: "A feature is a room of its own: what two features share belongs to app/, components/, ui/ or lib/.",
      from: { path: feature },
      to: { path: "^packages/web/src/features/", pathNot: "^packages/web/src/features/$1/" },
    },
    {
      name: "shared-web-code-holds-no-feature",
      severity: "error",
      comment: "components/, ui/, lib/, config/ and account/ serve every feature, so they import none.",
      from: { path: sharedWeb },
      to: { path: "^packages/web/src/(features|pages|app)/" },
    },
    {
      name: "features-do-not-import-pages-or-app",
      severity: "error",
      comment: "Imports go one way: shared code → features → pages (which compose features) → app (the router and the shell).",
      from: { path: "^packages/web/src/features/" },
      to: { path: "^packages/web/src/(pages|app)/" },
    },
    {
      name: "pages-do-not-import-app",
      severity: "error",
      comment: "A page is composed of features and shared code; the router and the shell in app/ import it.",
      from: { path: "^packages/web/src/pages/" },
      to: { path: "^packages/web/src/app/" },
    },
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
