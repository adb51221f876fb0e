import { GET as assessmentsGet, PUT as answerPut } from "@/app/api/dashboard/entrepreneurship/assessments/route";
import { GET as certificationsGet } from "@/app/api/dashboard/entrepreneurship/certifications/route";
import { GET as groupsGet } from "@/app/api/dashboard/entrepreneurship/groups/route";
import { GET as modulesGet } from "@/app/api/dashboard/entrepreneurship/modules/route";
import { db } from "@/lib/db/client";
import { SCOPE_IDS } from "@/lib/entrepreneurship/arenas";
import { findModule } from "@/lib/entrepreneurship/modules";
import { getRequest, jsonRequest, noContext } from "../helpers/requests";
import { newMember } from "../helpers/users";

const GETS = {
  "/api/dashboard/entrepreneurship/modules": modulesGet,
  "/api/dashboard/entrepreneurship/assessments": assessmentsGet,
  "/api/dashboard/entrepreneurship/groups": groupsGet,
  "/api/dashboard/entrepreneurship/certifications": certificationsGet,
};

const PLAN_EXCLUDES = "Your plan does not include Entrepreneurship. Choose a plan that does at checkout.";

type Member = Awaited<ReturnType<typeof newMember>>;

async function getJson(handler: (typeof GETS)[keyof typeof GETS], path: string, member?: Member) {
  const response = await handler(getRequest(path, member ? { cookie: member.cookie } : {}), noContext);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("the Entrepreneurship APIs' access checks", () => {
  it.each(Object.entries(GETS))(
    "%s answers 401 signed out and 403 for plans without Entrepreneurship",
    async (path, handler) => {
      const signedOut = await getJson(handler, `${path}?scope=local`);
      expect(signedOut).toMatchObject({ status: 401, body: { error: "User not authenticated." } });
      for (const plan of [null, "venting", "stem", "gold"]) {
        const refused = await getJson(handler, `${path}?scope=local`, await newMember(plan));
        expect(refused).toMatchObject({ status: 403, body: { error: PLAN_EXCLUDES } });
      }
    },
  );

  it.each(Object.entries(GETS))("%s answers entrepreneur and platinum members, privately", async (path, handler) => {
    for (const plan of ["entrepreneur", "platinum"]) {
      const answer = await getJson(handler, `${path}?scope=global`, await newMember(plan));
      expect(answer.status).toBe(200);
      expect(answer.body.scope).toBe("global");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("stops answering when the plan has ended", async () => {
    const member = await newMember("entrepreneur");
    await db.subscription.updateMany({
      where: { userId: member.user.id },
      data: { endsAt: new Date(Date.now() - 1000) },
    });
    expect((await getJson(modulesGet, "/api/dashboard/entrepreneurship/modules?scope=local", member)).status).toBe(403);
  });

  it("checks the plan before the query, so a refused caller learns nothing about valid scopes", async () => {
    expect(
      (await getJson(modulesGet, "/api/dashboard/entrepreneurship/modules?scope=mars", await newMember("venting")))
        .status,
    ).toBe(403);
  });
});

describe("scope validation", () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember("entrepreneur");
  });

  it.each(Object.entries(GETS))("%s requires a lowercase scope from the four arenas", async (path, handler) => {
    expect(await getJson(handler, path, member)).toMatchObject({
      status: 400,
      body: { error: "Choose an arena: scope must be local, national, continental or global." },
    });
    for (const bad of ["Local", "LOCAL", "mars", "", "local%00", "%3Cscript%3E", "local,global"]) {
      expect(await getJson(handler, `${path}?scope=${bad}`, member)).toMatchObject({
        status: 400,
        body: { error: "Unknown arena: scope must be local, national, continental or global (lowercase)." },
      });
    }
    for (const scope of SCOPE_IDS) expect((await getJson(handler, `${path}?scope=${scope}`, member)).status).toBe(200);
  });
});

describe("learning modules", () => {
  it("has at least four seeded modules per arena, each with its content", async () => {
    const member = await newMember("platinum");
    const titles = new Set<string>();
    for (const scope of SCOPE_IDS) {
      const { body } = await getJson(modulesGet, `/api/dashboard/entrepreneurship/modules?scope=${scope}`, member);
      expect(body.modules.length).toBeGreaterThanOrEqual(4);
      expect(body.contentFormats.map((format: { label: string }) => format.label)).toEqual([
        "Human Videos",
        "Animated Videos",
        "Virtual Labs",
        "Virtual Debate",
      ]);
      for (const summary of body.modules) {
        expect(summary.scope).toBe(scope);
        expect(summary.summary.length).toBeGreaterThan(30);
        titles.add(summary.title);
        const found = await findModule(summary.id);
        expect(found).toMatchObject({ id: summary.id, scope, title: summary.title });
        expect(found!.lesson.length).toBeGreaterThanOrEqual(3);
        expect(found!.lab.steps.length).toBeGreaterThanOrEqual(3);
        expect(found!.debate.for.length).toBeGreaterThan(0);
        expect(found!.debate.against.length).toBeGreaterThan(0);
      }
      const first = await findModule(body.modules[0].id);
      expect(first!.previous).toBeNull();
      expect(first!.next!.id).toBe(body.modules[1].id);
    }
    expect(titles.size).toBeGreaterThanOrEqual(16);
    expect(await findModule("no-such-module")).toBeNull();
  });
});

describe("assessments", () => {
  const path = "/api/dashboard/entrepreneurship/assessments";
  const put = (member: Member, body: unknown, headers: Record<string, string> = {}) =>
    answerPut(jsonRequest(path, body, { method: "PUT", headers: { cookie: member.cookie, ...headers } }), noContext);

  it("lists each arena's categories with the three step cards", async () => {
    const member = await newMember("entrepreneur");
    for (const scope of SCOPE_IDS) {
      const { body } = await getJson(assessmentsGet, `${path}?scope=${scope}`, member);
      expect(body.steps.map((step: { id: string }) => step.id)).toEqual([
        "trending-news",
        "problem-identification",
        "solution",
      ]);
      expect(body.categories.length).toBeGreaterThanOrEqual(3);
      for (const category of body.categories) {
        expect(category.steps.map((step: { id: string; prompt: string }) => step.id)).toEqual([
          "trending-news",
          "problem-identification",
          "solution",
        ]);
        expect(
          category.steps.every(
            (step: { prompt: string; submission: unknown }) => step.prompt.length > 10 && step.submission === null,
          ),
        ).toBe(true);
      }
    }
  });

  it("saves a learner's answer per step, shows it back, and replaces it when answered again", async () => {
    const member = await newMember("entrepreneur");
    const other = await newMember("platinum");
    const { body } = await getJson(assessmentsGet, `${path}?scope=national`, member);
    const categoryId = body.categories[0].id;

    const saved = await put(member, {
      categoryId,
      step: "problem-identification",
      answer: "  Small suppliers wait 90 days to be paid by big retailers.  ",
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Your answer is saved.",
      submission: { answer: "Small suppliers wait 90 days to be paid by big retailers." },
    });
    expect(
      (
        await put(member, {
          categoryId,
          step: "problem-identification",
          answer: "Suppliers wait 60 to 90 days for payment.",
        })
      ).status,
    ).toBe(200);

    const after = await getJson(assessmentsGet, `${path}?scope=national`, member);
    const steps = after.body.categories[0].steps;
    expect(steps[1].submission.answer).toBe("Suppliers wait 60 to 90 days for payment.");
    expect(steps[0].submission).toBeNull();
    expect(after.body.categories[0].answeredCount).toBe(1);
    expect(await db.assessmentAnswer.count({ where: { userId: member.user.id } })).toBe(1);
    // Another learner sees only their own (none).
    expect(
      (await getJson(assessmentsGet, `${path}?scope=national`, other)).body.categories[0].steps[1].submission,
    ).toBeNull();
  });

  it("refuses bad answers with a clear 4xx and writes nothing", async () => {
    const member = await newMember("entrepreneur");
    const { body } = await getJson(assessmentsGet, `${path}?scope=local`, member);
    const categoryId = body.categories[0].id;
    const cases: [unknown, number, string][] = [
      [
        { categoryId, step: "solution", answer: "short" },
        400,
        "Your answer is too short: write at least 10 characters.",
      ],
      [
        { categoryId, step: "solution", answer: "x".repeat(1001) },
        400,
        "Keep your answer to 1000 characters or fewer.",
      ],
      [{ categoryId, step: "solution", answer: "   " }, 400, "Write your answer before submitting."],
      [
        { categoryId, step: "conclusion", answer: "A long enough answer." },
        400,
        "Choose a step: trending-news, problem-identification or solution.",
      ],
      [
        { categoryId: "local-nothing", step: "solution", answer: "A long enough answer." },
        404,
        "Choose one of this arena's assessment categories.",
      ],
      [
        { categoryId, step: "solution", answer: "A long enough answer.", userId: "someone" },
        400,
        "Unexpected field: userId.",
      ],
      [{ categoryId, step: "solution", answer: 42 }, 400, "Write your answer before submitting."],
      ["{not json", 400, "The request body must be valid JSON."],
    ];
    for (const [payload, status, error] of cases) {
      const response = await put(member, payload);
      expect({ status: response.status, error: (await response.json()).error }).toEqual({ status, error });
    }
    const crossSite = await put(
      member,
      { categoryId, step: "solution", answer: "A long enough answer." },
      { origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await db.assessmentAnswer.count({ where: { userId: member.user.id } })).toBe(0);
    // The plan is checked for writes too.
    const venting = await newMember("venting");
    expect((await put(venting, { categoryId, step: "solution", answer: "A long enough answer." })).status).toBe(403);
  });

  it("keeps one answer per step when the same learner submits 60 times at once", async () => {
    const member = await newMember("entrepreneur");
    const { body } = await getJson(assessmentsGet, `${path}?scope=global`, member);
    const categoryId = body.categories[1].id;
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        put(member, { categoryId, step: "solution", answer: `Export rooibos pods, version ${i + 1}.` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(60).fill(200));
    const rows = await db.assessmentAnswer.findMany({ where: { userId: member.user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].answer).toMatch(/^Export rooibos pods, version \d+\.$/);
  });
});

describe("groups", () => {
  it("lists the six groups with their members, the arena's ranked scores and its calendar", async () => {
    const member = await newMember("entrepreneur");
    for (const scope of SCOPE_IDS) {
      const { body } = await getJson(groupsGet, `/api/dashboard/entrepreneurship/groups?scope=${scope}`, member);
      expect(body.groups).toHaveLength(6);
      for (const group of body.groups)
        expect(group).toEqual(expect.objectContaining({ members: expect.any(Number), capacity: 30 }));
      expect(body.ownGroup).toBeNull();
      expect(body.scores).toHaveLength(6);
      const points = body.scores.map((row: { points: number }) => row.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      expect(body.scores[0].rank).toBe(1);
      // The current month by default, with its four scheduled projects.
      expect(body.calendar.month).toBe(body.calendar.current);
      expect(body.calendar.projects).toHaveLength(4);
      expect(body.transfers).toEqual([]);

      // May 2025, the calendar's history: the seeded projects.
      const history = (
        await getJson(groupsGet, `/api/dashboard/entrepreneurship/groups?scope=${scope}&month=2025-05`, member)
      ).body.calendar;
      for (const project of history.projects) expect(project.date).toMatch(/^2025-05-\d{2}$/);
      const dbProjects = await db.groupProject.findMany({ where: { scope } });
      expect(history.projects.map((project: { id: string }) => project.id).sort()).toEqual(
        dbProjects.map((project) => project.id).sort(),
      );
    }
  });
});
