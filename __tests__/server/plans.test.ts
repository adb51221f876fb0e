import { findPlan, planStatusValue, plansIncluding, PLANS, SERVICES, serviceNames } from "@/lib/plans";

describe("the plan table (spec section 3)", () => {
  it("holds the five plans with the spec's titles, prices and amounts in cents", () => {
    expect(
      PLANS.map(({ id, kind, title, priceText, amountCents, currency }) => ({
        id,
        kind,
        title,
        priceText,
        amountCents,
        currency,
      })),
    ).toEqual([
      { id: "gold", kind: "bundled", title: "Gold User", priceText: "R230 pm", amountCents: 23000, currency: "ZAR" },
      {
        id: "platinum",
        kind: "bundled",
        title: "Platinum User",
        priceText: "R570 pm",
        amountCents: 57000,
        currency: "ZAR",
      },
      {
        id: "venting",
        kind: "individual",
        title: "Venting Room User",
        priceText: "R50 pm",
        amountCents: 5000,
        currency: "ZAR",
      },
      {
        id: "stem",
        kind: "individual",
        title: "STEM Subject Student",
        priceText: "R200 pm",
        amountCents: 20000,
        currency: "ZAR",
      },
      {
        id: "entrepreneur",
        kind: "individual",
        title: "Entrepreneur Candidate",
        priceText: "R350 pm",
        amountCents: 35000,
        currency: "ZAR",
      },
    ]);
  });

  it("grants the spec's features", () => {
    expect(Object.fromEntries(PLANS.map((plan) => [plan.id, serviceNames(plan)]))).toEqual({
      gold: ["STEM Subjects", "Venting Room"],
      platinum: ["STEM Subjects", "Venting Room", "Entrepreneurship"],
      venting: ["Venting Room"],
      stem: ["STEM Subjects"],
      entrepreneur: ["Entrepreneurship"],
    });
  });

  it("keeps the display price and the charged amount in agreement", () => {
    for (const plan of PLANS) expect(plan.priceText).toBe(`R${plan.amountCents / 100} pm`);
  });

  it("derives the user-status plan value: bundles say bundled, entrepreneur says entrepreneurship", () => {
    expect(PLANS.map((plan) => planStatusValue(plan))).toEqual([
      "bundled",
      "bundled",
      "venting",
      "stem",
      "entrepreneurship",
    ]);
  });

  it("finds plans by id and kind, and lists the plans that include a service, cheapest first", () => {
    expect(findPlan("gold")?.title).toBe("Gold User");
    expect(findPlan("diamond")).toBeUndefined();
    expect(plansIncluding("venting").map((p) => p.id)).toEqual(["venting", "gold", "platinum"]);
    expect(plansIncluding("entrepreneurship").map((p) => p.id)).toEqual(["entrepreneur", "platinum"]);
  });

  it("gives each service its dashboard and info page", () => {
    expect(Object.values(SERVICES).map((s) => [s.id, s.dashboardPath, s.infoPath])).toEqual([
      ["venting", "/venting-room-dashboard", "/venting-room"],
      ["entrepreneurship", "/entrepreneurship-education-dashboard", "/entrepreneurship"],
      ["stem", "/stem-subjects-dashboard", "/stem-subjects"],
    ]);
  });
});
