import fs from "node:fs";
import path from "node:path";
import {
  DELETE as certificateDelete,
  PATCH as certificatePatch,
} from "@/app/api/dashboard/entrepreneurship/certifications/[certificateId]/route";
import {
  GET as certificationsGet,
  POST as certificatePost,
} from "@/app/api/dashboard/entrepreneurship/certifications/route";
import { GET as groupsGet } from "@/app/api/dashboard/entrepreneurship/groups/route";
import { GET as agreementGet } from "@/app/api/dashboard/entrepreneurship/transfers/[transferId]/agreement/route";
import { POST as transferPost } from "@/app/api/dashboard/entrepreneurship/transfers/route";
import { db } from "@/lib/db/client";
import {
  createCertificate,
  deleteCertificate,
  listCertificates,
  updateCertificate,
} from "@/lib/entrepreneurship/certificates";
import { MESSAGES } from "@/lib/messages";
import { fixtures, padTo } from "../fixtures/media";
import { transferFieldsFor } from "../helpers/groups";
import { getRequest, jsonRequest, noContext } from "../helpers/requests";
import { multipartRequest, storedFiles } from "../helpers/uploads";
import { newMember } from "../helpers/users";

type Member = Awaited<ReturnType<typeof newMember>>;
const CERTIFICATES = "/api/dashboard/entrepreneurship/certifications";
const TRANSFERS = "/api/dashboard/entrepreneurship/transfers";
const idContext = (certificateId: string) => ({ params: Promise.resolve({ certificateId }) });

/** A day `offset` days from today, as the date input sends it. */
const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("certificates", () => {
  let member: Member;
  beforeAll(async () => {
    member = await newMember("entrepreneur", "Sipho");
  });

  const post = (body: unknown, who: Member = member) =>
    certificatePost(jsonRequest(CERTIFICATES, body, { headers: { cookie: who.cookie } }), noContext);
  const list = async (scope: string, who: Member = member) =>
    (
      await (
        await certificationsGet(getRequest(`${CERTIFICATES}?scope=${scope}`, { cookie: who.cookie }), noContext)
      ).json()
    ).certificates;

  it("creates, lists, edits and deletes a learner's own certificate", async () => {
    const created = await post({
      type: "nqf",
      scope: "national",
      name: "  National Certificate: New Venture Creation  ",
      issuer: "Services SETA",
      monthYear: "2024-11",
      link: "https://example.org/certificates/12345",
      lessons: "Business plans, costing, and pitching to funders.",
    });
    expect(created.status).toBe(201);
    const { certificate, message } = await created.json();
    expect(message).toBe("Certificate added.");
    expect(certificate).toMatchObject({
      type: "nqf",
      scope: "national",
      name: "National Certificate: New Venture Creation",
      monthYear: "2024-11",
    });

    expect((await list("national")).map((c: { id: string }) => c.id)).toEqual([certificate.id]);
    // Saved with its arena: another arena's table does not show it.
    expect(await list("global")).toEqual([]);

    const edited = await certificatePatch(
      jsonRequest(
        `${CERTIFICATES}/${certificate.id}`,
        { type: "short-course", name: "New Venture Creation", issuer: "Services SETA", link: "" },
        {
          method: "PATCH",
          headers: { cookie: member.cookie },
        },
      ),
      idContext(certificate.id),
    );
    expect(edited.status).toBe(200);
    expect((await edited.json()).certificate).toMatchObject({
      type: "short-course",
      name: "New Venture Creation",
      scope: "national",
      monthYear: null,
      link: null,
      lessons: null,
    });

    const removed = await certificateDelete(
      jsonRequest(`${CERTIFICATES}/${certificate.id}`, "", { method: "DELETE", headers: { cookie: member.cookie } }),
      idContext(certificate.id),
    );
    expect(removed.status).toBe(200);
    expect(await list("national")).toEqual([]);
    const again = await certificateDelete(
      jsonRequest(`${CERTIFICATES}/${certificate.id}`, "", { method: "DELETE", headers: { cookie: member.cookie } }),
      idContext(certificate.id),
    );
    expect(again.status).toBe(404);
  });

  it("lets nobody edit or delete someone else's certificate", async () => {
    const owner = await newMember("platinum", "Naledi");
    const intruder = await newMember("entrepreneur", "Kagiso");
    const certificate = await createCertificate(owner.user.id, {
      type: "stepps",
      scope: "local",
      name: "Spaza Pricing",
      issuer: "Stepps",
    });
    const patch = await certificatePatch(
      jsonRequest(
        `${CERTIFICATES}/${certificate.id}`,
        { type: "stepps", name: "Hijacked", issuer: "Me" },
        { method: "PATCH", headers: { cookie: intruder.cookie } },
      ),
      idContext(certificate.id),
    );
    expect(patch.status).toBe(404);
    const remove = await certificateDelete(
      jsonRequest(`${CERTIFICATES}/${certificate.id}`, "", { method: "DELETE", headers: { cookie: intruder.cookie } }),
      idContext(certificate.id),
    );
    expect(remove.status).toBe(404);
    expect(await db.certificate.findUnique({ where: { id: certificate.id } })).toMatchObject({
      name: "Spaza Pricing",
      issuer: "Stepps",
    });
    await expect(
      updateCertificate(intruder.user.id, certificate.id, { type: "stepps", name: "x", issuer: "y" }),
    ).rejects.toThrow("This certificate does not exist.");
    await expect(deleteCertificate(intruder.user.id, certificate.id)).rejects.toThrow(
      "This certificate does not exist.",
    );
    expect(await listCertificates(intruder.user.id, "local")).toEqual([]);
    // A malformed id is simply not found.
    expect(
      (
        await certificateDelete(
          jsonRequest(`${CERTIFICATES}/x`, "", { method: "DELETE", headers: { cookie: owner.cookie } }),
          idContext("../../etc"),
        )
      ).status,
    ).toBe(404);
  });

  it("refuses an invalid certificate with the field's message and writes nothing", async () => {
    const valid = { type: "stepps", scope: "local", name: "Costing for profit", issuer: "Stepps" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: "" }, "Certificate name is required."],
      [{ ...valid, name: undefined }, "Certificate name is required."],
      [{ ...valid, issuer: "   " }, "Issuer is required."],
      [{ ...valid, link: "not a url" }, "The link must be a URL starting with https:// or http://."],
      [{ ...valid, link: "javascript:alert(1)" }, "The link must be a URL starting with https:// or http://."],
      [{ ...valid, monthYear: "11/2024" }, "Enter the month and year as YYYY-MM."],
      [{ ...valid, monthYear: "2024-13" }, "Enter the month and year as YYYY-MM."],
      [{ ...valid, monthYear: "1800-01" }, "Enter the month and year as YYYY-MM."],
      [{ ...valid, type: "degree" }, "Choose a certificate type."],
      [
        { ...valid, scope: "Local" },
        "Unknown arena: scope must be local, national, continental or global (lowercase).",
      ],
      [{ ...valid, name: "n".repeat(121) }, "Keep the certificate name to 120 characters or fewer."],
      [{ ...valid, lessons: "l".repeat(1001) }, "Keep the lessons to 1000 characters or fewer."],
      [{ ...valid, userId: "someone-else" }, "Unexpected field: userId."],
    ];
    const before = await db.certificate.count();
    for (const [body, error] of cases) {
      const response = await post(body);
      expect({ status: response.status, error: (await response.json()).error }).toEqual({ status: 400, error });
    }
    expect((await post(valid, await newMember("stem"))).status).toBe(403);
    expect(await db.certificate.count()).toBe(before);
  });

  it("stores optional fields left empty as nothing", async () => {
    const response = await post({
      type: "services-seta",
      scope: "continental",
      name: "Export Readiness",
      issuer: "Services SETA",
      monthYear: "",
      link: "  ",
      lessons: "",
    });
    expect(response.status).toBe(201);
    expect((await response.json()).certificate).toMatchObject({ monthYear: null, link: null, lessons: null });
  });
});

describe("member transfers", () => {
  let member: Member;
  let groups: { id: string; name: string }[];
  beforeAll(async () => {
    member = await newMember("entrepreneur", "Ayanda");
    groups = await db.learnerGroup.findMany({ orderBy: { position: "asc" }, select: { id: true, name: true } });
  });

  /** A request to move a new member of the requester's group (Local's first) to the second group. */
  const fields = async (overrides: Record<string, unknown> = {}) => ({
    ...(await transferFieldsFor(member.user.id, { memberName: "Ayanda" })),
    transferDate: dayFromToday(7),
    agreement: { bytes: fixtures.pdf(), name: "Signed agreement (Ayanda).pdf", type: "application/pdf" },
    ...overrides,
  });
  const send = (body: Record<string, unknown>, who: Member = member) =>
    transferPost(multipartRequest(TRANSFERS, body, who.cookie), noContext);

  async function refused(body: Record<string, unknown>, status: number, error: string) {
    const before = { files: storedFiles().length, rows: await db.memberTransfer.count() };
    const response = await send(body);
    expect({ status: response.status, error: (await response.json()).error }).toEqual({ status, error });
    expect({ files: storedFiles().length, rows: await db.memberTransfer.count() }).toEqual(before);
  }

  it("saves a request with its agreement, lists it under membership and serves the file to its owner only", async () => {
    const response = await send(await fields());
    expect(response.status).toBe(201);
    const { transfer, message } = await response.json();
    expect(message).toBe("Your transfer request is submitted.");
    expect(transfer).toMatchObject({
      fromGroup: groups[0].name,
      toGroup: groups[1].name,
      memberName: "Ayanda M.",
      status: "pending",
    });
    // The uploader's file name (with their name in it) is not kept.
    expect(transfer.agreement.name).toBe("transfer-agreement.pdf");

    const row = await db.memberTransfer.findUniqueOrThrow({ where: { id: transfer.id } });
    const stored = fs.readFileSync(path.join(process.env.UPLOAD_DIR!, ...row.agreementKey.split("/")));
    expect(stored.equals(fixtures.pdf())).toBe(true);

    const overview = await (
      await groupsGet(
        getRequest("/api/dashboard/entrepreneurship/groups?scope=local", { cookie: member.cookie }),
        noContext,
      )
    ).json();
    expect(overview.transfers.map((t: { id: string }) => t.id)).toEqual([transfer.id]);

    const context = { params: Promise.resolve({ transferId: transfer.id }) };
    const download = await agreementGet(getRequest(transfer.agreement.url, { cookie: member.cookie }), context);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(fixtures.pdf())).toBe(true);

    const stranger = await newMember("platinum");
    expect((await agreementGet(getRequest(transfer.agreement.url, { cookie: stranger.cookie }), context)).status).toBe(
      404,
    );
    expect((await agreementGet(getRequest(transfer.agreement.url), context)).status).toBe(401);
  });

  it("accepts a photo of the signed agreement, without the photo's metadata", async () => {
    const response = await send(
      await fields({ agreement: { bytes: fixtures.jpeg(), name: "IMG_2041.jpg", type: "image/jpeg" } }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).transfer.agreement.name).toBe("transfer-agreement.jpg");
  });

  it("refuses invalid requests with a clear 4xx and stores nothing", async () => {
    await refused(await fields({ toGroupId: groups[0].id }), 400, "The member must move to a different group.");
    await refused(await fields({ fromGroupId: "group-that-does-not-exist" }), 400, "Choose a group from the list.");
    await refused(await fields({ fromGroupId: "<script>" }), 400, "Choose a group from the list.");
    await refused(await fields({ fromGroupId: groups[2].id }), 400, MESSAGES.entrepreneurship.transfer.fromOwnGroup);
    await refused(await fields({ memberId: "" }), 400, MESSAGES.entrepreneurship.transfer.member);
    await refused(await fields({ memberId: "Robert'); DROP TABLE--" }), 400, MESSAGES.entrepreneurship.transfer.member);
    await refused(await fields({ memberId: "no-such-membership" }), 400, MESSAGES.entrepreneurship.transfer.member);
    await refused(await fields({ memberName: "Ayanda Mokoena" }), 400, "Unexpected field: memberName.");
    await refused(
      await fields({ transferDate: "2025-02-30" }),
      400,
      "Enter the transfer date as a real date (YYYY-MM-DD).",
    );
    await refused(
      await fields({ transferDate: "next week" }),
      400,
      "Enter the transfer date as a real date (YYYY-MM-DD).",
    );
    await refused(
      await fields({ transferDate: dayFromToday(400) }),
      400,
      "The transfer date must be within a year of today.",
    );
    await refused(await fields({ agreement: undefined }), 400, "Attach the signed transfer agreement.");
    await refused(
      await fields({ agreement: { bytes: fixtures.txt(), name: "agreement.pdf", type: "application/pdf" } }),
      415,
      "The agreement must be a PDF, Word document (.doc or .docx), JPEG or PNG.",
    );
    await refused(
      await fields({ agreement: { bytes: fixtures.mp3(), name: "agreement.pdf" } }),
      415,
      "The agreement must be a PDF, Word document (.doc or .docx), JPEG or PNG.",
    );
    await refused(
      await fields({ agreement: { bytes: padTo(fixtures.pdf(), 5 * 1024 * 1024 + 1), name: "big.pdf" } }),
      413,
      "The agreement can be at most 5 MB.",
    );
    await refused(await fields({ extra: "field" }), 400, "Unexpected field: extra.");
  });

  it("checks the plan and the origin before reading anything", async () => {
    const before = await db.memberTransfer.count();
    expect((await send(await fields(), await newMember("gold"))).status).toBe(403);
    const crossSite = multipartRequest(TRANSFERS, await fields(), member.cookie);
    const forged = new Request(crossSite, {
      headers: { ...Object.fromEntries(crossSite.headers), origin: "https://evil.example" },
    });
    expect((await transferPost(forged, noContext)).status).toBe(403);
    expect(await db.memberTransfer.count()).toBe(before);
  });
});

describe("the certificate limit", () => {
  it("holds when 40 certificates are added at once with room for 5", async () => {
    const learner = await newMember("entrepreneur", "Buhle");
    const { MAX_CERTIFICATES_PER_USER } = await import("@/lib/entrepreneurship/certificates");
    for (let i = 0; i < MAX_CERTIFICATES_PER_USER - 5; i++) {
      await createCertificate(learner.user.id, {
        type: "short-course",
        scope: "global",
        name: `Course ${i}`,
        issuer: "Stepps",
      });
    }
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        certificatePost(
          jsonRequest(
            CERTIFICATES,
            { type: "stepps", scope: "global", name: `Racing ${i}`, issuer: "Stepps" },
            { headers: { cookie: learner.cookie } },
          ),
          noContext,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 400)).toHaveLength(35);
    expect(await db.certificate.count({ where: { userId: learner.user.id } })).toBe(MAX_CERTIFICATES_PER_USER);
  });
});
