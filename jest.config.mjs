import nextJest from "next/jest.js";

// next/jest compiles with Next's own SWC setup, so tests see the code the app runs.
const createJestConfig = nextJest({ dir: "./" });
const moduleNameMapper = { "^@/(.*)$": "<rootDir>/$1" };
// Server tests load "server-only" as a server bundle does: its empty module. Browser (ui) tests do
// not, so a client component that reaches server code fails there as it would in the browser.
const serverModuleNameMapper = { ...moduleNameMapper, "^server-only$": "<rootDir>/node_modules/server-only/empty.js" };

const server = await createJestConfig({
  displayName: "server",
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/server/**/*.test.ts"],
  // Each test file gets its own fresh database with the real migrations applied: a SQLite file, or
  // with TEST_DATABASE_ENGINE=postgresql a copy of a migrated PostgreSQL template (npm run test:postgres).
  setupFiles: ["<rootDir>/__tests__/setup/test-database.ts", "<rootDir>/__tests__/setup/typescript-workers.ts"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/disconnect.ts"],
  moduleNameMapper: serverModuleNameMapper,
})();

const ui = await createJestConfig({
  displayName: "ui",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/__tests__/ui/**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/ui.ts"],
  moduleNameMapper,
})();

// ESM-only packages the tests load (next/jest leaves node_modules untransformed).
const esmPackages = ["@auth/prisma-adapter", "rettime", "@open-draft/deferred-promise", "until-async", "lucide-react"];
for (const project of [server, ui]) {
  project.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join("|")})/)`,
    ...project.transformIgnorePatterns.slice(1),
  ];
}

const jestConfig = {
  projects: [server, ui],
  testTimeout: 30_000,
  // One SMTP server on loopback for every test file (mail is received for real, not mocked).
  globalSetup: "<rootDir>/__tests__/setup/global-setup.mjs",
  globalTeardown: "<rootDir>/__tests__/setup/global-teardown.mjs",
};

export default jestConfig;
