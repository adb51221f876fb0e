import { leaveGroupAction } from "@/app/(dashboard)/entrepreneurship-education-dashboard/actions";
import { removeGroupMember } from "@/app/(staff)/staff/groups/actions";
import { POST as joinRoute } from "@/app/api/dashboard/entrepreneurship/groups/join/route";
import { GET as groupsRoute } from "@/app/api/dashboard/entrepreneurship/groups/route";
import { db } from "@/lib/db/client";
import { saveAnswer } from "@/lib/entrepreneurship/assessments";
import { groupRoster } from "@/lib/entrepreneurship/group-roster";
import { groupScores, groupsOverview, rankByPoints } from "@/lib/entrepreneurship/groups";
import { FORMER_MEMBER, joinGroup, memberDisplayName } from "@/lib/entrepreneurship/memberships";
import { submitWriteUp } from "@/lib/entrepreneurship/projects";
import { GROUP_POINTS, SEAT_KEPT_DAYS } from "@/lib/entrepreneurship/rules";
import { decideTransfer } from "@/lib/entrepreneurship/transfer-decisions";
import { createTransfer, listTransfers } from "@/lib/entrepreneurship/transfers";
import { DomainError } from "@/lib/errors";
import { MESSAGES } from "@/lib/messages";
import { outboxIdle } from "@/lib/outbox";
import { deleteOwnAccount } from "@/lib/personal-data/delete";
import { runSchedulerRound } from "@/lib/scheduler";
import { fixtures } from "../fixtures/media";
import { runAction } from "../helpers/actions";
import { changesBetween, closeSnapshots, snapshotDatabase } from "../helpers/db-snapshot";
import { openProject, placeInGroup, transferFieldsFor } from "../helpers/groups";
import { mailTo } from "../helpers/mailbox";
import { outcome } from "../helpers/outcome";
import { getRequest, jsonRequest, noContext, sessionCookie } from "../helpers/requests";
import { newMember, newUser } from "../helpers/users";

jest.mock("next/headers", () => jest.requireActual("../helpers/next-headers").nextHeadersMock);
// Actions refresh the pages they change; outside Next there is no page cache to refresh.
jest.mock("next/cache", () => ({ revalidatePath: () => {}, refresh: () => {} }));

const G = MESSAGES.entrepreneurship.groups;
const T = MESSAGES.entrepreneurship.transfer;
const F = MESSAGES.facilitator;

afterAll(closeSnapshots);

let groups: { id: string; name: string; capacity: number }[];
beforeAll(async () => {
  groups = await db.learnerGroup.findMany({
    orderBy: { position: "asc" },
    select: { id: true, name: true, capacity: true },
  });
});

let n = 0;
/** Accounts with a name and a month of Entrepreneurship (a seat is held only with it), and no password. */
async function learners(count: number, name = "Learner", endsAt = new Date(Date.now() + 30 * DAY)) {
  const stamp = `${Date.now()}-${(n += 1)}`;
  await db.user.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      email: `${name}${i}-${stamp}@example.co.za`,
      name,
      surname: `S${i}`,
    })),
  });
  const people = await db.user.findMany({
    where: { email: { endsWith: `-${stamp}@example.co.za` } },
    select: { id: true },
  });
  await db.subscription.createMany({
    data: people.map((person) => ({
      userId: person.id,
      planId: "entrepreneur",
      source: "grant" as const,
      reference: `seat-${person.id}`,
      startsAt: new Date(endsAt.getTime() - 30 * DAY),
      endsAt,
    })),
  });
  return people;
}

const DAY = 24 * 60 * 60 * 1000;

/** A group of its own for a test: seeded groups are shared by every test in the file. */
async function newGroup(capacity: number) {
  n += 1;
  return db.learnerGroup.create({
    data: {
      id: `group-test-${n}-${Date.now()}`,
      position: 100 + n,
      name: `Test Group ${n}`,
      focus: "Tests.",
      capacity,
    },
  });
}

describe("joining a group", () => {
  it("seats a learner in one group per arena, and shows the group, its count and its members", async () => {
    const { user } = await newMember("entrepreneur", "Thandi");
    const [a, b] = groups;
    const before = (await groupsOverview(user.id, "national")).groups.find((g) => g.id === a.id)!.members;

    expect(await joinGroup(user.id, { scope: "national", groupId: a.id })).toEqual({ groupId: a.id, name: a.name });
    const overview = await groupsOverview(user.id, "national");
    expect(overview.groups.find((g) => g.id === a.id)).toMatchObject({ members: before + 1, capacity: a.capacity });
    expect(overview.ownGroup).toMatchObject({ id: a.id, name: a.name });
    expect(overview.ownGroup!.members).toContainEqual({
      membershipId: expect.any(String),
      name: "Thandi M.",
      you: true,
    });

    // A second group in the same arena is refused, and writes nothing; another arena is its own.
    const snapshot = await snapshotDatabase();
    expect(await outcome(joinGroup(user.id, { scope: "national", groupId: b.id }))).toMatchObject({
      ok: false,
      kind: "conflict",
      message: G.alreadyMember(a.name),
    });
    expect(changesBetween(snapshot, await snapshotDatabase())).toEqual([]);
    await joinGroup(user.id, { scope: "global", groupId: b.id });
    expect((await groupsOverview(user.id, "global")).ownGroup?.id).toBe(b.id);
    expect((await groupsOverview(user.id, "local")).ownGroup).toBeNull();
  });

  it("refuses an unknown group and a full one", async () => {
    const { user } = await newMember("entrepreneur", "Sipho");
    expect(await outcome(joinGroup(user.id, { scope: "local", groupId: "no-such-group" }))).toMatchObject({
      ok: false,
      kind: "invalid",
      message: G.group,
    });
    const full = await newGroup(1);
    const [first] = await learners(1);
    await joinGroup(first.id, { scope: "local", groupId: full.id });
    expect(await outcome(joinGroup(user.id, { scope: "local", groupId: full.id }))).toMatchObject({
      ok: false,
      kind: "conflict",
      message: G.full(full.name),
    });
    // Seats are per arena: the same group has room in another.
    await joinGroup(user.id, { scope: "continental", groupId: full.id });
  });

  it("seats exactly 10 when 100 learners join a 10-seat group at once", async () => {
    const group = await newGroup(10);
    const people = await learners(100, "Racer");
    const results = await Promise.allSettled(people.map((p) => joinGroup(p.id, { scope: "local", groupId: group.id })));
    const kinds = results.map((r) =>
      r.status === "fulfilled" ? "seated" : r.reason instanceof DomainError ? r.reason.kind : String(r.reason),
    );
    expect(kinds.filter((k) => k === "seated")).toHaveLength(10);
    expect(kinds.filter((k) => k === "conflict")).toHaveLength(90);
    expect(await db.groupMembership.count({ where: { groupId: group.id, scope: "local" } })).toBe(10);
  });

  it("lets one of a learner's simultaneous joins of one arena through", async () => {
    const [person] = await learners(1, "Twice");
    const results = await Promise.allSettled(
      groups.map((g) => joinGroup(person.id, { scope: "global", groupId: g.id })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === "rejected")
        .every((r) => (r as PromiseRejectedResult).reason.kind === "conflict"),
    ).toBe(true);
    expect(await db.groupMembership.count({ where: { userId: person.id } })).toBe(1);
  });

  it("answers through the route: 201 with the group, 409 the second time, 400 for a bad arena", async () => {
    const member = await newMember("entrepreneur", "Route");
    const send = (body: unknown) =>
      joinRoute(
        jsonRequest("/api/dashboard/entrepreneurship/groups/join", body, { headers: { cookie: member.cookie } }),
        noContext,
      );
    const joined = await send({ scope: "local", groupId: groups[2].id });
    expect({ status: joined.status, body: await joined.json() }).toEqual({
      status: 201,
      body: {
        message: G.joined(groups[2].name),
        scope: "local",
        group: { groupId: groups[2].id, name: groups[2].name },
      },
    });
    const again = await send({ scope: "local", groupId: groups[3].id });
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 409,
      body: { error: G.alreadyMember(groups[2].name) },
    });
    expect((await send({ scope: "Local", groupId: groups[3].id })).status).toBe(400);
  });

  it("names members by first name and initial", () => {
    expect(memberDisplayName({ name: "Thandi", surname: "mokoena" })).toBe("Thandi M.");
    expect(memberDisplayName({ name: "Sipho", surname: " " })).toBe("Sipho");
  });
});

describe("transfers between groups", () => {
  it("must name a member of the requester's own group", async () => {
    const requester = (await newMember("entrepreneur", "Asker")).user;
    const transfer = (fields: Parameters<typeof createTransfer>[1]) =>
      outcome(createTransfer(requester.id, fields, fixtures.pdf()));

    // Not in a group in the arena.
    const stranger = (await newUser("Stranger")).user;
    const strangerMembership = await placeInGroup(stranger.id, "national", groups[0].id);
    const base = {
      scope: "national" as const,
      fromGroupId: groups[0].id,
      toGroupId: groups[1].id,
      memberId: strangerMembership.id,
      transferDate: new Date().toISOString().slice(0, 10),
    };
    expect(await transfer(base)).toMatchObject({ ok: false, kind: "invalid", message: T.notInGroup });

    // In another group than the one the member is moved from.
    await placeInGroup(requester.id, "national", groups[2].id);
    expect(await transfer(base)).toMatchObject({ ok: false, kind: "invalid", message: T.fromOwnGroup });

    // In the same group, but naming someone who is in another group, or another arena's membership.
    await placeInGroup(requester.id, "national", groups[0].id);
    const elsewhere = await placeInGroup((await newUser("Elsewhere")).user.id, "national", groups[3].id);
    expect(await transfer({ ...base, memberId: elsewhere.id })).toMatchObject({ ok: false, message: T.member });
    const otherArena = await placeInGroup(stranger.id, "local", groups[0].id);
    expect(await transfer({ ...base, memberId: otherArena.id })).toMatchObject({ ok: false, message: T.member });
    expect(await transfer({ ...base, toGroupId: "no-such-group" })).toMatchObject({ ok: false, message: T.group });

    // A fellow member: accepted, with their name from their account; a second request for them waits.
    const accepted = await createTransfer(requester.id, base, fixtures.pdf());
    expect(accepted).toMatchObject({ scope: "national", memberName: "Stranger M.", status: "pending" });
    expect(await transfer(base)).toMatchObject({ ok: false, kind: "conflict", message: T.alreadyPending });
  });

  it("records one request when ten for the same member arrive at once", async () => {
    const requester = (await newMember("entrepreneur", "Burst")).user;
    const fields = await transferFieldsFor(requester.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => outcome(createTransfer(requester.id, fields, fixtures.pdf()))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.kind === "conflict")).toHaveLength(9);
    expect(await db.memberTransfer.count({ where: { membershipId: fields.memberId } })).toBe(1);
  });

  it("keeps a request, not the name, when the member it names deletes their account", async () => {
    const requester = (await newMember("entrepreneur", "Keeper")).user;
    const fields = await transferFieldsFor(requester.id, { memberName: "Leaving" });
    const transfer = await createTransfer(requester.id, fields, fixtures.pdf());
    expect(transfer.memberName).toBe("Leaving M.");
    const { userId } = await db.groupMembership.findUniqueOrThrow({ where: { id: fields.memberId } });
    const leaving = await db.user.findUniqueOrThrow({ where: { id: userId } });
    await deleteOwnAccount(leaving, "DELETE");
    const [kept] = await listTransfers(requester.id);
    expect(kept).toMatchObject({ id: transfer.id, memberName: FORMER_MEMBER, status: "pending" });
  });

  it("refuses to approve a request made before groups had members, which names no one", async () => {
    const requester = (await newMember("entrepreneur", "Early")).user;
    const facilitator = { id: (await newUser("Facil")).user.id, label: "facilitator" };
    const transfer = await createTransfer(requester.id, await transferFieldsFor(requester.id), fixtures.pdf());
    await db.memberTransfer.update({ where: { id: transfer.id }, data: { membershipId: null } });
    expect(await outcome(decideTransfer(facilitator, { transferId: transfer.id, decision: "approve" }))).toMatchObject({
      ok: false,
      kind: "conflict",
      message: F.noMember,
    });
    expect((await db.memberTransfer.findUniqueOrThrow({ where: { id: transfer.id } })).status).toBe("pending");
  });

  it("moves the member only when a facilitator approves", async () => {
    const requester = (await newMember("entrepreneur", "Mover")).user;
    const facilitator = { id: (await newUser("Facil")).user.id, label: "facilitator" };
    const fields = await transferFieldsFor(requester.id);
    const transfer = await createTransfer(requester.id, fields, fixtures.pdf());
    const membership = () => db.groupMembership.findUniqueOrThrow({ where: { id: fields.memberId } });
    expect((await membership()).groupId).toBe(fields.fromGroupId);

    const approvedAt = new Date(Date.now() + 60_000);
    await decideTransfer(facilitator, { transferId: transfer.id, decision: "approve" }, approvedAt);
    expect(await membership()).toMatchObject({ groupId: fields.toGroupId, joinedAt: approvedAt });

    // A refusal moves no one.
    const second = await transferFieldsFor(requester.id, { memberName: "Stays" });
    const refused = await createTransfer(requester.id, second, fixtures.pdf());
    await decideTransfer(facilitator, { transferId: refused.id, decision: "refuse", note: "Not signed." });
    expect((await db.groupMembership.findUniqueOrThrow({ where: { id: second.memberId } })).groupId).toBe(
      second.fromGroupId,
    );
  });

  it("refuses to approve into a full group, or once the member has left, and writes nothing", async () => {
    const requester = (await newMember("entrepreneur", "Full")).user;
    const facilitator = { id: (await newUser("Facil")).user.id, label: "facilitator" };
    const from = await newGroup(5);
    const to = await newGroup(1);
    await placeInGroup(requester.id, "global", from.id);
    const member = await placeInGroup((await newUser("Member")).user.id, "global", from.id);
    const fields = {
      scope: "global" as const,
      fromGroupId: from.id,
      toGroupId: to.id,
      memberId: member.id,
      transferDate: new Date().toISOString().slice(0, 10),
    };
    const transfer = await createTransfer(requester.id, fields, fixtures.pdf());
    await placeInGroup((await newMember("entrepreneur", "Seated")).user.id, "global", to.id);

    let snapshot = await snapshotDatabase();
    expect(await outcome(decideTransfer(facilitator, { transferId: transfer.id, decision: "approve" }))).toMatchObject({
      ok: false,
      kind: "conflict",
      message: F.groupFull(to.name),
    });
    expect(changesBetween(snapshot, await snapshotDatabase())).toEqual([]);

    await db.learnerGroup.update({ where: { id: to.id }, data: { capacity: 2 } });
    await db.groupMembership.delete({ where: { id: member.id } });
    snapshot = await snapshotDatabase();
    expect(await outcome(decideTransfer(facilitator, { transferId: transfer.id, decision: "approve" }))).toMatchObject({
      ok: false,
      message: F.memberGone,
    });
    expect(changesBetween(snapshot, await snapshotDatabase())).toEqual([]);
    // Refusing still works.
    await decideTransfer(facilitator, { transferId: transfer.id, decision: "refuse", note: "They left the group." });
  });
});

describe("the Group Score", () => {
  it("counts answers and write-ups made in a group, for the group they were made in", async () => {
    const scope = "local";
    const project = await openProject(scope);
    const group = project.groupId;
    const scoreOf = async (id: string) => (await groupScores(scope)).find((row) => row.groupId === id)!;
    const before = await scoreOf(group);

    const member = (await newMember("entrepreneur", "Scorer")).user;
    const outsider = (await newMember("entrepreneur", "Outsider")).user;
    const category = await db.assessmentCategory.findFirstOrThrow({ where: { scope }, select: { id: true } });
    const answer = (userId: string, step: "solution" | "trending-news") =>
      saveAnswer(userId, { categoryId: category.id, step, answer: "Sell airtime at the taxi rank in the morning." });

    // Not in a group yet: the answer counts for no group.
    await answer(member.id, "trending-news");
    await placeInGroup(member.id, scope, group);
    await answer(member.id, "solution");
    await answer(member.id, "solution"); // answering again replaces; it does not count twice
    await answer(outsider.id, "solution"); // in no group
    expect(
      await submitWriteUp(member.id, { projectId: project.id, summary: "We sold out by noon on the day." }),
    ).toEqual({
      created: true,
    });
    expect(
      await submitWriteUp(member.id, { projectId: project.id, summary: "We sold out by eleven, in fact." }),
    ).toEqual({
      created: false,
    });

    const after = await scoreOf(group);
    expect({ answers: after.answers - before.answers, submissions: after.submissions - before.submissions }).toEqual({
      answers: 1,
      submissions: 1,
    });
    expect(after.points - before.points).toBe(GROUP_POINTS.assessmentAnswer + GROUP_POINTS.projectSubmission);

    // A later move does not carry the points off.
    await placeInGroup(member.id, scope, groups.find((g) => g.id !== group)!.id);
    expect((await scoreOf(group)).points).toBe(after.points);
  });

  it("takes one write-up per member however many are sent at once", async () => {
    const project = await openProject("national");
    const member = (await newMember("entrepreneur", "Burst")).user;
    await placeInGroup(member.id, "national", project.groupId);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        submitWriteUp(member.id, { projectId: project.id, summary: `Our write-up, version ${i} of thirty.` }),
      ),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const created = results.filter((r) => (r as PromiseFulfilledResult<{ created: boolean }>).value.created);
    expect(created).toHaveLength(1);
    expect(await db.projectSubmission.count({ where: { userId: member.id, projectId: project.id } })).toBe(1);
  });

  it("takes write-ups only from the project's group, while they are open", async () => {
    const project = await openProject("continental");
    const member = (await newMember("entrepreneur", "Writer")).user;
    const summary = "We costed a box of goods to Gaborone.";
    const send = (projectId: string, now?: Date) => outcome(submitWriteUp(member.id, { projectId, summary }, now));
    const P = MESSAGES.entrepreneurship.projects;

    expect(await send(project.id)).toMatchObject({ ok: false, kind: "forbidden", message: P.notYourGroup });
    await placeInGroup(member.id, "continental", groups.find((g) => g.id !== project.groupId)!.id);
    expect(await send(project.id)).toMatchObject({ ok: false, kind: "forbidden" });
    await placeInGroup(member.id, "continental", project.groupId);

    expect(await send("project-local-market-day")).toMatchObject({ ok: false, kind: "gone", message: P.history });
    expect(await send("continental-2099-01-1")).toMatchObject({ ok: false, kind: "not-found" });
    expect(await send("continental-2026-11-5")).toMatchObject({ ok: false, kind: "not-found" });
    expect(await send("no-such-project")).toMatchObject({ ok: false, kind: "not-found" });

    // Dates: before its month it has not opened; two weeks after its day it has closed.
    const day = new Date(`${project.date}T10:00:00Z`);
    const monthBefore = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() - 1, 28, 10));
    expect(await send(project.id, monthBefore)).toMatchObject({ ok: false, kind: "forbidden" });
    // Closing day is South African: 22:30 UTC on the last day is already the next day there.
    const closes = new Date(`${project.date}T00:00:00Z`);
    closes.setUTCDate(closes.getUTCDate() + 14);
    const lastDay = closes.toISOString().slice(0, 10);
    expect(await send(project.id, new Date(`${lastDay}T21:30:00Z`))).toMatchObject({ ok: true });
    await db.projectSubmission.deleteMany({ where: { userId: member.id } });
    expect(await send(project.id, new Date(`${lastDay}T22:30:00Z`))).toMatchObject({ ok: false, kind: "gone" });
    const late = new Date(day.getTime() + 15 * 24 * 60 * 60 * 1000);
    expect(await send(project.id, late)).toMatchObject({ ok: false, kind: "gone" });
    expect(await send(project.id)).toEqual({ ok: true, value: { created: true } });
  });
});

describe("ranking", () => {
  it("puts the most points first, equal points sharing a rank and keeping their order", () => {
    const rows = [
      { id: "a", points: 5 },
      { id: "b", points: 25 },
      { id: "c", points: 5 },
      { id: "d", points: 0 },
      { id: "e", points: 30 },
    ];
    expect(rankByPoints(rows).map(({ id, rank }) => `${rank}${id}`)).toEqual(["1e", "2b", "3a", "3c", "5d"]);
  });
});

describe("the groups route", () => {
  it("answers the arena's groups, score and calendar at the asked month, and refuses months outside it", async () => {
    const member = await newMember("entrepreneur", "Reader");
    const get = (query: string) =>
      groupsRoute(getRequest(`/api/dashboard/entrepreneurship/groups?${query}`, { cookie: member.cookie }), noContext);
    const history = await (await get("scope=local&month=2025-05")).json();
    expect(history.calendar).toMatchObject({ month: "2025-05", previous: null, next: "2025-06" });
    expect(history.calendar.projects.map((p: { id: string }) => p.id)).toContain("project-local-market-day");
    expect(history.calendar.projects.every((p: { window: unknown }) => p.window === null)).toBe(true);
    expect(history.scores).toHaveLength(await db.learnerGroup.count());

    const now = await (await get("scope=local")).json();
    expect(now.calendar.month).toBe(now.calendar.current);
    expect(now.calendar.projects).toHaveLength(4);

    for (const month of ["2025-04", "2099-01"]) {
      const refused = await get(`scope=local&month=${month}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatch(/^The calendar runs from May 2025 to /);
    }
  });
});

describe("seats", () => {
  it(`are held while the member's plan lasts and ${SEAT_KEPT_DAYS} days after: then the next join takes the seat`, async () => {
    const group = await newGroup(1);
    const [lapsing] = await learners(1, "Lapsing", new Date(Date.now() - (SEAT_KEPT_DAYS - 1) * DAY));
    await joinGroup(lapsing.id, { scope: "local", groupId: group.id });
    const [next] = await learners(1, "Next");
    expect(await outcome(joinGroup(next.id, { scope: "local", groupId: group.id }))).toMatchObject({
      kind: "conflict",
      message: G.full(group.name),
    });
    // Two more days without a plan: the seat is released when the next member asks for it.
    await db.subscription.updateMany({
      where: { userId: lapsing.id },
      data: { endsAt: new Date(Date.now() - (SEAT_KEPT_DAYS + 1) * DAY) },
    });
    await joinGroup(next.id, { scope: "local", groupId: group.id });
    expect(await db.groupMembership.findMany({ where: { groupId: group.id }, select: { userId: true } })).toEqual([
      { userId: next.id },
    ]);
  });

  it("are released everywhere by the scheduler's round, so the lists show them free; work done still counts", async () => {
    const group = await newGroup(3);
    const [kept, gone] = [
      (await learners(1, "Kept"))[0],
      (await learners(1, "Gone", new Date(Date.now() - (SEAT_KEPT_DAYS + 2) * DAY)))[0],
    ];
    for (const person of [kept, gone]) await placeInGroup(person.id, "continental", group.id);
    const project = await openProject("continental");
    await placeInGroup(gone.id, "national", project.groupId);
    const released = await runSchedulerRound({ now: new Date() });
    expect(released.releasedSeats).toBeGreaterThanOrEqual(2);
    expect(await db.groupMembership.findMany({ where: { groupId: group.id }, select: { userId: true } })).toEqual([
      { userId: kept.id },
    ]);
    expect(await db.groupMembership.count({ where: { userId: gone.id } })).toBe(0);
  });

  it("are given up by a learner who leaves: the seat is free at once, and a waiting move of them can no longer be approved", async () => {
    const requester = await newMember("entrepreneur", "Stayer");
    const fields = await transferFieldsFor(requester.user.id, { scope: "global" });
    const mover = await db.groupMembership.findUniqueOrThrow({ where: { id: fields.memberId } });
    await db.subscription.create({
      data: {
        userId: mover.userId,
        planId: "entrepreneur",
        source: "grant",
        reference: `leaver-${mover.userId}`,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 30 * DAY),
      },
    });
    const transfer = await createTransfer(requester.user.id, fields, fixtures.pdf());
    const leaver = { cookie: await sessionCookie(await db.user.findUniqueOrThrow({ where: { id: mover.userId } })) };

    const left = await runAction(leaveGroupAction, { scope: "global" }, leaver);
    expect(left.redirectTo).toMatch(/tab=groups.*&left=1#groups-list$/);
    expect(await db.groupMembership.findUnique({ where: { id: mover.id } })).toBeNull();
    expect((await runAction(leaveGroupAction, { scope: "global" }, leaver)).state).toMatchObject({
      status: "error",
      message: G.notMember,
    });
    const facilitator = { id: (await newUser("Facil")).user.id, label: "facilitator" };
    expect(await outcome(decideTransfer(facilitator, { transferId: transfer.id, decision: "approve" }))).toMatchObject({
      message: F.memberGone,
    });
  });
});

describe("a facilitator taking a member out of a group", () => {
  it("frees the seat, keeps why in the audit log (ids only) and tells the member by e-mail", async () => {
    const member = await newMember("entrepreneur", "Taken");
    const membership = await placeInGroup(member.user.id, "national", groups[1].id);
    const facilitator = await newMember(null, "Remover");
    await db.staffRole.create({ data: { userId: facilitator.user.id, role: "facilitator" } });
    const roster = await groupRoster("national");
    expect(roster.find((g) => g.id === groups[1].id)?.members).toContainEqual(
      expect.objectContaining({ membershipId: membership.id, name: "Taken Mokoena", seatReleasedOn: null }),
    );

    const answer = await runAction(
      removeGroupMember,
      { membershipId: membership.id, reason: "Asked to leave by their group lead." },
      { cookie: facilitator.cookie },
    );
    expect(answer.redirectTo).toBe("/staff/groups?scope=national&done=removed#groups-status");
    expect(await db.groupMembership.findUnique({ where: { id: membership.id } })).toBeNull();
    const [entry] = await db.auditEntry.findMany({ where: { subjectId: membership.id } });
    expect(entry).toMatchObject({ action: "group.remove-member", actorId: facilitator.user.id });
    expect(JSON.parse(entry.before!)).toMatchObject({ member: member.user.id, group: groups[1].id, arena: "national" });
    expect(JSON.stringify(entry)).not.toContain(member.user.email);
    await outboxIdle();
    const [told] = (await mailTo(member.user.email)).filter((mail) => mail.subject.startsWith("You are no longer in"));
    expect(told.text).toContain(`A facilitator has taken you out of ${groups[1].name} in the National arena`);

    // Gone already: not found, nothing written.
    expect(
      (
        await runAction(
          removeGroupMember,
          { membershipId: membership.id, reason: "Again, by mistake." },
          { cookie: facilitator.cookie },
        )
      ).state,
    ).toMatchObject({ status: "error", message: F.membershipGone });
  });
});
