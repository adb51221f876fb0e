// @ts-check
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // Formatting is Prettier's job (`npm run format`); these rules would only fight it.
  prettier,
  {
    rules: {
      // `_name` marks a value that is deliberately unused (a destructured field left out, a required parameter).
      // One order everywhere: Node, packages, the app's own (@/…), then relative; each group alphabetical.
      "import/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "@/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      // One icon library, one icon per import: the package's index would bring every icon it has.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["lucide-react", "lucide-react/icons", "lucide-react/dynamic", "lucide-react/dynamicIconImports"].map(
              (name) => ({
                name,
                message: 'Import each icon on its own: import Menu from "lucide-react/icons/menu".',
                allowTypeImports: true,
              }),
            ),
          ],
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Jest loads a module afresh inside jest.isolateModules, which takes a require().
    files: ["__tests__/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    "node_modules/**",
    ".next/**",
    ".next-*/**",
    "bench/.floor/**",
    "bench/results/**",
    "data/**",
    "coverage/**",
    "test-results*/**",
    "playwright-report/**",
    "public/**",
    "next-env.d.ts",
  ]),
]);
