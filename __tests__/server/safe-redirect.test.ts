import { safeLocalPath } from "@/lib/http/safe-redirect";

const FALLBACK = "/dashboard";

describe("redirect targets", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/venting-room-dashboard?topic=emergency#feed", "/venting-room-dashboard?topic=emergency#feed"],
    ["/a/../checkout", "/checkout"],
    ["/a/./b", "/a/b"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"], // stays one encoded segment on this site
    ["/caf\u00e9", "/caf%C3%A9"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(safeLocalPath(value, FALLBACK)).toBe(expected);
  });

  it.each([
    ["/..//evil.example"],
    ["/../..//evil.example/x"],
    ["/a/..//evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["\\\\evil.example"],
    ["/a\\..\\..\\/evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["/\u0000/evil.example"],
    ["https://evil.example/"],
    ["http://localhost:3000/dashboard"],
    ["javascript:alert(1)"],
    ["evil.example"],
    ["%2F%2Fevil.example"],
    [" /dashboard"],
    [""],
    [`/${"x".repeat(3000)}`],
  ])("sends %j to the default instead", (value) => {
    expect(safeLocalPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("reads the first of repeated values, and the fallback for none", () => {
    expect(safeLocalPath(["//evil.example", "/checkout"], FALLBACK)).toBe(FALLBACK);
    expect(safeLocalPath(["/checkout", "//evil.example"], FALLBACK)).toBe("/checkout");
    expect(safeLocalPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeLocalPath(null, FALLBACK)).toBe(FALLBACK);
  });

  it("never answers with anything a browser would read as another site", () => {
    const pieces = ["/", "//", "\\", ".", "..", "%2e", "%2f", "evil.example", "@", ":", "?", "#", "\t"];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = safeLocalPath(`/${a}${b}${c}`, FALLBACK);
          const resolved = new URL(result, "https://stepps.example");
          expect({ input: `/${a}${b}${c}`, host: resolved.host }).toEqual({
            input: `/${a}${b}${c}`,
            host: "stepps.example",
          });
        }
  });
});
