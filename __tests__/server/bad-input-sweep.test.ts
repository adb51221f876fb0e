/**
 * Bad-input sweep. Every API route, from its own route file, gets every kind of wrong request:
 * malformed JSON, wrong content types, wrong types, missing and unexpected fields, very long strings,
 * bodies and multipart parts over the route's cap, unknown enum values and ids, odd Unicode, and
 * other sites' origins. Each answer must be a 4xx with a clear JSON `error` (no stack trace, no
 * internals), and nothing may be written: every table (from sqlite_master) hashes the same before
 * and after, and the upload storage holds the same files. Rate-limit counters are the one exception:
 * they count attempts, refused ones included (see ATTEMPT_COUNTERS in ../helpers/db-snapshot).
 *
 * ROUTES below describes each route file: one object per URL pattern, one entry per method with a
 * request the route accepts (the sweep mutates it) and what each field is. A route file without an
 * entry, or a method without one, fails the sweep. Methods a file does not export are checked here
 * (the module has no such export) and end to end in e2e/authorization-sweep.spec.ts (Next's 405).
 */
import { createHmac } from "node:crypto";
import { NextRequest } from "next/server";
import { issueEmailLink } from "@/lib/accounts/email-links";
import { db } from "@/lib/db/client";
import { createCertificate } from "@/lib/entrepreneurship/certificates";
import { createTransfer } from "@/lib/entrepreneurship/transfers";
import { MESSAGES } from "@/lib/messages";
import { startAttempt } from "@/lib/stem/practice/attempts";
import { MAX_UPLOAD_BODY_BYTES } from "@/lib/venting/media-kinds";
import { createPost } from "@/lib/venting/posts";
import { fixtures, padTo } from "../fixtures/media";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { openProject, placeInGroup, transferFieldsFor } from "../helpers/groups";
import { inRequestScope } from "../helpers/next-headers";
import { PAYSTACK_TEST_SECRET, paystackMock, pendingPayment as pendingPaymentOf } from "../helpers/paystack-mock";
import { APP_ORIGIN, sessionCookie } from "../helpers/requests";
import {
  apiRouteFiles,
  dynamicSegments,
  exportedMethods,
  exportedMethodsInSource,
  HTTP_METHODS,
  type HttpMethod,
} from "../helpers/route-files";
import { formDataOf, type UploadFile } from "../helpers/uploads";
import { newMember, newUser } from "../helpers/users";

// POST /api/logout and next-auth's handler read cookies() and headers(), which only Next's own server
// provides; here they read the request the handler is called with.
jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);

// ---------------------------------------------------------------------------------------------
// Fixtures: the members and records the examples use, made once.

type Member = Awaited<ReturnType<typeof newMember>>;

interface Fixtures {
  poster: Member;
  venting: Member;
  entrepreneur: Member;
  stem: Member;
  payer: Member;
  moderator: Member;
  facilitator: Member;
  admin: Member;
  login: { email: string; password: string };
  postId: string;
  certificateId: string;
  transferId: string;
  categoryId: string;
  groupIds: [string, string];
}

let fx: Fixtures;

async function makeFixtures(): Promise<Fixtures> {
  const [poster, venting, entrepreneur, payer] = [
    await newMember("venting", "Bongani"),
    await newMember("venting", "Zanele"),
    await newMember("entrepreneur", "Sipho"),
    await newMember(null, "Palesa"),
  ];
  const stem = await newMember("stem", "Lwazi");
  const { user: loginUser } = await newUser("Nomsa");
  const post = await createPost({
    userId: poster.user.id,
    topicId: "emergency",
    file: { declaredKind: "image", bytes: fixtures.png() },
  });
  const certificate = await createCertificate(entrepreneur.user.id, {
    type: "stepps",
    scope: "local",
    name: "Spaza Pricing",
    issuer: "Stepps",
  });
  const groups = await db.learnerGroup.findMany({ take: 2, orderBy: { id: "asc" }, select: { id: true } });
  const groupIds: [string, string] = [groups[0].id, groups[1].id];
  const transfer = await createTransfer(
    entrepreneur.user.id,
    await transferFieldsFor(entrepreneur.user.id, { memberName: "Thabo" }),
    fixtures.pdf(),
  );
  const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope: "local" }, select: { id: true } });
  const moderator = await newMember(null, "Mpho");
  await db.staffRole.create({ data: { userId: moderator.user.id, role: "moderator" } });
  const facilitator = await newMember(null, "Thuli");
  await db.staffRole.create({ data: { userId: facilitator.user.id, role: "facilitator" } });
  const admin = await newMember(null, "Refilwe");
  await db.staffRole.create({ data: { userId: admin.user.id, role: "admin" } });
  return {
    poster,
    venting,
    entrepreneur,
    stem,
    payer,
    moderator,
    facilitator,
    admin,
    login: { email: loginUser.email, password: "secret1" },
    postId: post.id,
    certificateId: certificate.id,
    transferId: transfer.id,
    categoryId: category.id,
    groupIds,
  };
}

/** A pending gold payment of `member`'s, which the mocked Paystack reports as paid. */
const pendingPayment = (member: Member) => pendingPaymentOf(member.user);
const SECRET = PAYSTACK_TEST_SECRET;

const sign = (body: string | Uint8Array, secret = SECRET) => createHmac("sha512", secret).update(body).digest("hex");

let signups = 0;

// ---------------------------------------------------------------------------------------------
// The table.

/** A request the route accepts; the sweep changes one thing at a time. */
interface Example {
  cookie?: string;
  params?: Record<string, string | string[]>;
  /** json: the object sent; multipart: the form's fields (UploadFile values are file parts). */
  body?: Record<string, unknown>;
  /** query: the search parameters. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * How the sweep treats a field.
 * - token: ids, enum values, codes, e-mail addresses, dates: anything odd, Unicode included, is refused.
 * - text: free text people type. Emoji, combining marks and zero-width joiners are ordinary content
 *   (names, answers in any language), so only the harmful characters are refused: lone surrogates
 *   (broken text that cannot be stored as UTF-8), NUL and other control characters, and the
 *   bidirectional overrides that make text read differently from how it is stored.
 * - secret: passwords are hashed and never shown; any character may be part of one, so only
 *   presence, type and length are swept.
 * - flag: a JSON boolean.
 */
type FieldKind = "token" | "text" | "secret" | "flag";

interface Field {
  kind: FieldKind;
  /** May be left out. */
  optional?: boolean;
  /** May be null (the API's own way of saying "none"). */
  nullable?: boolean;
  /** Well-formed values the route must still refuse: unknown plans, scopes, types, ids (false for a required tick). */
  unknown?: (string | boolean)[];
}

type Access = "public" | "signed-in" | "venting" | "entrepreneurship" | "stem" | "moderator" | "facilitator" | "admin";

interface Endpoint {
  body: "json" | "multipart" | "query" | "form" | "none";
  /** Who may call it: the example signs in accordingly, and without its session it must get a 401. */
  access: Access;
  example: (fx: Fixtures) => Promise<Example>;
  /** The status the example gets. */
  ok: number;
  /** More to check about the example's answer. */
  accepted?: (response: Response) => void;
  /** The body's or the query's fields. */
  fields?: Record<string, Field>;
  /** Dynamic segments: a well-formed value that names nothing. */
  params?: Record<string, { unknown: string }>;
  /** json: the route's byte cap (readJson's default is 16 KB). */
  cap?: number;
  /** multipart: the byte cap, its message, the file field and the largest file that field allows. */
  multipart?: {
    cap: number;
    tooLarge: string;
    invalid: string;
    file: string;
    fileLimit: number;
    valid: () => UploadFile;
    wrongType: () => UploadFile;
  };
  /** Refuses other origins (state-changing routes called by the app's own pages). */
  sameOrigin?: boolean;
  /** Finishes the encoded request (the webhook's signature). */
  finish?: (parts: Parts) => Parts;
  /** Cases of its own, besides the generated ones. */
  cases?: () => Case[];
  /** Only its own cases (for routes whose input is not a plain body, like the webhook). */
  onlyOwnCases?: boolean;
}

type RouteSpec = Partial<Record<HttpMethod, Endpoint>>;

const png = (): UploadFile => ({ bytes: fixtures.png(), name: "photo.png", type: "image/png" });
const pdf = (): UploadFile => ({ bytes: fixtures.pdf(), name: "agreement.pdf", type: "application/pdf" });
const html = (): UploadFile => ({
  bytes: Buffer.from("<!doctype html><script>alert(1)</script>"),
  name: "photo.png",
  type: "image/png",
});
const scopeField: Field = { kind: "token", unknown: ["mars", "LOCAL", "local "] };
const certificateFields: Record<string, Field> = {
  type: { kind: "token", unknown: ["phd", "NQF"] },
  name: { kind: "text" },
  issuer: { kind: "text" },
  monthYear: {
    kind: "token",
    optional: true,
    nullable: true,
    unknown: ["2024-13", "1900-01", "2024-1", "November 2024"],
  },
  link: {
    kind: "text",
    optional: true,
    nullable: true,
    unknown: ["javascript:alert(1)", "ftp://example.org/c", "not a link"],
  },
  lessons: { kind: "text", optional: true, nullable: true },
};
const certificateExample = {
  type: "stepps",
  name: "New Venture Creation",
  issuer: "Services SETA",
  monthYear: "2024-11",
  link: "https://example.org/c/1",
  lessons: "Costing and pitching.",
};
const member = (pick: (fx: Fixtures) => Member) => async (f: Fixtures) => ({ cookie: pick(f).cookie });

const ROUTES: Record<string, RouteSpec> = {
  "/api/auth/[...nextauth]": {
    // next-auth's own handler: its answers are redirects and pages, not this app's JSON errors, so
    // the sweep asks only that junk never gets a 5xx or shows internals, and writes nothing.
    GET: {
      body: "none",
      access: "public",
      ok: 200,
      example: async () => ({ params: { nextauth: ["session"] } }),
      onlyOwnCases: true,
      cases: () => nextAuthCases("GET"),
    },
    POST: {
      body: "form",
      access: "public",
      ok: 200,
      example: csrfExample,
      // The example signs in: a session cookie, not the CSRF refusal's redirect.
      accepted: (response) => expect(response.headers.get("set-cookie")).toMatch(/next-auth\.session-token=/),
      onlyOwnCases: true,
      cases: () => nextAuthCases("POST"),
    },
  },
  "/api/verify-email": {
    POST: {
      body: "json",
      access: "public",
      ok: 200,
      // A fresh account and its link each time: the valid example uses it.
      example: async () => {
        const { user } = await newUser("Linda", { verified: false });
        return { body: { token: await issueEmailLink(user, "verify_email") } };
      },
      fields: {
        token: {
          kind: "token",
          unknown: ["abc.def", "clxxxxxxxxxxxxxxxxxxxxxxx.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
        },
      },
    },
  },
  "/api/signup": {
    POST: {
      body: "json",
      access: "public",
      ok: 201,
      example: async () => ({
        body: {
          name: "Lerato",
          surname: "Mokoena",
          email: `sweep-${++signups}-${Date.now()}@example.co.za`,
          password: "secret1",
          city: "Bloemfontein",
          cellNumber: "0711234567",
          ageConsent: true,
        },
      }),
      fields: {
        name: { kind: "text" },
        surname: { kind: "text" },
        email: { kind: "token", unknown: ["not-an-email", "a@b", "lerato@@example.co.za"] },
        password: { kind: "secret", unknown: ["12345"] },
        city: { kind: "text" },
        cellNumber: { kind: "token", unknown: ["12345", "+1 202 555 0100", "0011234567"] },
        ageConsent: { kind: "flag", unknown: [false] },
      },
    },
  },
  "/api/login": {
    POST: {
      body: "json",
      access: "public",
      ok: 200,
      example: async (f) => ({ body: { ...f.login } }),
      fields: { email: { kind: "token", unknown: ["not-an-email"] }, password: { kind: "secret" } },
    },
  },
  "/api/logout": {
    POST: {
      body: "none",
      access: "public",
      ok: 200,
      // A session of its own each time: logging out ends it for good, and other cases need theirs.
      example: async (f) => memberCookie(f.venting.user),
      cases: () => [
        sessionEnding("a JSON body it does not read", (p) => ({
          ...p,
          headers: { ...p.headers, "content-type": "application/json" },
          body: '{"everywhere":true',
        })),
      ],
    },
  },
  "/api/user/status": { GET: { body: "none", access: "signed-in", ok: 200, example: member((f) => f.payer) } },
  "/api/vouchers/status": { GET: { body: "none", access: "public", ok: 200, example: async () => ({}) } },
  "/api/health": { GET: { body: "none", access: "public", ok: 200, example: async () => ({}) } },
  // Not ready here: the sweep's database was copied without Prisma's migration records, and no scheduler runs.
  "/api/ready": { GET: { body: "none", access: "public", ok: 503, example: async () => ({}) } },
  "/api/vouchers/redeem": {
    POST: {
      body: "json",
      access: "signed-in",
      ok: 200,
      // A new account each time: a voucher is used once.
      example: async () => {
        const { user, voucher } = await newUser("Ayanda");
        const { cookie } = await memberCookie(user);
        return { cookie, body: { voucherCode: voucher.code, userEmail: user.email, planId: "venting" } };
      },
      fields: {
        voucherCode: { kind: "token", unknown: ["STEPPS-AAAA-BBBB-CCCC", "STEPPS"] },
        userEmail: { kind: "token", optional: true, unknown: ["someone@else.example"] },
        planId: { kind: "token", unknown: ["diamond", "VENTING", "gold"] },
      },
    },
  },
  "/api/payments/initialize": {
    POST: {
      body: "json",
      access: "signed-in",
      ok: 201,
      example: async (f) => ({ cookie: f.payer.cookie, body: { planId: "gold" } }),
      fields: { planId: { kind: "token", unknown: ["diamond", "GOLD", "entrepreneurship"] } },
    },
  },
  "/api/payments/verify": {
    POST: {
      body: "json",
      access: "signed-in",
      ok: 200,
      example: async (f) => ({
        cookie: f.payer.cookie,
        body: { reference: (await pendingPayment(f.payer)).reference },
      }),
      fields: {
        reference: {
          kind: "token",
          unknown: ["ref_1700000000000_0123456789ab", "ref_123", "'; DROP TABLE Payment; --"],
        },
      },
    },
  },
  "/api/paystack/webhook": {
    POST: {
      body: "json",
      access: "public",
      ok: 200,
      sameOrigin: false,
      finish: (p) => ({ ...p, headers: { ...p.headers, "x-paystack-signature": sign(String(p.body)) } }),
      example: async (f) => {
        const { transaction } = await pendingPayment(f.payer);
        return { body: { event: "charge.success", data: transaction } };
      },
      onlyOwnCases: true,
      cases: () => webhookCases(),
    },
  },
  "/api/venting-room/all-posts": {
    GET: {
      body: "query",
      access: "venting",
      ok: 200,
      example: async (f) => ({ cookie: f.venting.cookie, query: { topic: "emergency", type: "image" } }),
      fields: {
        topic: { kind: "token", optional: true, unknown: ["gossip", "Emergency", "<script>"] },
        type: { kind: "token", optional: true, unknown: ["spreadsheet", "IMAGE"] },
        before: { kind: "token", optional: true, unknown: ["../../etc/passwd", "short", "A".repeat(30)] },
      },
    },
  },
  "/api/venting-room/dashboard-content": {
    GET: { body: "none", access: "venting", ok: 200, example: member((f) => f.venting) },
  },
  "/api/venting-room/notifications": {
    GET: { body: "none", access: "venting", ok: 200, example: member((f) => f.venting) },
  },
  "/api/venting-room/privacy-settings": {
    GET: { body: "none", access: "venting", ok: 200, example: member((f) => f.venting) },
  },
  "/api/venting-room/usage-report": {
    GET: {
      body: "query",
      access: "venting",
      ok: 200,
      example: async (f) => ({ cookie: f.venting.cookie, query: { type: "audio" } }),
      fields: { type: { kind: "token", optional: true, unknown: ["spreadsheet", "Audio"] } },
    },
  },
  "/api/venting-room/trending-news": {
    GET: {
      body: "query",
      access: "venting",
      ok: 200,
      example: async (f) => ({ cookie: f.venting.cookie, query: { section: "economic-hell" } }),
      fields: { section: { kind: "token", optional: true, unknown: ["sports", "<script>"] } },
    },
  },
  "/api/venting-room/media/[postId]": {
    GET: {
      body: "none",
      access: "venting",
      ok: 200,
      example: async (f) => ({ cookie: f.venting.cookie, params: { postId: f.postId } }),
      params: { postId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      cases: () => unsatisfiableRanges(),
    },
  },
  "/api/venting-room/posts/[postId]": {
    DELETE: {
      body: "none",
      access: "venting",
      ok: 200,
      // A post of its own each time: the example deletes it.
      example: async (f) => {
        const post = await createPost({ userId: f.venting.user.id, topicId: "economic-hell", text: "To delete." });
        return { cookie: f.venting.cookie, params: { postId: post.id } };
      },
      params: { postId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
    },
  },
  "/api/venting-room/posts/[postId]/report": {
    POST: {
      body: "json",
      access: "venting",
      ok: 201,
      cap: 4096,
      // A new post each time: a member reports a post once.
      example: async (f) => {
        const post = await createPost({ userId: f.poster.user.id, topicId: "economic-hell", text: "Buy my course!" });
        return { cookie: f.venting.cookie, params: { postId: post.id }, body: { reason: "spam", note: "An advert." } };
      },
      params: { postId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      fields: {
        reason: { kind: "token", unknown: ["gossip", "Spam", "risk_of_harm"] },
        note: { kind: "text", optional: true },
      },
    },
  },
  "/api/staff/posts/[postId]/media": {
    GET: {
      body: "none",
      access: "moderator",
      ok: 200,
      example: async (f) => ({ cookie: f.moderator.cookie, params: { postId: f.postId } }),
      params: { postId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      cases: () => unsatisfiableRanges(),
    },
  },
  "/api/venting-room/posts/[postId]/like": {
    PUT: {
      body: "json",
      access: "venting",
      ok: 200,
      cap: 1024,
      example: async (f) => ({ cookie: f.venting.cookie, params: { postId: f.postId }, body: { liked: true } }),
      params: { postId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      fields: { liked: { kind: "flag" } },
    },
  },
  "/api/venting-room/trending-news/[itemId]/like": {
    PUT: {
      body: "json",
      access: "venting",
      ok: 200,
      cap: 1024,
      example: async (f) => ({ cookie: f.venting.cookie, params: { itemId: "trending-01" }, body: { liked: true } }),
      params: { itemId: { unknown: "trending-99" } },
      fields: { liked: { kind: "flag" } },
    },
  },
  "/api/venting-room/upload-post": {
    POST: {
      body: "multipart",
      access: "venting",
      ok: 201,
      example: async (f) => ({
        cookie: f.venting.cookie,
        body: { file: png(), topicId: "emergency", userEmail: f.venting.user.email, fileType: "image" },
      }),
      multipart: {
        cap: MAX_UPLOAD_BODY_BYTES,
        tooLarge: "Files can be at most 25 MB.",
        invalid: MESSAGES.venting.missingUpload,
        file: "file",
        fileLimit: 5 * 1024 * 1024,
        valid: png,
        wrongType: html,
      },
      fields: {
        topicId: { kind: "token", unknown: ["gossip", "Emergency"] },
        userEmail: { kind: "token", unknown: ["someone@else.example", "not-an-email"] },
        fileType: { kind: "token", unknown: ["spreadsheet", "IMAGE", "svg"] },
        text: { kind: "text", optional: true },
      },
    },
  },
  "/api/dashboard/stem/progress": {
    GET: { body: "none", access: "stem", ok: 200, example: member((f) => f.stem) },
  },
  "/api/dashboard/stem/practice": {
    POST: {
      body: "json",
      access: "stem",
      ok: 201,
      example: async (f) => ({ cookie: f.stem.cookie, body: { topicId: "maths-10-trigonometry" } }),
      fields: { topicId: { kind: "token", unknown: ["astrology", "Trigonometry", "../probability"] } },
    },
  },
  "/api/dashboard/stem/practice/[attemptId]": {
    POST: {
      body: "json",
      access: "stem",
      ok: 200,
      // A question of its own each time (an answered one is refused); "0" is a number and a choice.
      example: async (f) => ({
        cookie: f.stem.cookie,
        params: { attemptId: (await startAttempt(f.stem.user.id, "maths-10-probability")).attemptId },
        body: { answer: "0" },
      }),
      params: { attemptId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      // An answer is read as a number with an optional unit: anything else is refused with a hint.
      fields: { answer: { kind: "token", unknown: ["fast", "0.5 kg", "3..5"] } },
    },
  },
  "/api/dashboard/entrepreneurship/modules": { GET: scopeQuery() },
  "/api/dashboard/entrepreneurship/groups": {
    GET: {
      ...scopeQuery(),
      example: async (f) => ({ cookie: f.entrepreneur.cookie, query: { scope: "local", month: "2025-05" } }),
      // Before the calendar's history (May 2025), past its last month, and not months at all.
      fields: {
        scope: scopeField,
        month: { kind: "token", optional: true, unknown: ["2025-04", "2099-01", "2026-13", "May"] },
      },
    },
  },
  "/api/dashboard/entrepreneurship/groups/join": {
    POST: {
      body: "json",
      access: "entrepreneurship",
      ok: 201,
      // One group per arena: the learner leaves the arena's group before each case (before the snapshot).
      example: async (f) => {
        await db.groupMembership.deleteMany({ where: { userId: f.entrepreneur.user.id, scope: "national" } });
        return { cookie: f.entrepreneur.cookie, body: { scope: "national", groupId: f.groupIds[0] } };
      },
      fields: { scope: scopeField, groupId: { kind: "token", unknown: ["no-such-group", "../group"] } },
    },
  },
  "/api/dashboard/entrepreneurship/projects/submissions": {
    POST: {
      body: "json",
      access: "entrepreneurship",
      ok: 201,
      // The learner in the project's group, with no write-up yet (so the valid one is a 201).
      example: async (f) => {
        const project = await openProject("global");
        await placeInGroup(f.entrepreneur.user.id, project.scope, project.groupId);
        await db.projectSubmission.deleteMany({ where: { userId: f.entrepreneur.user.id } });
        return {
          cookie: f.entrepreneur.cookie,
          body: {
            projectId: project.id,
            summary: "We ran the stall and sold out of vetkoek by noon.",
            link: "https://example.org/stall",
          },
        };
      },
      fields: {
        // History (May 2025), a month far ahead, a slot past the month's four, and nonsense.
        projectId: {
          kind: "token",
          unknown: ["project-local-market-day", "local-2099-01-1", "local-2026-11-9", "../x"],
        },
        summary: { kind: "text", unknown: ["too short"] },
        link: { kind: "text", optional: true, nullable: true, unknown: ["javascript:alert(1)", "ftp://example.org/a"] },
      },
    },
  },
  "/api/dashboard/entrepreneurship/assessments": {
    GET: scopeQuery(),
    PUT: {
      body: "json",
      access: "entrepreneurship",
      ok: 200,
      example: async (f) => ({
        cookie: f.entrepreneur.cookie,
        body: { categoryId: f.categoryId, step: "solution", answer: "Sell airtime bundles at the taxi rank." },
      }),
      fields: {
        categoryId: { kind: "token", unknown: ["no-such-category", "../local"] },
        step: { kind: "token", unknown: ["conclusion", "Solution"] },
        answer: { kind: "text", unknown: ["too short"] },
      },
    },
  },
  "/api/dashboard/entrepreneurship/certifications": {
    GET: scopeQuery(),
    POST: {
      body: "json",
      access: "entrepreneurship",
      ok: 201,
      example: async (f) => ({ cookie: f.entrepreneur.cookie, body: { ...certificateExample, scope: "national" } }),
      fields: { ...certificateFields, scope: scopeField },
    },
  },
  "/api/dashboard/entrepreneurship/certifications/[certificateId]": {
    PATCH: {
      body: "json",
      access: "entrepreneurship",
      ok: 200,
      example: async (f) => ({
        cookie: f.entrepreneur.cookie,
        params: { certificateId: f.certificateId },
        body: { ...certificateExample },
      }),
      params: { certificateId: { unknown: "00000000-0000-4000-8000-000000000000" } },
      fields: certificateFields,
    },
    DELETE: {
      body: "none",
      access: "entrepreneurship",
      ok: 200,
      // A certificate of its own each time: the example deletes it.
      example: async (f) => {
        const certificate = await createCertificate(f.entrepreneur.user.id, {
          type: "nqf",
          scope: "global",
          name: "To delete",
          issuer: "Stepps",
        });
        return { cookie: f.entrepreneur.cookie, params: { certificateId: certificate.id } };
      },
      params: { certificateId: { unknown: "00000000-0000-4000-8000-000000000000" } },
    },
  },
  "/api/dashboard/entrepreneurship/transfers": {
    GET: { body: "none", access: "entrepreneurship", ok: 200, example: member((f) => f.entrepreneur) },
    POST: {
      body: "multipart",
      access: "entrepreneurship",
      ok: 201,
      // A new member of the requester's group each time: a member has one request waiting at most.
      example: async (f) => ({
        cookie: f.entrepreneur.cookie,
        body: { ...(await transferFieldsFor(f.entrepreneur.user.id)), agreement: pdf() },
      }),
      multipart: {
        cap: 5 * 1024 * 1024 + 64 * 1024,
        tooLarge: MESSAGES.entrepreneurship.transfer.agreementTooLarge("5 MB"),
        invalid: MESSAGES.entrepreneurship.transfer.missingAgreement,
        file: "agreement",
        fileLimit: 5 * 1024 * 1024,
        valid: pdf,
        wrongType: html,
      },
      fields: {
        scope: scopeField,
        // Another group than the requester's own, and none.
        fromGroupId: { kind: "token", unknown: ["no-such-group", "group-kasi-innovators"] },
        toGroupId: { kind: "token", unknown: ["no-such-group"] },
        memberId: { kind: "token", unknown: ["no-such-member", "'; DROP TABLE"] },
        transferDate: { kind: "token", unknown: ["2025-02-30", "31/12/2025", "1999-01-01", "2999-01-01"] },
      },
    },
  },
  "/api/dashboard/entrepreneurship/transfers/[transferId]/agreement": {
    GET: {
      body: "none",
      access: "entrepreneurship",
      ok: 200,
      example: async (f) => ({ cookie: f.entrepreneur.cookie, params: { transferId: f.transferId } }),
      params: { transferId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      cases: () => unsatisfiableRanges(),
    },
  },
  "/api/staff/transfers/[transferId]/agreement": {
    GET: {
      body: "none",
      access: "facilitator",
      ok: 200,
      example: async (f) => ({ cookie: f.facilitator.cookie, params: { transferId: f.transferId } }),
      params: { transferId: { unknown: "clxxxxxxxxxxxxxxxxxxxxxxx" } },
      cases: () => unsatisfiableRanges(),
    },
  },
  "/api/staff/payments/export": {
    GET: {
      body: "query",
      access: "admin",
      ok: 200,
      example: async (f) => ({ cookie: f.admin.cookie, query: { month: "2026-11", q: "example.co.za" } }),
      accepted: (response) => expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8"),
      fields: {
        month: { kind: "token", optional: true, unknown: ["2026-13", "2026-1", "1999-01", "November", "ALL"] },
        // A search is free text: any part of an e-mail address, or a whole Paystack reference.
        q: { kind: "text", optional: true },
      },
    },
  },
  "/api/account/data": { GET: { body: "none", access: "signed-in", ok: 200, example: member((f) => f.payer) } },
  "/api/account": {
    DELETE: {
      body: "json",
      access: "signed-in",
      ok: 200,
      // A new account each time: the example deletes it.
      example: async () => {
        const { user } = await newUser("Dumisani");
        return { ...(await memberCookie(user)), body: { confirm: "DELETE" } };
      },
      fields: { confirm: { kind: "token", unknown: ["delete me", "DELET", "someone@else.example"] } },
    },
  },
};

function scopeQuery(): Endpoint {
  return {
    body: "query",
    access: "entrepreneurship",
    ok: 200,
    example: async (f) => ({ cookie: f.entrepreneur.cookie, query: { scope: "local" } }),
    fields: { scope: scopeField },
  };
}

async function memberCookie(user: { id: string; email: string; name: string }) {
  return { cookie: await sessionCookie(user) };
}

// ---------------------------------------------------------------------------------------------
// Requests and cases.

interface Parts {
  method: string;
  path: string;
  /** The query string without "?", exactly as sent. */
  search: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  /** What Next would hand the handler as `params`. */
  params: Record<string, string | string[]>;
}

type Expectation =
  | { refused: true; status?: number; error?: string }
  /** Not an error: the route ignores it (an unknown query parameter, a body it does not read). */
  | { ignored: true }
  /** next-auth and signed webhook events: anything but a 5xx or internals, and no writes. */
  | { below500: true }
  | { status: number };

interface Case {
  name: string;
  /** Changes the example (before it is encoded) or the encoded request. */
  mutate?: (ex: Example) => Example;
  tweak?: (parts: Parts) => Parts;
  expect: Expectation;
  /**
   * A request that is carried out although part of it is ignored, and whose one write is a session
   * record: a sign-in with the right password opens one, a logout ends one.
   */
  session?: "opens" | "ends";
}

const refused = (name: string, change: Omit<Case, "name" | "expect">, status?: number, error?: string): Case => ({
  name,
  ...change,
  expect: { refused: true, status, error },
});
const ignored = (name: string, tweak: (p: Parts) => Parts): Case => ({ name, tweak, expect: { ignored: true } });
const sessionEnding = (name: string, tweak: (p: Parts) => Parts): Case => ({
  ...ignored(name, tweak),
  session: "ends",
});

const LONG = "x".repeat(100_000);
const OVER_FIELD_LIMIT = "x".repeat(5_000);

/** Odd Unicode, appended to a valid value. Hostile: refused even in free text (see FieldKind). */
const ODD_UNICODE: { name: string; chars: string; hostile: boolean }[] = [
  { name: "a lone surrogate (\\ud800)", chars: "\ud800", hostile: true },
  { name: "a NUL (\\u0000)", chars: "\u0000", hostile: true },
  { name: "a right-to-left override (\\u202e)", chars: "\u202egpj.exe", hostile: true },
  { name: "zero-width characters", chars: "\u200b\u200c\u200d\u2060", hostile: false },
  { name: "emoji", chars: "🦁👩🏽‍💻🇿🇦", hostile: false },
  { name: "combining marks", chars: "e\u0301\u0308\u0327", hostile: false },
];

const withField = (ex: Example, key: string, value: unknown): Example => ({
  ...ex,
  body: { ...ex.body, [key]: value },
});
const withoutField = (ex: Example, key: string): Example => {
  const body = { ...ex.body };
  delete body[key];
  return { ...ex, body };
};
const withQuery = (ex: Example, key: string, value: string | undefined): Example => {
  const query = { ...ex.query };
  if (value === undefined) delete query[key];
  else query[key] = value;
  return { ...ex, query };
};

function jsonBodyCases(ep: Endpoint): Case[] {
  const cap = ep.cap ?? 16 * 1024;
  const raw = (name: string, body: string | Uint8Array, status?: number, error?: string) =>
    refused(name, { tweak: (p) => ({ ...p, body }) }, status, error);
  const invalidJson = (name: string, body: string | Uint8Array) => raw(name, body, 400, MESSAGES.request.invalidJson);
  // Bytes that are not UTF-8 inside a string value, where a lenient decoder would store U+FFFD.
  const fields = Object.entries(ep.fields ?? {});
  const textField = (fields.find(([, field]) => field.kind === "text") ??
    fields.find(([, field]) => field.kind !== "flag"))?.[0];
  const BAD_BYTES = "\u0001not-utf-8\u0001";
  return [
    invalidJson("malformed JSON", '{"name": '),
    invalidJson("JSON with single quotes", "{'liked': true}"),
    invalidJson("an empty body", ""),
    invalidJson("a byte-order mark before the JSON", "\ufeff{}"),
    textField
      ? refused(
          `invalid UTF-8 bytes in ${textField}`,
          {
            mutate: (ex) => withField(ex, textField, `${String(ex.body?.[textField] ?? "")}${BAD_BYTES}`),
            tweak: (p) => {
              const [head, tail] = String(p.body).split(JSON.stringify(BAD_BYTES).slice(1, -1));
              return {
                ...p,
                body: Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(tail)]),
              };
            },
          },
          400,
          MESSAGES.request.invalidJson,
        )
      : invalidJson(
          "invalid UTF-8 bytes",
          Buffer.concat([Buffer.from('{"liked":true,"x":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
        ),
    raw("a lone surrogate in an unexpected field's name", '{"\\ud800":1}', 400, MESSAGES.request.brokenText),
    raw("JSON null", "null", 400),
    raw("a JSON array", "[]", 400),
    raw("a JSON string", '"hello"', 400),
    raw("a JSON number", "1e309", 400),
    raw("8000 nested arrays", `${"[".repeat(8000)}${"]".repeat(8000)}`),
    refused(
      "no Content-Type",
      { tweak: (p) => ({ ...p, headers: omit(p.headers, "content-type") }) },
      415,
      MESSAGES.request.notJson,
    ),
    refused(
      "text/plain",
      { tweak: (p) => ({ ...p, headers: { ...p.headers, "content-type": "text/plain" } }) },
      415,
      MESSAGES.request.notJson,
    ),
    refused(
      "a form-encoded body",
      {
        tweak: (p) => ({
          ...p,
          headers: { ...p.headers, "content-type": "application/x-www-form-urlencoded" },
          body: "liked=true",
        }),
      },
      415,
      MESSAGES.request.notJson,
    ),
    refused(
      `a body over the ${cap}-byte cap`,
      { tweak: (p) => ({ ...p, body: `${String(p.body).slice(0, -1)}${" ".repeat(cap)}}` }) },
      413,
      MESSAGES.request.tooLarge,
    ),
    refused("an unexpected field", { mutate: (ex) => withField(ex, "role", "admin") }, 400, "Unexpected field: role."),
    refused(
      "a __proto__ field",
      { tweak: (p) => ({ ...p, body: `{"__proto__":{"admin":true},${String(p.body).slice(1)}` }) },
      400,
      "Unexpected field: __proto__.",
    ),
  ];
}

function jsonFieldCases(key: string, field: Field): Case[] {
  const cases: Case[] = [];
  if (!field.optional) cases.push(refused(`${key} missing`, { mutate: (ex) => withoutField(ex, key) }));
  const wrongTypes: [string, unknown][] =
    field.kind === "flag"
      ? [
          ['the string "true"', "true"],
          ["the number 1", 1],
          ["null", null],
          ["an array", [true]],
          ["an object", { liked: true }],
        ]
      : [
          ["a number", 42],
          ["true", true],
          ["null", null],
          ["an array", ["x"]],
          ["an object", { value: "x" }],
        ];
  for (const [label, value] of wrongTypes) {
    if (value === null && field.nullable) continue;
    cases.push(refused(`${key} as ${label}`, { mutate: (ex) => withField(ex, key, value) }));
  }
  cases.push(refused(`${key} of 100,000 characters`, { mutate: (ex) => withField(ex, key, LONG) }));
  if (field.kind !== "flag")
    cases.push(refused(`${key} of 5,000 characters`, { mutate: (ex) => withField(ex, key, OVER_FIELD_LIMIT) }));
  for (const value of field.unknown ?? [])
    cases.push(refused(`${key} = ${JSON.stringify(value)}`, { mutate: (ex) => withField(ex, key, value) }));
  cases.push(...unicodeCases(key, field, (ex, chars) => withField(ex, key, `${String(ex.body?.[key] ?? "")}${chars}`)));
  return cases;
}

function unicodeCases(key: string, field: Field, change: (ex: Example, chars: string) => Example): Case[] {
  if (field.kind === "secret" || field.kind === "flag") return [];
  return ODD_UNICODE.filter((u) => field.kind === "token" || u.hostile).map((u) =>
    refused(`${key} with ${u.name}`, { mutate: (ex) => change(ex, u.chars) }),
  );
}

function queryCases(ep: Endpoint): Case[] {
  const cases: Case[] = [
    ignored("an unknown query parameter", (p) => ({ ...p, search: `${p.search}&utm_source=sweep` })),
  ];
  for (const [key, field] of Object.entries(ep.fields ?? {})) {
    if (!field.optional) cases.push(refused(`${key} missing`, { mutate: (ex) => withQuery(ex, key, undefined) }));
    if (!field.optional) cases.push(refused(`${key} empty`, { mutate: (ex) => withQuery(ex, key, "") }));
    for (const value of field.unknown ?? [])
      cases.push(refused(`${key}=${JSON.stringify(value)}`, { mutate: (ex) => withQuery(ex, key, String(value)) }));
    cases.push(refused(`${key} of 100,000 characters`, { mutate: (ex) => withQuery(ex, key, LONG) }));
    // Free text (a search) has no unknown values: "nonsense" is a search like any other.
    if (field.kind !== "text")
      cases.push(
        refused(`${key} repeated, the first value unknown`, {
          tweak: (p) => ({ ...p, search: `${key}=nonsense&${p.search}` }),
        }),
      );
    cases.push(
      refused(`${key} with broken percent-encoding`, {
        tweak: (p) => ({ ...p, search: `${p.search.replace(new RegExp(`(^|&)${key}=[^&]*`), "$1")}&${key}=%E0%A4%A` }),
      }),
    );
    cases.push(
      refused(`${key} with UTF-8-encoded surrogates`, {
        tweak: (p) => ({ ...p, search: `${p.search.replace(new RegExp(`(^|&)${key}=[^&]*`), "$1")}&${key}=%ED%A0%80` }),
      }),
    );
    cases.push(...unicodeCases(key, field, (ex, chars) => withQuery(ex, key, `${ex.query?.[key] ?? ""}${chars}`)));
  }
  return cases;
}

function multipartCases(ep: Endpoint): Case[] {
  const m = ep.multipart!;
  const cases: Case[] = [
    refused(
      "a JSON body instead of a form",
      { tweak: (p) => ({ ...p, headers: { ...p.headers, "content-type": "application/json" }, body: "{}" }) },
      415,
      m.invalid,
    ),
    refused(
      "multipart without a boundary",
      {
        tweak: (p) => ({
          ...p,
          headers: { ...p.headers, "content-type": "multipart/form-data" },
          body: "--x\r\n\r\n--x--",
        }),
      },
      400,
      m.invalid,
    ),
    refused(
      "a truncated multipart body",
      {
        tweak: (p) => ({
          ...p,
          headers: { ...p.headers, "content-type": "multipart/form-data; boundary=sweep" },
          body: `--sweep\r\nContent-Disposition: form-data; name="${m.file}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
        }),
      },
      400,
      m.invalid,
    ),
    refused(
      `a body over the ${m.cap}-byte cap`,
      { mutate: (ex) => withField(ex, m.file, { bytes: Buffer.alloc(m.cap + 1, 0x20), name: "big.bin" }) },
      413,
      m.tooLarge,
    ),
    refused(
      `a file part over its ${m.fileLimit}-byte limit`,
      {
        mutate: (ex) =>
          withField(ex, m.file, { ...m.valid(), bytes: padTo(Buffer.from(m.valid().bytes), m.fileLimit + 1) }),
      },
      413,
    ),
    refused(
      "a text part of 1 MB",
      { mutate: (ex) => withField(ex, Object.keys(ep.fields!)[0], "x".repeat(1024 * 1024)) },
      400,
    ),
    refused("the file missing", { mutate: (ex) => withoutField(ex, m.file) }, 400),
    refused(
      "an empty file",
      { mutate: (ex) => withField(ex, m.file, { bytes: new Uint8Array(0), name: "empty.png", type: "image/png" }) },
      400,
    ),
    refused(
      "a file that is not what it claims (HTML named .png)",
      { mutate: (ex) => withField(ex, m.file, m.wrongType()) },
      415,
    ),
    refused("the file sent as text", { mutate: (ex) => withField(ex, m.file, "not a file") }, 400),
    refused("an unexpected field", { mutate: (ex) => withField(ex, "role", "admin") }, 400, "Unexpected field: role."),
  ];
  for (const [key, field] of Object.entries(ep.fields ?? {})) {
    if (!field.optional) cases.push(refused(`${key} missing`, { mutate: (ex) => withoutField(ex, key) }, 400));
    // A form sends an optional field left blank as empty: that is no value, not a bad one.
    if (!field.optional) cases.push(refused(`${key} empty`, { mutate: (ex) => withField(ex, key, "") }));
    for (const value of field.unknown ?? [])
      cases.push(refused(`${key} = ${JSON.stringify(value)}`, { mutate: (ex) => withField(ex, key, value) }));
    cases.push(refused(`${key} of 100,000 characters`, { mutate: (ex) => withField(ex, key, LONG) }));
    cases.push(
      ...unicodeCases(key, field, (ex, chars) => withField(ex, key, `${String(ex.body?.[key] ?? "")}${chars}`)),
    );
  }
  return cases;
}

function paramCases(ep: Endpoint): Case[] {
  const cases: Case[] = [];
  for (const [key, { unknown }] of Object.entries(ep.params ?? {})) {
    const withParam = (ex: Example, value: string): Example => ({ ...ex, params: { ...ex.params, [key]: value } });
    cases.push(refused(`[${key}] that names nothing`, { mutate: (ex) => withParam(ex, unknown) }, 404));
    cases.push(refused(`[${key}] of 100,000 characters`, { mutate: (ex) => withParam(ex, LONG) }, 404));
    cases.push(refused(`[${key}] empty`, { mutate: (ex) => withParam(ex, "") }, 404));
    cases.push(refused(`[${key}] climbing directories`, { mutate: (ex) => withParam(ex, "../../../etc/passwd") }, 404));
    cases.push(refused(`[${key}] with SQL`, { mutate: (ex) => withParam(ex, "' OR '1'='1") }, 404));
    for (const u of ODD_UNICODE)
      cases.push(
        refused(`[${key}] with ${u.name}`, { mutate: (ex) => withParam(ex, `${ex.params?.[key]}${u.chars}`) }, 404),
      );
  }
  return cases;
}

function unsatisfiableRanges(): Case[] {
  return [
    refused(
      "a Range past the end of the file",
      { mutate: (ex) => ({ ...ex, headers: { ...ex.headers, range: "bytes=99999999-" } }) },
      416,
    ),
    refused(
      "a Range of zero suffix bytes",
      { mutate: (ex) => ({ ...ex, headers: { ...ex.headers, range: "bytes=-0" } }) },
      416,
    ),
  ];
}

function casesFor(method: HttpMethod, ep: Endpoint): Case[] {
  const own = ep.cases?.() ?? [];
  if (ep.onlyOwnCases) return own;
  const cases: Case[] = [...paramCases(ep), ...own];
  // The example's session is what lets it through (the authorisation sweep asks every other way).
  if (ep.access !== "public")
    cases.push(refused("the example without its session", { mutate: (ex) => ({ ...ex, cookie: undefined }) }, 401));
  if (ep.body === "json") {
    cases.push(...jsonBodyCases(ep));
    for (const [key, field] of Object.entries(ep.fields ?? {})) cases.push(...jsonFieldCases(key, field));
  }
  if (ep.body === "query") cases.push(...queryCases(ep));
  if (ep.body === "multipart") cases.push(...multipartCases(ep));
  if (ep.body === "none" && method === "GET")
    cases.push(ignored("an unknown query parameter", (p) => ({ ...p, search: "utm_source=sweep" })));
  if (method !== "GET" && ep.sameOrigin !== false) {
    cases.push(
      refused(
        "another site's Origin",
        { tweak: (p) => ({ ...p, headers: { ...p.headers, origin: "https://evil.example" } }) },
        403,
        MESSAGES.request.crossSite,
      ),
    );
    cases.push(
      refused(
        "a cross-site fetch without Origin",
        { tweak: (p) => ({ ...p, headers: { ...omit(p.headers, "origin"), "sec-fetch-site": "cross-site" } }) },
        403,
        MESSAGES.request.crossSite,
      ),
    );
  }
  return cases;
}

function omit(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== name));
}

/** A URL path from a pattern; values the URL cannot carry (lone surrogates) are replaced there, not in params. */
function pathOf(pattern: string, params: Record<string, string | string[]>): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, "\ufffd"));
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name] ?? "";
    return (Array.isArray(value) ? value : [value]).map(encode).join("/");
  });
}

function encode(pattern: string, method: HttpMethod, ep: Endpoint, ex: Example): Parts {
  const headers: Record<string, string> = {
    ...(ex.cookie ? { cookie: ex.cookie } : {}),
    ...(method !== "GET" ? { origin: APP_ORIGIN } : {}),
    ...ex.headers,
  };
  let body: Parts["body"];
  if (ep.body === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(ex.body);
  } else if (ep.body === "multipart") {
    body = formDataOf(ex.body ?? {});
  } else if (ep.body === "form") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(ex.body as Record<string, string>).toString();
  }
  const search = ep.body === "query" ? new URLSearchParams(ex.query ?? {}).toString() : "";
  const params = ex.params ?? {};
  const parts = { method, path: pathOf(pattern, params), search, headers, body, params };
  return ep.finish ? ep.finish(parts) : parts;
}

function requestOf(parts: Parts): NextRequest {
  const url = `${APP_ORIGIN}${parts.path}${parts.search ? `?${parts.search.replace(/^&/, "")}` : ""}`;
  // A Buffer is a Uint8Array over a plain ArrayBuffer here; the cast only tells TypeScript so.
  return new NextRequest(url, {
    method: parts.method,
    headers: parts.headers,
    body: parts.body as BodyInit | undefined,
  });
}

const modules = new Map<string, Record<string, unknown>>();
async function handlerOf(file: string, method: HttpMethod) {
  if (!modules.has(file)) modules.set(file, await import(file));
  return modules.get(file)![method] as (request: Request, context: unknown) => Promise<Response>;
}

async function send(file: string, parts: Parts): Promise<Response> {
  const handler = await handlerOf(file, parts.method as HttpMethod);
  const request = requestOf(parts);
  return inRequestScope(request, () => handler(request, { params: Promise.resolve(parts.params) }));
}

/** Signs of internals in an answer: stack frames, error class names, file paths, the database. */
const INTERNALS = [
  /\n\s+at /,
  /\bat [\w.<>]+ \(/,
  /\b[A-Z]\w*Error\b/,
  /Error:/,
  /(?:\/|\\)(?:node_modules|work|home|tmp|app|lib)(?:\/|\\)/,
  /\.(?:ts|tsx|js|mjs):\d+/,
  /prisma|sqlite|SQLITE_|invocation/i,
];

function internalsIn(text: string): string | undefined {
  return INTERNALS.find((pattern) => pattern.test(text))?.toString();
}

async function check(response: Response, expectation: Expectation, ok: number): Promise<void> {
  const text = await response.text();
  const shown = `${response.status} ${text.slice(0, 300)}`;
  expect({ internals: internalsIn(text), answer: shown }).toEqual({ internals: undefined, answer: shown });
  if ("below500" in expectation) {
    expect(response.status).toBeLessThan(500);
    return;
  }
  if ("ignored" in expectation) {
    expect(shown).toMatch(new RegExp(`^${ok} `));
    return;
  }
  if ("status" in expectation && !("refused" in expectation)) {
    expect(shown).toMatch(new RegExp(`^${expectation.status} `));
    return;
  }
  expect(shown).toMatch(/^4\d\d /);
  if (expectation.status) expect(shown).toMatch(new RegExp(`^${expectation.status} `));
  expect(response.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: unknown };
  expect(typeof body.error).toBe("string");
  expect((body.error as string).trim().length).toBeGreaterThan(3);
  if (expectation.error) expect(body.error).toBe(expectation.error);
}

// ---------------------------------------------------------------------------------------------
// next-auth and the Paystack webhook: cases of their own.

const authParams = (...segments: string[]) => ({ nextauth: segments });

async function csrfExample(): Promise<Example> {
  const file = apiRouteFiles().find((r) => r.pattern === "/api/auth/[...nextauth]")!.file;
  const response = await send(file, {
    method: "GET",
    path: "/api/auth/csrf",
    search: "",
    headers: {},
    params: authParams("csrf"),
  });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  return {
    cookie,
    params: authParams("callback", "credentials"),
    body: { csrfToken, ...fx.login, json: "true" },
  };
}

function nextAuthCases(method: "GET" | "POST"): Case[] {
  const at =
    (...segments: string[]) =>
    (p: Parts): Parts => ({ ...p, params: authParams(...segments), path: `/api/auth/${segments.join("/")}` });
  const below = (name: string, tweak: (p: Parts) => Parts): Case => ({ name, tweak, expect: { below500: true } });
  // What guardedNextAuth (lib/auth/next-auth-route.ts) refuses before next-auth sees it.
  const refusedBefore = (name: string, tweak: (p: Parts) => Parts, status: number, error: string): Case => ({
    name,
    tweak,
    expect: { refused: true, status, error },
  });
  const notFound = (name: string, tweak: (p: Parts) => Parts) =>
    refusedBefore(name, tweak, 404, MESSAGES.request.notFound);
  if (method === "GET") {
    return [
      below("GET csrf", at("csrf")),
      below("GET providers", at("providers")),
      notFound("an unknown action", at("definitely-not-an-action")),
      notFound("too many segments", at("session", "extra", "segments")),
      below("sign-in with a callbackUrl beyond Latin-1", (p) => ({
        ...at("signin")(p),
        search: `callbackUrl=${encodeURIComponent("http://localhost:3000/dashboard\u202e\u00e9\u4e2d")}`,
      })),
      notFound("sign-in with an unknown provider", at("signin", "myspace")),
      notFound("the credentials callback by GET", at("callback", "credentials")),
      notFound("an unknown provider's callback with junk", (p) => ({
        ...at("callback", "myspace")(p),
        search: "code=%00&state=%ED%A0%80",
      })),
      // Not junk: how next-auth reports an error thrown while signing in (the rate limit's message).
      {
        name: "an error page with a sign-in error's message",
        tweak: (p) => ({
          ...at("error")(p),
          search: `error=${encodeURIComponent(MESSAGES.login.tooManyAttempts(15))}`,
        }),
        expect: { status: 302 },
      },
      refusedBefore(
        "an error page with a hostile error code",
        (p) => ({ ...at("error")(p), search: `error=${encodeURIComponent("\u202e<script>")}${"x".repeat(10_000)}` }),
        400,
        MESSAGES.request.invalidQuery,
      ),
      below("the session with a forged token", (p) => ({
        ...at("session")(p),
        headers: { cookie: "next-auth.session-token=eyJhbGciOiJub25lIn0.e30." },
      })),
      below("the session with a 100,000-character token", (p) => ({
        ...at("session")(p),
        headers: { cookie: `next-auth.session-token=${LONG}` },
      })),
      below("the session with a forged x-middleware-subrequest", (p) => ({
        ...at("session")(p),
        headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
      })),
    ];
  }
  const form =
    (fields: Record<string, string>) =>
    (p: Parts): Parts => ({
      ...p,
      headers: { ...p.headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const credentials =
    (change: (fields: Record<string, string>) => Record<string, string>) =>
    (p: Parts): Parts => {
      const fields = Object.fromEntries(new URLSearchParams(String(p.body)));
      return form(change(fields))(p);
    };
  const json =
    (body: string) =>
    (p: Parts): Parts => ({ ...p, headers: { ...p.headers, "content-type": "application/json" }, body });
  const cases: Case[] = [
    below(
      "credentials without a CSRF token",
      credentials(({ csrfToken: _, ...rest }) => rest),
    ),
    below(
      "credentials with a wrong CSRF token",
      credentials((f) => ({ ...f, csrfToken: "forged" })),
    ),
    below("credentials without the CSRF cookie", (p) =>
      credentials((f) => f)({ ...p, headers: omit(p.headers, "cookie") }),
    ),
    below(
      "credentials without an e-mail",
      credentials(({ email: _, ...rest }) => rest),
    ),
    below(
      "credentials without a password",
      credentials(({ password: _, ...rest }) => rest),
    ),
    refusedBefore(
      "credentials with a 100,000-character e-mail",
      credentials((f) => ({ ...f, email: LONG })),
      413,
      MESSAGES.request.tooLarge,
    ),
    refusedBefore(
      "credentials with a 100,000-character password",
      credentials((f) => ({ ...f, password: LONG })),
      413,
      MESSAGES.request.tooLarge,
    ),
    {
      ...below(
        "credentials with an extra field",
        credentials((f) => ({ ...f, role: "admin" })),
      ),
      session: "opens",
    },
    refusedBefore("malformed JSON", json('{"csrfToken": '), 400, MESSAGES.request.invalidJson),
    refusedBefore("a JSON array", json("[1,2,3]"), 400, MESSAGES.request.invalidJson),
    below("JSON with wrong types", json('{"csrfToken": 1, "email": ["a"], "password": {"$gt": ""}}')),
    refusedBefore("an empty JSON body", json(""), 400, MESSAGES.request.invalidJson),
    below("a multipart body", (p) => ({
      ...p,
      headers: { ...p.headers, "content-type": "multipart/form-data; boundary=x" },
      body: "--x--",
    })),
    refusedBefore(
      "a 1 MB form",
      credentials((f) => ({ ...f, padding: "x".repeat(1024 * 1024) })),
      413,
      MESSAGES.request.tooLarge,
    ),
    refusedBefore(
      "a 1 MB JSON body",
      json(JSON.stringify({ padding: "x".repeat(1024 * 1024) })),
      413,
      MESSAGES.request.tooLarge,
    ),
    below("sign-out with junk", (p) =>
      form({ csrfToken: "forged", callbackUrl: "javascript:alert(1)" })(at("signout")(p)),
    ),
    notFound("sign-in with an unknown provider", (p) => form({ csrfToken: "x" })(at("signin", "myspace")(p))),
    notFound("an unknown action", (p) => form({ junk: "1" })(at("definitely-not-an-action")(p))),
    below("the client log with junk", (p) => json(`{"level":"error","message":"${"x".repeat(5000)}"}`)(at("_log")(p))),
    {
      ...below(
        "credentials with another site's callbackUrl",
        credentials((f) => ({ ...f, json: "false", callbackUrl: "https://evil.example/" })),
      ),
      session: "opens",
    },
    // The right password (the example's): next-auth then redirects to the callbackUrl, through a Location header.
    {
      name: "a sign-in with a callbackUrl beyond Latin-1",
      tweak: credentials((f) => ({ ...f, json: "false", callbackUrl: "http://localhost:3000/dashboard\u202e\u4e2d" })),
      expect: { status: 302 },
      session: "opens",
    },
    {
      ...below(
        "a sign-in with a callbackUrl of 10,000 characters",
        credentials((f) => ({ ...f, json: "false", callbackUrl: `http://localhost:3000/${"x".repeat(10_000)}` })),
      ),
      session: "opens",
    },
    below(
      "credentials with a wrong password",
      credentials((f) => ({ ...f, password: "not-the-password" })),
    ),
    refusedBefore(
      "a JSON body with a lone surrogate",
      json('{"csrfToken":"x","callbackUrl":"http://localhost:3000/\\ud800"}'),
      400,
      MESSAGES.request.brokenText,
    ),
    below("a session update with junk", (p) => json('{"csrfToken":"x","data":{"plan":"platinum"}}')(at("session")(p))),
  ];
  for (const u of ODD_UNICODE) {
    cases.push(
      below(
        `credentials with an e-mail with ${u.name}`,
        credentials((f) => ({ ...f, email: `${f.email}${u.chars}` })),
      ),
    );
    cases.push(
      below(
        `credentials with a password with ${u.name}`,
        credentials((f) => ({ ...f, password: `${f.password}${u.chars}` })),
      ),
    );
  }
  return cases;
}

function webhookCases(): Case[] {
  const signed = (
    name: string,
    body: (valid: Record<string, unknown>) => string | Uint8Array,
    expect: Expectation,
  ): Case => ({
    name: `signed: ${name}`,
    tweak: (p) => {
      const raw = body(JSON.parse(String(p.body)) as Record<string, unknown>);
      return { ...p, body: raw, headers: { ...p.headers, "x-paystack-signature": sign(raw) } };
    },
    expect,
  });
  const unsigned = (name: string, headers: (p: Parts) => Record<string, string>, body?: (p: Parts) => string): Case =>
    refused(
      name,
      { tweak: (p) => ({ ...p, body: body ? body(p) : p.body, headers: headers(p) }) },
      401,
      "Invalid signature.",
    );
  const badJson = { refused: true, status: 400, error: "The event is not valid JSON." } as const;
  const badData = {
    refused: true,
    status: 400,
    error: "The charge.success event has no valid transaction data.",
  } as const;
  // Signed events this app does not act on are acknowledged (200), so Paystack stops resending them.
  const acknowledged = { status: 200 } as const;
  const data = (valid: Record<string, unknown>) => valid.data as Record<string, unknown>;
  const charge = (valid: Record<string, unknown>, change: Record<string, unknown>) =>
    JSON.stringify({ event: "charge.success", data: { ...data(valid), ...change } });
  const cases: Case[] = [
    unsigned("no signature (a forged charge.success for a pending payment)", (p) =>
      omit(p.headers, "x-paystack-signature"),
    ),
    unsigned("a signature made with another key", (p) => ({
      ...p.headers,
      "x-paystack-signature": sign(String(p.body), "sk_test_someone_else"),
    })),
    unsigned("the signature of another body", (p) => ({ ...p.headers, "x-paystack-signature": sign("{}") })),
    unsigned("a truncated signature", (p) => ({
      ...p.headers,
      "x-paystack-signature": sign(String(p.body)).slice(0, 64),
    })),
    unsigned("a signature of 100,000 characters", (p) => ({ ...p.headers, "x-paystack-signature": LONG })),
    unsigned("a signature with odd Unicode", (p) => ({
      ...p.headers,
      "x-paystack-signature": `${sign(String(p.body)).slice(0, -1)}é`,
    })),
    unsigned(
      "an unsigned amount change",
      (p) => p.headers,
      (p) => JSON.stringify({ ...JSON.parse(String(p.body)), data: { ...JSON.parse(String(p.body)).data, amount: 1 } }),
    ),
    unsigned(
      "unsigned malformed JSON",
      (p) => omit(p.headers, "x-paystack-signature"),
      () => '{"event":',
    ),
    refused(
      "a body over the 256 KB cap",
      { tweak: (p) => ({ ...p, body: `${String(p.body).slice(0, -1)}${" ".repeat(256 * 1024)}}` }) },
      413,
      MESSAGES.request.tooLarge,
    ),
    signed("malformed JSON", () => '{"event": "charge.success", ', badJson),
    signed("a JSON array", () => "[]", badJson),
    signed("an empty body", () => "", badJson),
    signed("invalid UTF-8 bytes", () => Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), badJson),
    signed("the event as a number", (v) => JSON.stringify({ ...v, event: 42 }), badJson),
    signed("no event", (v) => JSON.stringify({ data: v.data }), badJson),
    signed("charge.success without data", () => JSON.stringify({ event: "charge.success" }), {
      refused: true,
      status: 400,
    }),
    signed("charge.success with data null", () => JSON.stringify({ event: "charge.success", data: null }), badData),
    signed("the amount as a string", (v) => charge(v, { amount: "23000" }), badData),
    signed("a fractional amount", (v) => charge(v, { amount: 230.5 }), badData),
    signed("no reference", (v) => charge(v, { reference: undefined }), badData),
    signed("the customer as a string", (v) => charge(v, { customer: "someone" }), badData),
    signed("an unknown event", (v) => JSON.stringify({ ...v, event: "subscription.create" }), acknowledged),
    signed("an event name of 100,000 characters", (v) => JSON.stringify({ ...v, event: LONG }), acknowledged),
    signed("an unknown reference", (v) => charge(v, { reference: "ref_1700000000000_0123456789ab" }), acknowledged),
    signed("a reference of 100,000 characters", (v) => charge(v, { reference: LONG }), acknowledged),
  ];
  for (const u of ODD_UNICODE) {
    const broken = u.chars === "\ud800" || u.chars === "\u0000";
    const expect: Expectation = broken
      ? { refused: true, status: 400, error: MESSAGES.request.brokenText }
      : acknowledged;
    cases.push(
      signed(`a reference with ${u.name}`, (v) => charge(v, { reference: `${data(v).reference}${u.chars}` }), expect),
    );
  }
  // Acknowledged or not, a signed event that grants nothing writes nothing: checked for every case.
  return cases;
}

// ---------------------------------------------------------------------------------------------
// The sweep.

const ROUTE_FILES = apiRouteFiles();

beforeAll(async () => {
  // Paystack is mocked at the network edge (as in payments.test.ts); any other request fails the test.
  paystackMock.listen({ onUnhandledRequest: "error" });
  fx = await makeFixtures();
}, 60_000);
afterAll(async () => {
  paystackMock.close();
  await closeSnapshots();
});

describe("the sweep's table", () => {
  it("finds the route files", () => {
    expect(ROUTE_FILES.length).toBeGreaterThan(20);
    expect(ROUTE_FILES.map((r) => r.pattern)).toContain("/api/venting-room/media/[postId]");
  });

  it.each(ROUTE_FILES.map((r) => [r.pattern, r.file] as const))(
    "%s: the table describes exactly the methods its file exports",
    async (pattern, file) => {
      const routeModule = (await import(file)) as Record<string, unknown>;
      const exported = exportedMethods(routeModule);
      // The end-to-end sweep reads the methods from the source text: it must agree with the module.
      expect(exportedMethodsInSource(file)).toEqual(exported);
      expect({ pattern, described: HTTP_METHODS.filter((m) => ROUTES[pattern]?.[m]) }).toEqual({
        pattern,
        described: exported,
      });
      for (const method of HTTP_METHODS.filter((m) => !exported.includes(m)))
        expect(routeModule[method]).toBeUndefined();
      // Every dynamic segment is swept (next-auth's catch-all has cases of its own).
      for (const method of exported) {
        const ep = ROUTES[pattern]?.[method];
        if (ep && !ep.onlyOwnCases)
          expect({ method, swept: Object.keys(ep.params ?? {}) }).toEqual({
            method,
            swept: dynamicSegments(pattern).map((d) => d.name),
          });
      }
    },
  );

  it("notices any write but the attempt counters", async () => {
    const before = await snapshotDatabase();
    await db.rateLimit.create({
      data: { key: "user:sweep-self-test:venting-post", count: 1, windowStartMs: BigInt(Date.now()) },
    });
    expect(changesBetween(before, await snapshotDatabase())).toEqual([]);
    await db.rateLimit.create({ data: { key: "sweep:self-test", count: 1, windowStartMs: BigInt(Date.now()) } });
    const message = await db.contactMessage.create({
      data: { fullName: "Sweep", email: "sweep@example.co.za", subject: "Self-test", message: "Is anyone watching?" },
    });
    expect(changesBetween(before, await snapshotDatabase())).toEqual([
      "ContactMessage (0 → 1 rows)",
      'RateLimit "sweep:self-test" (not an attempt counter)',
    ]);
    await db.contactMessage.update({ where: { id: message.id }, data: { subject: "Changed" } });
    const between = await snapshotDatabase();
    await db.contactMessage.update({ where: { id: message.id }, data: { subject: "Changed again" } });
    expect(changesBetween(between, await snapshotDatabase())).toEqual(["ContactMessage (1 → 1 rows)"]);
    await db.contactMessage.delete({ where: { id: message.id } });
    await db.rateLimit.deleteMany();
  });

  it("has no entries for routes that do not exist", () => {
    expect(Object.keys(ROUTES).filter((pattern) => !ROUTE_FILES.some((r) => r.pattern === pattern))).toEqual([]);
  });
});

describe.each(ROUTE_FILES.map((r) => [r.pattern, r.file] as const))("%s", (pattern, file) => {
  const spec = ROUTES[pattern];
  if (!spec) {
    it("has an entry in the sweep's ROUTES table", () => {
      throw new Error(
        `${file} is not described in ROUTES (__tests__/server/bad-input-sweep.test.ts): add one object for it`,
      );
    });
    return;
  }
  const exported = exportedMethodsInSource(file);

  it.each(HTTP_METHODS.filter((m) => !exported.includes(m)))(
    "does not export %s (Next.js answers it with 405)",
    async (method) => {
      expect((await import(file))[method]).toBeUndefined();
    },
  );

  describe.each(exported.filter((m) => spec[m]))("%s", (method) => {
    const ep = spec[method]!;

    it(`accepts the valid example (${ep.ok})`, async () => {
      const response = await send(file, encode(pattern, method, ep, await ep.example(fx)));
      ep.accepted?.(response);
      expect(`${response.status} ${(await response.text()).slice(0, 300)}`).toMatch(new RegExp(`^${ep.ok} `));
    });

    it.each(casesFor(method, ep).map((c) => [c.name, c] as const))("%s", async (_, c) => {
      // Counters from earlier cases must not turn this one away with a 429.
      await db.rateLimit.deleteMany();
      const ex = await ep.example(fx);
      // Reads may create what they read on first use (a member's Venting Room settings): do that first.
      if (method === "GET") await send(file, encode(pattern, method, ep, ex));
      let parts = encode(pattern, method, ep, c.mutate ? c.mutate(ex) : ex);
      if (c.tweak) parts = c.tweak(parts);
      const before = await snapshotDatabase();
      const response = await send(file, parts);
      await check(response, c.expect, ep.ok);
      // A sign-in opens a session and remembers the browser it came from (lib/accounts/known-clients.ts).
      const sessionRows = /^(?:UserSession|KnownClient) \((\d+) → (\d+) rows\)$/;
      const changes = changesBetween(before, await snapshotDatabase()).filter((change) => {
        const rows = c.session ? sessionRows.exec(change) : null;
        const added = rows ? Number(rows[2]) - Number(rows[1]) : null;
        return !((c.session === "opens" && added === 1) || (c.session === "ends" && added === 0));
      });
      expect(changes).toEqual([]);
    });
  });
});
