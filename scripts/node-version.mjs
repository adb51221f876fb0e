// The Node.js that package.json's `engines` names, checked where the README's two commands begin.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A warning, not a refusal: an older Node may still run it, but it is not what is tested or supported. */
export function warnIfOlderNode() {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const wanted = Number(/\d+/.exec(engines.node)[0]);
  const running = Number(process.versions.node.split(".")[0]);
  if (running >= wanted) return;
  console.warn(
    `Stepps runs on Node.js ${wanted} LTS (package.json "engines"); this is Node.js ${process.versions.node}, which ` +
      `is not supported. In a shell, \`. scripts/use-node-24.sh\` puts Node.js ${wanted} from the npm registry first ` +
      `on PATH; then \`npm install\` again to build the native modules for it (README, "Node.js 24").`,
  );
}
