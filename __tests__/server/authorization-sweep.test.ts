/**
 * Authorisation sweep. Every route that answers for a signed-in member, found from the route files,
 * is asked by people who may not have it: signed out, with a forged or dangling session, with a plan
 * that lacks the service, with a subscription that has ended, with a token that claims a plan the
 * database does not hold, and with the forged `x-middleware-subrequest` header that once let
 * requests skip Next.js middleware (CVE-2025-29927). Each must get the route's real refusal (401 or
 * 403) whose body is only the error message (no member data), and write nothing. The same request
 * from the member entitled to it succeeds, so the refusals are about access, not the request.
 *
 * Every route file must be in GUARDED (with what it requires) or in OPEN (with why it is open to
 * anyone): a new route fails here until someone decides which.
 */
import { NextRequest } from "next/server";
import { encode as encodeJwt } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { createCertificate } from "@/lib/entrepreneurship/certificates";
import { createTransfer } from "@/lib/entrepreneurship/transfers";
import { MESSAGES } from "@/lib/messages";
import { SERVICES } from "@/lib/plans";
import { openSession } from "@/lib/sessions/records";
import { startAttempt } from "@/lib/stem/practice/attempts";
import { createPost } from "@/lib/venting/posts";
import { fixtures } from "../fixtures/media";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { openProject, placeInGroup, transferFieldsFor } from "../helpers/groups";
import { paystackMock, pendingPayment } from "../helpers/paystack-mock";
import { APP_ORIGIN, sessionCookie } from "../helpers/requests";
import { apiRouteFiles, exportedMethodsInSource, type HttpMethod } from "../helpers/route-files";
import type { UploadFile } from "../helpers/uploads";
import { newMember, newUser } from "../helpers/users";

type Member = Awaited<ReturnType<typeof newMember>> & { voucherCode?: string };

// ---------------------------------------------------------------------------------------------
// Who asks.

interface Fixtures {
  /** Members whose data the others try to reach. */
  poster: Member;
  postId: string;
  groupIds: [string, string];
  categoryId: string;
  /** Members entitled to each service (their own records are made per request where needed). */
  venting: Member;
  entrepreneur: Member;
  stem: Member;
}

let fx: Fixtures;

/** A member whose plan has ended: their subscription's end set in the past, directly in the database. */
async function expiredMember(planId: string, name: string): Promise<Member> {
  const member = await newMember(planId, name);
  await db.subscription.updateMany({
    where: { userId: member.user.id },
    data: { startsAt: new Date(Date.now() - 40 * 86_400_000), endsAt: new Date(Date.now() - 60_000) },
  });
  return member;
}

/** A real session token that also claims every service until tomorrow, as a stale or forged token might. */
async function boastingCookie(member: Member): Promise<string> {
  const token = await encodeJwt({
    token: {
      sub: member.user.id,
      email: member.user.email,
      name: member.user.name,
      services: ["stem", "venting", "entrepreneurship"],
      bundled: true,
      dashboardPath: "/bundled-dashboard",
      accessEndsAt: Date.now() + 86_400_000,
      // A real token names its open session; only its access claims are stale.
      sid: await openSession(member.user.id),
    },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return `next-auth.session-token=${token}`;
}

const FORGED_SUBREQUEST = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };

// ---------------------------------------------------------------------------------------------
// The table.

type Requirement = "venting" | "entrepreneurship" | "stem" | "signed-in" | StaffRequirement;
/** Staff routes: every refusal is MESSAGES.staff.notStaff, whatever plan the asker holds. */
type StaffRequirement = "moderator" | "facilitator" | "admin";
const isStaffRequirement = (requires: Requirement): requires is StaffRequirement =>
  requires === "moderator" || requires === "facilitator" || requires === "admin";

interface Sent {
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
  form?: Record<string, unknown>;
  /** The session to send, when the request must come from a particular account (its own voucher). */
  cookie?: string;
}

interface Guarded {
  requires: Requirement;
  /** The entitled member's status. */
  ok: number;
  /** A valid request; `who` is whose session sends it (some routes need the sender's own records). */
  request: (who: Member) => Promise<Sent>;
  /** Who gets `ok`: by default the fixture member of the service, or a new account for signed-in routes. */
  entitled?: () => Promise<Member>;
  /** The 401's message, when not MESSAGES.auth.notAuthenticated. */
  signedOutError?: string;
}

const png = (): UploadFile => ({ bytes: fixtures.png(), name: "photo.png", type: "image/png" });
const pdf = (): UploadFile => ({ bytes: fixtures.pdf(), name: "agreement.pdf", type: "application/pdf" });
const none = async (): Promise<Sent> => ({});
const scope = async (): Promise<Sent> => ({ query: "scope=local" });
const ownCertificate = async (who: Member) =>
  (
    await createCertificate(who.user.id, {
      type: "stepps",
      scope: "local",
      name: "Bookkeeping Basics",
      issuer: "Stepps",
    })
  ).id;

/** A new post by `who`, for routes that use a post up (deleting or reporting it). */
async function ownPost(who: Member): Promise<string> {
  const post = await createPost({ userId: who.user.id, topicId: "economic-hell", text: "A hard week." });
  return post.id;
}

/** A member who also holds a staff role. */
async function staffMember(role: StaffRequirement, name: string): Promise<Member> {
  const member = await newMember("venting", name);
  await db.staffRole.create({ data: { userId: member.user.id, role } });
  return member;
}

/** A real token claiming every staff role, for an account the database gives none. */
async function staffBoastingCookie(member: Member): Promise<string> {
  const token = await encodeJwt({
    token: {
      sub: member.user.id,
      email: member.user.email,
      name: member.user.name,
      staffRoles: ["facilitator", "moderator", "admin"],
      sid: await openSession(member.user.id),
    },
    secret: process.env.NEXTAUTH_SECRET!,
  });
  return `next-auth.session-token=${token}`;
}

/** Fresh accounts, for routes that use up something of the sender's (a voucher, the account itself). */
async function freshAccount(): Promise<Member> {
  const { user, voucher } = await newUser("Refilwe");
  return { user, cookie: await sessionCookie(user), voucherCode: voucher.code };
}

const GUARDED: Record<string, Partial<Record<HttpMethod, Guarded>>> = {
  "/api/venting-room/all-posts": {
    GET: { requires: "venting", ok: 200, request: async () => ({ query: "topic=emergency" }) },
  },
  "/api/venting-room/dashboard-content": { GET: { requires: "venting", ok: 200, request: none } },
  "/api/venting-room/notifications": { GET: { requires: "venting", ok: 200, request: none } },
  "/api/venting-room/privacy-settings": { GET: { requires: "venting", ok: 200, request: none } },
  "/api/venting-room/usage-report": { GET: { requires: "venting", ok: 200, request: none } },
  "/api/venting-room/trending-news": { GET: { requires: "venting", ok: 200, request: none } },
  "/api/venting-room/media/[postId]": {
    GET: { requires: "venting", ok: 200, request: async () => ({ params: { postId: fx.postId } }) },
  },
  "/api/venting-room/posts/[postId]/like": {
    PUT: {
      requires: "venting",
      ok: 200,
      request: async () => ({ params: { postId: fx.postId }, json: { liked: true } }),
    },
  },
  "/api/venting-room/posts/[postId]": {
    DELETE: {
      requires: "venting",
      ok: 200,
      // Each entitled call deletes a post of the asker's own.
      request: async (who) => ({ params: { postId: await ownPost(who) } }),
    },
  },
  "/api/venting-room/posts/[postId]/report": {
    POST: {
      requires: "venting",
      ok: 201,
      // A new post each time: a member reports a post once.
      request: async () => ({ params: { postId: await ownPost(fx.poster) }, json: { reason: "spam" } }),
    },
  },
  "/api/staff/posts/[postId]/media": {
    GET: { requires: "moderator", ok: 200, request: async () => ({ params: { postId: fx.postId } }) },
  },
  "/api/staff/payments/export": {
    GET: { requires: "admin", ok: 200, request: async () => ({ query: "month=all" }) },
  },
  "/api/staff/transfers/[transferId]/agreement": {
    GET: {
      requires: "facilitator",
      ok: 200,
      request: async () => {
        const transfer = await createTransfer(
          fx.entrepreneur.user.id,
          await transferFieldsFor(fx.entrepreneur.user.id),
          fixtures.pdf(),
        );
        return { params: { transferId: transfer.id } };
      },
    },
  },
  "/api/venting-room/trending-news/[itemId]/like": {
    PUT: {
      requires: "venting",
      ok: 200,
      request: async () => ({ params: { itemId: "trending-02" }, json: { liked: true } }),
    },
  },
  "/api/venting-room/upload-post": {
    POST: {
      requires: "venting",
      ok: 201,
      request: async (who) => ({
        form: { file: png(), topicId: "social-injustice", userEmail: who.user.email, fileType: "image" },
      }),
    },
  },
  "/api/dashboard/entrepreneurship/modules": { GET: { requires: "entrepreneurship", ok: 200, request: scope } },
  "/api/dashboard/entrepreneurship/groups": { GET: { requires: "entrepreneurship", ok: 200, request: scope } },
  "/api/dashboard/stem/progress": { GET: { requires: "stem", ok: 200, request: none } },
  "/api/dashboard/entrepreneurship/groups/join": {
    POST: {
      requires: "entrepreneurship",
      ok: 201,
      request: async (who) => {
        // One group per arena: the asker leaves the global arena's group before each try.
        await db.groupMembership.deleteMany({ where: { userId: who.user.id, scope: "global" } });
        return { json: { scope: "global", groupId: fx.groupIds[0] } };
      },
    },
  },
  "/api/dashboard/entrepreneurship/projects/submissions": {
    POST: {
      requires: "entrepreneurship",
      ok: 201,
      request: async (who) => {
        const project = await openProject();
        await placeInGroup(who.user.id, project.scope, project.groupId);
        await db.projectSubmission.deleteMany({ where: { userId: who.user.id } });
        return { json: { projectId: project.id, summary: "We priced every item and sold most of them." } };
      },
    },
  },
  "/api/dashboard/stem/practice": {
    POST: { requires: "stem", ok: 201, request: async () => ({ json: { topicId: "maths-10-trigonometry" } }) },
  },
  "/api/dashboard/stem/practice/[attemptId]": {
    // The entitled member's own question: everyone else is refused before ownership is even asked.
    POST: {
      requires: "stem",
      ok: 200,
      request: async (who) => ({
        params: { attemptId: (await startAttempt(who.user.id, "maths-10-probability")).attemptId },
        json: { answer: "0" },
      }),
    },
  },
  "/api/dashboard/entrepreneurship/assessments": {
    GET: { requires: "entrepreneurship", ok: 200, request: scope },
    PUT: {
      requires: "entrepreneurship",
      ok: 200,
      request: async () => ({
        json: {
          categoryId: fx.categoryId,
          step: "trending-news",
          answer: "Load-shedding moved trade to the evenings.",
        },
      }),
    },
  },
  "/api/dashboard/entrepreneurship/certifications": {
    GET: { requires: "entrepreneurship", ok: 200, request: scope },
    POST: {
      requires: "entrepreneurship",
      ok: 201,
      request: async () => ({
        json: { type: "nqf", scope: "global", name: "Export Readiness", issuer: "Services SETA" },
      }),
    },
  },
  "/api/dashboard/entrepreneurship/certifications/[certificateId]": {
    // The entitled member's own certificate: everyone else is refused before ownership is even asked.
    PATCH: {
      requires: "entrepreneurship",
      ok: 200,
      request: async () => ({
        params: { certificateId: await ownCertificate(fx.entrepreneur) },
        json: { type: "stepps", name: "Renamed", issuer: "Stepps" },
      }),
    },
    DELETE: {
      requires: "entrepreneurship",
      ok: 200,
      request: async () => ({ params: { certificateId: await ownCertificate(fx.entrepreneur) } }),
    },
  },
  "/api/dashboard/entrepreneurship/transfers": {
    GET: { requires: "entrepreneurship", ok: 200, request: none },
    POST: {
      requires: "entrepreneurship",
      ok: 201,
      request: async () => ({
        form: { ...(await transferFieldsFor(fx.entrepreneur.user.id)), agreement: pdf() },
      }),
    },
  },
  "/api/dashboard/entrepreneurship/transfers/[transferId]/agreement": {
    GET: {
      requires: "entrepreneurship",
      ok: 200,
      request: async () => {
        const transfer = await createTransfer(
          fx.entrepreneur.user.id,
          await transferFieldsFor(fx.entrepreneur.user.id),
          fixtures.pdf(),
        );
        return { params: { transferId: transfer.id } };
      },
    },
  },
  "/api/user/status": { GET: { requires: "signed-in", ok: 200, request: none } },
  "/api/account/data": { GET: { requires: "signed-in", ok: 200, request: none } },
  "/api/account": {
    DELETE: { requires: "signed-in", ok: 200, request: async () => ({ json: { confirm: "DELETE" } }) },
  },
  "/api/vouchers/redeem": {
    POST: {
      requires: "signed-in",
      ok: 200,
      signedOutError: MESSAGES.voucher.missingEmail,
      request: async (who) => ({
        json: { voucherCode: who.voucherCode ?? "STEPPS-AAAA-BBBB-CCCC", planId: "venting" },
      }),
    },
  },
  "/api/payments/initialize": {
    POST: { requires: "signed-in", ok: 201, request: async () => ({ json: { planId: "platinum" } }) },
  },
  "/api/payments/verify": {
    POST: {
      requires: "signed-in",
      ok: 200,
      request: async (who) => ({ json: { reference: (await pendingPayment(who.user)).reference } }),
    },
  },
};

/** Routes anyone may call, and why. */
const OPEN: Record<string, string> = {
  "/api/auth/[...nextauth]": "next-auth's sign-in, session and sign-out endpoints (swept in bad-input-sweep.test.ts)",
  "/api/signup": "creating an account",
  "/api/verify-email": "confirming an address with the e-mailed link, which is the proof",
  "/api/login": "checking a password",
  "/api/logout": "ending a session, which needs none",
  "/api/vouchers/status": "how many vouchers remain, shown on the public checkout promotion",
  "/api/health": "a load balancer's liveness probe: says only that the process answers",
  "/api/ready": "a load balancer's readiness probe: the state of each check, nothing about anyone",
  "/api/paystack/webhook":
    "Paystack's server, which proves itself with the HMAC signature instead (bad-input-sweep.test.ts)",
};

/** Where a new route must land in GUARDED: these folders hold only member routes. */
const MEMBER_FOLDERS = ["/api/dashboard/", "/api/venting-room/"];

// ---------------------------------------------------------------------------------------------
// Requests.

function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value && typeof value === "object" && "bytes" in value) {
      const file = value as UploadFile;
      form.set(
        key,
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }),
      );
    } else form.set(key, String(value));
  }
  return form;
}

const modules = new Map<string, Record<string, unknown>>();

async function call(
  file: string,
  pattern: string,
  method: HttpMethod,
  req: Sent,
  headers: Record<string, string>,
): Promise<Response> {
  if (!modules.has(file)) modules.set(file, await import(file));
  const handler = modules.get(file)![method] as (request: Request, context: unknown) => Promise<Response>;
  const path = pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(req.params?.[name] ?? ""));
  const allHeaders: Record<string, string> = { origin: APP_ORIGIN, ...headers };
  let body: BodyInit | undefined;
  if (req.json !== undefined) {
    allHeaders["content-type"] = "application/json";
    body = JSON.stringify(req.json);
  } else if (req.form) body = formOf(req.form);
  const request = new NextRequest(`${APP_ORIGIN}${path}${req.query ? `?${req.query}` : ""}`, {
    method,
    headers: allHeaders,
    body,
  });
  return handler(request, { params: Promise.resolve(req.params ?? {}) });
}

// ---------------------------------------------------------------------------------------------
// The sweep.

interface Denial {
  name: string;
  /** The session (and headers) of whoever asks. */
  as: () => Promise<{ headers: Record<string, string>; member?: Member }>;
  status: 401 | 403;
}

/** Members whose plan lacks the service, and the services' refusal messages. */
const WRONG_PLANS: Record<Exclude<Requirement, "signed-in" | StaffRequirement>, (string | null)[]> = {
  venting: [null, "stem", "entrepreneur"],
  entrepreneurship: [null, "stem", "venting", "gold"],
  stem: [null, "venting", "entrepreneur"],
};

/** Askers are made once and reused: a refused request changes nothing about them (each case checks). */
const askers = new Map<string, ReturnType<Denial["as"]>>();
const once =
  (key: string, make: Denial["as"]): Denial["as"] =>
  () => {
    if (!askers.has(key)) askers.set(key, make());
    return askers.get(key)!;
  };

function denialsFor(requires: Requirement): Denial[] {
  return denialsMade(requires).map((d) => ({ ...d, as: once(`${requires}: ${d.name}`, d.as) }));
}

function denialsMade(requires: Requirement): Denial[] {
  const signedOut: Denial[] = [
    { name: "signed out", as: async () => ({ headers: {} }), status: 401 },
    {
      name: "signed out, with a forged x-middleware-subrequest",
      as: async () => ({ headers: { ...FORGED_SUBREQUEST } }),
      status: 401,
    },
    {
      name: "with a session cookie that is not a token",
      as: async () => ({ headers: { cookie: "next-auth.session-token=forged" } }),
      status: 401,
    },
    {
      name: "with a token signed with another secret",
      as: async () => {
        const token = await encodeJwt({
          token: { sub: fx.venting.user.id, email: fx.venting.user.email },
          secret: "someone-elses-secret-of-at-least-32-chars",
        });
        return { headers: { cookie: `next-auth.session-token=${token}` } };
      },
      status: 401,
    },
    {
      name: "with the token of an account that no longer exists",
      as: async () => {
        const gone = await newMember("platinum", "Gone");
        const cookie = await boastingCookie(gone);
        await db.user.delete({ where: { id: gone.user.id } });
        return { headers: { cookie } };
      },
      status: 401,
    },
  ];
  if (requires === "signed-in") return signedOut;
  if (isStaffRequirement(requires)) {
    // Another staff role does not open this one's routes.
    const otherRole = requires === "moderator" ? "facilitator" : "moderator";
    const notThisRole = (
      name: string,
      make: () => Promise<Member>,
      cookie?: (m: Member) => Promise<string>,
      extra = {},
    ) =>
      ({
        name,
        as: async () => {
          const member = await make();
          return { member, headers: { cookie: cookie ? await cookie(member) : member.cookie, ...extra } };
        },
        status: 403,
      }) satisfies Denial;
    return [
      ...signedOut,
      notThisRole("as a member on the venting plan", () => newMember("venting", "Member")),
      notThisRole("as a member on the platinum plan", () => newMember("platinum", "Member")),
      notThisRole(`as a ${otherRole}, a staff role that does not open it`, () => staffMember(otherRole, "Other")),
      notThisRole(
        "as a member with a token claiming every staff role",
        () => newMember("venting", "Claims"),
        staffBoastingCookie,
      ),
      notThisRole(
        "as a member with a forged x-middleware-subrequest",
        () => newMember("venting", "Bypass"),
        undefined,
        FORGED_SUBREQUEST,
      ),
    ];
  }
  const planned = (
    name: string,
    make: () => Promise<Member>,
    cookie: (m: Member) => Promise<string> = async (m) => m.cookie,
    extra: Record<string, string> = {},
  ): Denial => ({
    name,
    as: async () => {
      const member = await make();
      return { member, headers: { cookie: await cookie(member), ...extra } };
    },
    status: 403,
  });
  const service = requires;
  const plan = service === "entrepreneurship" ? "entrepreneur" : service;
  // A plan that lacks the service, for the askers whose token claims it.
  const without = service === "stem" ? "venting" : "stem";
  return [
    ...signedOut,
    ...WRONG_PLANS[service].map((p) =>
      planned(p ? `with the ${p} plan, which lacks it` : "signed in without a plan", () => newMember(p, "Wrongplan")),
    ),
    planned(`with an expired ${plan} subscription`, () => expiredMember(plan, "Expired")),
    planned(
      `with an expired ${plan} subscription and a token still claiming it`,
      () => expiredMember(plan, "Expired"),
      boastingCookie,
    ),
    planned(
      "without the plan, with a token claiming every service",
      () => newMember(without, "Boaster"),
      boastingCookie,
    ),
    planned(
      "without the plan, with a forged x-middleware-subrequest",
      () => newMember(without, "Bypass"),
      undefined,
      FORGED_SUBREQUEST,
    ),
  ];
}

const ROUTE_FILES = apiRouteFiles();

beforeAll(async () => {
  paystackMock.listen({ onUnhandledRequest: "error" });
  const poster = await newMember("venting", "Poster");
  const post = await createPost({
    userId: poster.user.id,
    topicId: "emergency",
    file: { declaredKind: "image", bytes: fixtures.png() },
  });
  const groups = await db.learnerGroup.findMany({ take: 2, orderBy: { id: "asc" }, select: { id: true } });
  const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "local" }, select: { id: true } });
  fx = {
    poster,
    postId: post.id,
    groupIds: [groups[0].id, groups[1].id],
    categoryId: category.id,
    venting: await newMember("venting", "Vuyo"),
    entrepreneur: await newMember("platinum", "Khanyi"),
    stem: await newMember("stem", "Lwazi"),
  };
}, 60_000);
afterAll(async () => {
  paystackMock.close();
  await closeSnapshots();
});

describe("the sweep's table", () => {
  it.each(ROUTE_FILES.map((r) => [r.pattern] as const))("%s is classified as guarded or open", (pattern) => {
    const classified =
      pattern in GUARDED
        ? "guarded"
        : pattern in OPEN
          ? "open"
          : "not classified: add it to GUARDED or OPEN in authorization-sweep.test.ts";
    expect({ pattern, classified }).toEqual({ pattern, classified: pattern in OPEN ? "open" : "guarded" });
    if (MEMBER_FOLDERS.some((folder) => pattern.startsWith(folder)))
      expect({ pattern, guarded: pattern in GUARDED }).toEqual({ pattern, guarded: true });
  });

  it.each(ROUTE_FILES.filter((r) => r.pattern in GUARDED).map((r) => [r.pattern, r.file] as const))(
    "%s: every method it exports is swept",
    (pattern, file) => {
      expect(Object.keys(GUARDED[pattern]).sort()).toEqual([...exportedMethodsInSource(file)].sort());
    },
  );

  it("names no route that does not exist", () => {
    const patterns = new Set(ROUTE_FILES.map((r) => r.pattern));
    expect([...Object.keys(GUARDED), ...Object.keys(OPEN)].filter((p) => !patterns.has(p))).toEqual([]);
  });
});

describe.each(ROUTE_FILES.filter((r) => r.pattern in GUARDED).map((r) => [r.pattern, r.file] as const))(
  "%s",
  (pattern, file) => {
    describe.each(Object.entries(GUARDED[pattern]) as [HttpMethod, Guarded][])("%s", (method, spec) => {
      const needs =
        spec.requires === "signed-in" || isStaffRequirement(spec.requires) ? null : SERVICES[spec.requires].name;

      it.each(denialsFor(spec.requires).map((d) => [d.name, d] as const))("refuses a request %s", async (_, denial) => {
        const { headers, member } = await denial.as();
        const req = await spec.request(member ?? fx.venting);
        const before = await snapshotDatabase();
        const response = await call(file, pattern, method, req, headers);
        const text = await response.text();
        const expected =
          denial.status === 401
            ? (spec.signedOutError ?? MESSAGES.auth.notAuthenticated)
            : isStaffRequirement(spec.requires)
              ? MESSAGES.staff.notStaff
              : MESSAGES.access.planExcludes(needs!);
        // The refusal and nothing else: no member's data, not even the asker's own.
        expect({ status: response.status, body: text }).toEqual({
          status: denial.status,
          body: JSON.stringify({ error: expected }),
        });
        expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
      });

      it(`answers the member entitled to it (${spec.ok})`, async () => {
        const who = spec.entitled
          ? await spec.entitled()
          : spec.requires === "venting"
            ? fx.venting
            : spec.requires === "entrepreneurship"
              ? fx.entrepreneur
              : spec.requires === "stem"
                ? fx.stem
                : isStaffRequirement(spec.requires)
                  ? await staffMember(spec.requires, "Staff")
                  : await freshAccount();
        const req = await spec.request(who);
        const response = await call(file, pattern, method, req, { cookie: req.cookie ?? who.cookie });
        expect(`${response.status} ${(await response.text()).slice(0, 200)}`).toMatch(new RegExp(`^${spec.ok} `));
      });
    });
  },
);
