// The staff console's one table of screens: every page and action under app/(staff) checks the role of
// the screen its address belongs to, read from STAFF_SCREENS, and the menu shows each role its screens.
import fs from "node:fs";
import { consoleLinks, STAFF_SCREENS } from "@/lib/staff/screens";
import { actionFiles, pageFiles } from "../helpers/route-files";

/** The screen a staff address belongs to: the longest screen path it starts with. */
const screenOf = (pattern: string) =>
  STAFF_SCREENS.filter((screen) => pattern === screen.href || pattern.startsWith(`${screen.href}/`)).sort(
    (a, b) => b.href.length - a.href.length,
  )[0];

const idsIn = (source: string, call: string) =>
  [...source.matchAll(new RegExp(`${call}\\(\\s*"([a-z-]+)"`, "g"))].map((match) => match[1]);

describe("STAFF_SCREENS", () => {
  it("names each screen and path once", () => {
    expect(new Set(STAFF_SCREENS.map((screen) => screen.id)).size).toBe(STAFF_SCREENS.length);
    expect(new Set(STAFF_SCREENS.map((screen) => screen.href)).size).toBe(STAFF_SCREENS.length);
  });

  it("is what every staff page checks and shows: the screen its address belongs to", () => {
    const pages = pageFiles("(staff)");
    expect(pages.length).toBeGreaterThan(STAFF_SCREENS.length);
    for (const { file, pattern } of pages) {
      const source = fs.readFileSync(file, "utf8");
      if (pattern === "/staff") {
        expect(source).toContain('requireStaffPage("any", STAFF_PATH)');
        continue;
      }
      const screen = screenOf(pattern);
      expect([pattern, screen?.id]).toEqual([pattern, expect.any(String)]);
      expect([pattern, idsIn(source, "requireStaffScreen")]).toEqual([pattern, [screen.id]]);
      expect([pattern, [...source.matchAll(/<StaffPage screen="([a-z-]+)"/g)].map((m) => m[1])]).toEqual([
        pattern,
        [screen.id],
      ]);
    }
  });

  it("is what every staff action checks: its folder's screen, whatever the action", () => {
    const files = actionFiles().filter(({ pattern }) => pattern.startsWith("(staff)/"));
    expect(files.length).toBe(STAFF_SCREENS.length);
    for (const { file, pattern } of files) {
      const screen = screenOf(pattern.replace("(staff)", ""));
      const ids = idsIn(fs.readFileSync(file, "utf8"), "staffAction");
      expect(ids.length).toBeGreaterThan(0);
      expect([pattern, [...new Set(ids)]]).toEqual([pattern, [screen.id]]);
    }
  });

  it("gives the menu the console's home and the screens each role opens; nothing to anyone else", () => {
    const titles = (roles: string[]) => consoleLinks(roles).map((link) => link.title);
    const opens = (role: string) =>
      STAFF_SCREENS.filter((screen) => screen.role === role).map((screen) => screen.title);
    expect(titles([])).toEqual([]);
    expect(titles(["facilitator"])).toEqual(["Overview", ...opens("facilitator")]);
    expect(titles(["moderator"])).toEqual(["Overview", ...opens("moderator")]);
    expect(titles(["admin"])).toEqual(["Overview", ...STAFF_SCREENS.map((screen) => screen.title)]);
  });
});
