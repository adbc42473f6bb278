// The code's own rules (npm run lint): ESLint's and typescript-eslint's recommended sets, React's
// rules of hooks, and nothing a formatter decides (Prettier does: eslint-config-prettier turns those off).
// Which folder may import which is dependency-cruiser's (.dependency-cruiser.cjs).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/node_modules/", "**/dist/", "**/dist-cloud/", ".sst/", "coverage/", "**/*.d.ts", "tests/e2e/pages/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `const { secret: _secret, ...shown } = row`: a name that starts with _ is left out on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // The rules of hooks. React Compiler's own rules (set-state-in-effect, refs, purity) are for code
    // it compiles; this app is not compiled by it.
    files: ["packages/web/**/*.tsx", "packages/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // A test reads an answer's JSON as it comes: its assertions say what it must be.
    files: ["tests/**", "**/*.test.ts", "**/*.test.tsx", "packages/web/src/test/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  prettier,
);
