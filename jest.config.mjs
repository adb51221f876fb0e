import nextJest from "next/jest.js";
import { databaseTestFiles } from "./__tests__/setup/import-graph.mjs";

// next/jest compiles with Next's own SWC setup, so tests see the code the app runs.
const createJestConfig = nextJest({ dir: "./" });
const moduleNameMapper = { "^@/(.*)$": "<rootDir>/$1" };
// Server tests load "server-only" as a server bundle does: its empty module. Browser (ui) tests do
// not, so a client component that reaches server code fails there as it would in the browser.
const serverModuleNameMapper = { ...moduleNameMapper, "^server-only$": "<rootDir>/node_modules/server-only/empty.js" };

const serverProject = (config) =>
  createJestConfig({
    testEnvironment: "node",
    setupFiles: ["<rootDir>/__tests__/setup/test-database.ts", "<rootDir>/__tests__/setup/typescript-workers.ts"],
    setupFilesAfterEnv: ["<rootDir>/__tests__/setup/disconnect.ts"],
    moduleNameMapper: serverModuleNameMapper,
    ...config,
  })();

// Each test file gets its own fresh database with the real migrations applied: a copy of the run's SQLite
// template, or in server-postgresql a copy of a migrated template on a throw-away cluster.
const server = await serverProject({
  displayName: "server",
  testMatch: ["<rootDir>/__tests__/server/**/*.test.ts"],
});

// The same tests again on PostgreSQL, those that reach the database (read from their imports), so a new
// test that opens one joins by itself.
const serverPostgresql = await serverProject({
  displayName: "server-postgresql",
  testMatch: databaseTestFiles().map((file) => `<rootDir>/${file}`),
  setupFiles: [
    "<rootDir>/__tests__/setup/on-postgresql.ts",
    "<rootDir>/__tests__/setup/test-database.ts",
    "<rootDir>/__tests__/setup/typescript-workers.ts",
  ],
  globalSetup: "<rootDir>/__tests__/setup/postgres.mjs",
  globalTeardown: "<rootDir>/__tests__/setup/postgres-teardown.mjs",
});

const ui = await createJestConfig({
  displayName: "ui",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/__tests__/ui/**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup/ui.ts"],
  moduleNameMapper,
})();

// ESM-only packages the tests load (next/jest leaves node_modules untransformed).
const esmPackages = ["@auth/prisma-adapter", "rettime", "@open-draft/deferred-promise", "until-async", "lucide-react"];
for (const project of [server, serverPostgresql, ui]) {
  project.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join("|")})/)`,
    ...project.transformIgnorePatterns.slice(1),
  ];
}

const jestConfig = {
  projects: [server, serverPostgresql, ui],
  // Four workers on two cores: a test file waits a third of its time or more (on PostgreSQL, a child
  // process, a socket, the hashing threads), and the other workers fill that wait (docs/benchmarks.md).
  maxWorkers: 4,
  testTimeout: 30_000,
  // One SMTP server on loopback for every test file (mail is received for real, not mocked).
  globalSetup: "<rootDir>/__tests__/setup/global-setup.mjs",
  globalTeardown: "<rootDir>/__tests__/setup/global-teardown.mjs",
};

export default jestConfig;
