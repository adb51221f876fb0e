// Forms that post files natively, before JavaScript has loaded: route() answers a browser's own
// form post with a 303 back to the form's page and a signed notice; anything else keeps its JSON.
import { POST as transferPost } from "@/app/api/dashboard/entrepreneurship/transfers/route";
import { db } from "@/lib/db/client";
import { openNotice, sealNotice } from "@/lib/forms/notice";
import { fixtures } from "../fixtures/media";
import { transferFieldsFor } from "../helpers/groups";
import { APP_ORIGIN, noContext } from "../helpers/requests";
import { multipartRequest } from "../helpers/uploads";
import { newMember } from "../helpers/users";

const TRANSFERS = "/api/dashboard/entrepreneurship/transfers";
const PAGE = "/entrepreneurship-education-dashboard?scope=local&tab=groups&section=transfer";

/** The same multipart post, as the browser sends it when it submits the form itself. */
function navigation(request: Request, referer: string = `${APP_ORIGIN}${PAGE}`): Request {
  const headers = new Headers(request.headers);
  headers.set("sec-fetch-mode", "navigate");
  headers.set("referer", referer);
  return new Request(request, { headers });
}

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function fields(requesterId: string) {
  return {
    ...(await transferFieldsFor(requesterId, { memberName: "Lindiwe" })),
    transferDate: nextWeek(),
    agreement: { bytes: fixtures.pdf(), name: "agreement.pdf", type: "application/pdf" },
  };
}

function noticeOf(response: Response) {
  const location = new URL(response.headers.get("location")!, APP_ORIGIN);
  return { location, state: openNotice(location.searchParams.get("notice") ?? undefined, TRANSFERS) };
}

describe("a native form post to a route handler", () => {
  it("goes back to the form's page with the answer as a notice, and stores what the JSON post would", async () => {
    const member = await newMember("entrepreneur");
    const response = await transferPost(
      navigation(multipartRequest(TRANSFERS, await fields(member.user.id), member.cookie)),
      noContext,
    );
    expect(response.status).toBe(303);
    const { location, state } = noticeOf(response);
    expect(`${location.pathname}?scope=${location.searchParams.get("scope")}`).toBe(
      "/entrepreneurship-education-dashboard?scope=local",
    );
    expect(location.searchParams.get("section")).toBe("transfer");
    expect(location.hash).toBe("#form-notice");
    expect(state).toEqual({ status: "success", message: "Your transfer request is submitted." });
    expect(await db.memberTransfer.count({ where: { userId: member.user.id } })).toBe(1);
  });

  it("carries a refusal and its field errors back, and writes nothing", async () => {
    const member = await newMember("entrepreneur");
    const base = await fields(member.user.id);
    const same = { ...base, toGroupId: base.fromGroupId };
    const response = await transferPost(navigation(multipartRequest(TRANSFERS, same, member.cookie)), noContext);
    expect(response.status).toBe(303);
    expect(noticeOf(response).state).toMatchObject({
      status: "error",
      fieldErrors: { toGroupId: "The member must move to a different group." },
    });
    expect(await db.memberTransfer.count({ where: { userId: member.user.id } })).toBe(0);
  });

  it("never goes back to another site, whatever the Referer says", async () => {
    const member = await newMember("entrepreneur");
    const request = navigation(
      multipartRequest(TRANSFERS, await fields(member.user.id), member.cookie),
      "https://evil.example/x",
    );
    const response = await transferPost(request, noContext);
    expect(noticeOf(response).location.pathname).toBe("/");
    expect(noticeOf(response).location.origin).toBe(APP_ORIGIN);
  });

  it("keeps answering JSON to the script's own post", async () => {
    const member = await newMember("entrepreneur");
    const response = await transferPost(
      multipartRequest(TRANSFERS, await fields(member.user.id), member.cookie),
      noContext,
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("a notice", () => {
  const state = { status: "error" as const, message: "The agreement must be a PDF." };

  it("opens only for its own route, unaltered and in time", () => {
    const now = Date.now();
    const sealed = sealNotice(TRANSFERS, state, now);
    expect(openNotice(sealed, TRANSFERS, now)).toEqual(state);
    expect(openNotice(sealed, "/api/venting-room/upload-post", now)).toBeNull();
    expect(openNotice(sealed, TRANSFERS, now + 11 * 60 * 1000)).toBeNull();
    const [payload, signature] = sealed.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), message: "Call us now" }),
    ).toString("base64url");
    expect(openNotice(`${forged}.${signature}`, TRANSFERS, now)).toBeNull();
    expect(openNotice(`${payload}.${signature.slice(1)}`, TRANSFERS, now)).toBeNull();
    expect(openNotice("not-a-notice", TRANSFERS, now)).toBeNull();
    expect(openNotice(undefined, TRANSFERS, now)).toBeNull();
  });
});
