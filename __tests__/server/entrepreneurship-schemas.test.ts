import { monthWeeks } from "@/lib/entrepreneurship/calendar";
import { dashboardHref, moduleHref } from "@/lib/entrepreneurship/pages";
import {
  certificateSchema,
  certificateUpdateSchema,
  isCalendarDate,
  scopeQuerySchema,
  transferDateInRange,
  transferFieldsSchema,
} from "@/lib/entrepreneurship/schemas";
import { MESSAGES } from "@/lib/messages";

const firstError = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? null : { path: result.error!.issues[0].path.join("."), message: result.error!.issues[0].message };

describe("certificateSchema", () => {
  const valid = { type: "stepps", scope: "local", name: "Costing for profit", issuer: "Stepps" };

  it("needs name and issuer; month/year, link and lessons are optional", () => {
    expect(certificateSchema.parse(valid)).toEqual(valid);
    expect(
      certificateSchema.parse({
        ...valid,
        monthYear: "2025-05",
        link: "http://seta.example/cert?id=1",
        lessons: "Pricing",
      }),
    ).toMatchObject({
      monthYear: "2025-05",
      link: "http://seta.example/cert?id=1",
    });
    expect(firstError(certificateSchema.safeParse({ ...valid, name: " " }))).toEqual({
      path: "name",
      message: "Certificate name is required.",
    });
    expect(firstError(certificateSchema.safeParse({ type: "stepps", scope: "local", name: "x" }))).toEqual({
      path: "issuer",
      message: "Issuer is required.",
    });
  });

  it("takes back what the API returns: null optional fields mean none", () => {
    expect(
      certificateUpdateSchema.parse({
        type: "nqf",
        name: "A",
        issuer: "B",
        monthYear: null,
        link: null,
        lessons: null,
      }),
    ).toEqual({ type: "nqf", name: "A", issuer: "B" });
    expect(firstError(certificateSchema.safeParse({ ...valid, link: 42 }))).toEqual({
      path: "link",
      message: "The link must be a URL starting with https:// or http://.",
    });
  });

  it("takes only web links", () => {
    for (const link of [
      "ftp://example.org/x",
      "javascript:alert(1)",
      "data:text/html,hi",
      "www.example.org",
      "https://",
    ]) {
      expect(firstError(certificateSchema.safeParse({ ...valid, link }))).toEqual({
        path: "link",
        message: "The link must be a URL starting with https:// or http://.",
      });
    }
  });

  it("takes month and year as YYYY-MM from 1950 to next year", () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(certificateSchema.safeParse({ ...valid, monthYear: `${nextYear}-01` }).success).toBe(true);
    for (const monthYear of ["2024-00", "2024-1", "May 2024", `${nextYear + 1}-01`, "1949-12"]) {
      expect(certificateSchema.safeParse({ ...valid, monthYear }).success).toBe(false);
    }
  });

  it("keeps the arena out of edits and refuses unknown fields", () => {
    expect(firstError(certificateUpdateSchema.safeParse({ ...valid }))).toEqual({
      path: "",
      message: expect.stringMatching(/scope/),
    });
    const { scope: _scope, ...update } = valid;
    expect(certificateUpdateSchema.parse(update)).toEqual(update);
  });
});

describe("transferFieldsSchema", () => {
  const today = new Date().toISOString().slice(0, 10);
  const valid = {
    scope: "local",
    fromGroupId: "group-a",
    toGroupId: "group-b",
    memberId: "cmembership0001",
    transferDate: today,
  };

  it("accepts a real request: the member by their membership's id, never a typed name", () => {
    expect(transferFieldsSchema.parse(valid)).toEqual(valid);
    expect(firstError(transferFieldsSchema.safeParse({ ...valid, memberName: "Nomvula" }))?.message).toMatch(
      /memberName/,
    );
  });

  it("refuses the same group, an odd member id, a missing arena and impossible dates", () => {
    expect(firstError(transferFieldsSchema.safeParse({ ...valid, toGroupId: "group-a" }))).toEqual({
      path: "toGroupId",
      message: "The member must move to a different group.",
    });
    expect(firstError(transferFieldsSchema.safeParse({ ...valid, memberId: "<b>x</b>" }))).toEqual({
      path: "memberId",
      message: MESSAGES.entrepreneurship.transfer.member,
    });
    expect(firstError(transferFieldsSchema.safeParse({ ...valid, scope: "Local" }))?.path).toBe("scope");
    expect(firstError(transferFieldsSchema.safeParse({ ...valid, transferDate: "2024-02-30" }))?.message).toBe(
      "Enter the transfer date as a real date (YYYY-MM-DD).",
    );
    expect(firstError(transferFieldsSchema.safeParse({ ...valid, fromGroupId: undefined }))).toEqual({
      path: "fromGroupId",
      message: "Choose a group from the list.",
    });
  });

  it("knows real calendar days and the one-year window", () => {
    expect(["2024-02-29", "2025-12-31", "2025-05-01"].every(isCalendarDate)).toBe(true);
    expect(["2025-02-29", "2025-13-01", "2025-5-1", "20250501", ""].some(isCalendarDate)).toBe(false);
    const now = new Date("2026-11-22T10:00:00Z");
    expect(transferDateInRange("2027-11-22", now)).toBe(true);
    expect(transferDateInRange("2025-11-20", now)).toBe(false);
  });
});

describe("the dashboard's URLs", () => {
  it("keep only the scope's lowercase ids and the parts the tab uses", () => {
    expect(scopeQuerySchema.safeParse({ scope: "continental" }).success).toBe(true);
    expect(scopeQuerySchema.safeParse({ scope: "Continental" }).success).toBe(false);
    expect(dashboardHref()).toBe("/entrepreneurship-education-dashboard");
    expect(dashboardHref({ scope: "local" })).toBe("/entrepreneurship-education-dashboard?scope=local&tab=learning");
    expect(dashboardHref({ scope: "global", tab: "groups", section: "projects", type: "nqf" })).toBe(
      "/entrepreneurship-education-dashboard?scope=global&tab=groups&section=projects",
    );
    expect(moduleHref("local-pricing", "virtual-lab")).toBe(
      "/entrepreneurship-education-dashboard/module-content?module=local-pricing#virtual-lab",
    );
  });
});

describe("monthWeeks", () => {
  it("lays out May 2025 from Monday: the 1st is a Thursday, the 31st a Saturday", () => {
    const weeks = monthWeeks(2025, 5);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(weeks[4]).toEqual([26, 27, 28, 29, 30, 31, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(31);
    expect(monthWeeks(2024, 2).flat().filter(Boolean)).toHaveLength(29);
  });
});
