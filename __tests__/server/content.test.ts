// The content files (content/**/*.mdx): their links to this site's own pages must lead somewhere.
import fs from "node:fs";
import path from "node:path";
import { ACCOUNT_PATH, PUBLIC_ROUTES } from "@/lib/routes";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");
const files = fs
  .readdirSync(CONTENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => path.join(CONTENT_DIR, file));

/** Pages a link in the content may point to: the public site and the member's own account page. */
const KNOWN_PATHS = new Set([...PUBLIC_ROUTES.map((route) => route.path), ACCOUNT_PATH]);

it("has the legal texts", () => {
  expect(files.map((file) => path.basename(file)).sort()).toEqual(["privacy-policy.mdx", "terms-of-use.mdx"]);
});

it.each(files.map((file) => [path.relative(CONTENT_DIR, file), file]))(
  "%s links only to pages that exist",
  (_name, file) => {
    const text = fs.readFileSync(file, "utf8");
    const local = [...text.matchAll(/\]\((\/[^)#\s]*)(#[^)]*)?\)/g)].map((match) => match[1]);
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((link) => !KNOWN_PATHS.has(link))).toEqual([]);
  },
);
