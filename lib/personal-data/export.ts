import "server-only";
import type { EmailTokenPurpose } from "@prisma/client";
import { knownClientsOf } from "@/lib/accounts/known-clients";
import { providerName, signInMethodsOf } from "@/lib/accounts/profile";
import { db } from "@/lib/db/client";
import { assessmentStepCodec, assessmentStepLabel, certificateTypeCodec } from "@/lib/entrepreneurship/arenas";
import { agreementUrlOf } from "@/lib/entrepreneurship/transfers";
import { getEnv } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { MESSAGES } from "@/lib/messages";
import { findPlan } from "@/lib/plans";
import { rateLimitsOf } from "@/lib/rate-limit";
import { practiceProgress } from "@/lib/stem/practice/attempts";
import { getStorage } from "@/lib/uploads/storage";
import { anonymityCodec } from "@/lib/venting/anonymity";
import { messageOf, notificationKindCodec } from "@/lib/venting/notifications";
import { mediaUrlOf } from "@/lib/venting/posts";
import { reportReasonLabel } from "@/lib/venting/report-reasons";
import { reportReasonCodec } from "@/lib/venting/reports";
import { topicCodec, topicTitle } from "@/lib/venting/topics";
import type { PersonalDataSection } from "./models";

/** What each kind of e-mailed link was for, as the download says it. */
const EMAIL_LINK_PURPOSES: Record<EmailTokenPurpose, string> = {
  verify_email: "Confirm your e-mail address",
  reset_password: "Reset your password",
  sign_in: "Sign in",
};

/** Bumped when the file's shape changes, so someone reading an old download knows which one it is. */
const EXPORT_FORMAT = "stepps-personal-data/1";

/**
 * Text posts are the words the member wrote, so their text goes into the file. A budget keeps one
 * download's memory bounded; past it a post says where to read its text instead.
 */
const TEXT_BUDGET_BYTES = 20 * 1024 * 1024;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const rand = (cents: number, currency: string) =>
  currency === "ZAR" ? `R${(cents / 100).toFixed(2)}` : `${(cents / 100).toFixed(2)} ${currency}`;

/** Today in South Africa as YYYY-MM-DD, for the file name. */
function exportDay(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Johannesburg",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function exportFileName(now = new Date()): string {
  return `stepps-my-data-${exportDay(now)}.json`;
}

/**
 * Everything Stepps keeps about one member (POPIA section 23: the right of access), in one JSON
 * document. It holds only their own records: never a password hash or a sign-in token, never who
 * liked their posts or anyone else's details. File contents are described, not included (except the
 * text of text posts); the file can be opened from the app while the member's plan allows.
 */
export async function exportPersonalData(userId: string, now = new Date()) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      surname: true,
      email: true,
      city: true,
      cellNumber: true,
      createdAt: true,
      emailVerified: true,
      image: true,
      passwordHash: true,
      planReminders: true,
    },
  });
  // Deleted between the session check and this read.
  if (!user) throw new DomainError("unauthenticated", MESSAGES.auth.notAuthenticated);

  const [
    accounts,
    voucher,
    subscriptions,
    payments,
    posts,
    postLikes,
    trendingLikes,
    settings,
    notifications,
    answers,
    transfers,
    memberships,
    writeUps,
    certificates,
    practiceAttempts,
    practice,
    sessions,
    knownBrowsers,
    emailLinks,
    rateLimits,
    reports,
    suspensions,
    staffRoles,
    emails,
  ] = await Promise.all([
    db.account.findMany({
      where: { userId },
      select: { provider: true, type: true, providerAccountId: true },
      orderBy: { provider: "asc" },
    }),
    db.voucher.findUnique({
      where: { userId },
      select: { slot: true, code: true, issuedAt: true, expiresAt: true, redeemedAt: true },
    }),
    db.subscription.findMany({ where: { userId }, orderBy: { startsAt: "asc" } }),
    db.payment.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.ventingPost.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { _count: { select: { likes: true } } },
    }),
    db.postLike.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { postId: true, createdAt: true, post: { select: { topic: true } } },
    }),
    db.trendingLike.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { itemId: true, createdAt: true, item: { select: { title: true } } },
    }),
    db.ventingSettings.findUnique({ where: { userId } }),
    db.notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.assessmentAnswer.findMany({
      where: { userId },
      orderBy: [{ categoryId: "asc" }, { step: "asc" }],
      include: {
        category: { select: { title: true, scope: true } },
        feedback: { select: { feedback: true, createdAt: true, updatedAt: true } },
      },
    }),
    db.memberTransfer.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { fromGroup: { select: { name: true } }, toGroup: { select: { name: true } } },
    }),
    db.groupMembership.findMany({
      where: { userId },
      orderBy: { joinedAt: "asc" },
      select: { scope: true, joinedAt: true, group: { select: { name: true } } },
    }),
    db.projectSubmission.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        projectId: true,
        scope: true,
        summary: true,
        link: true,
        createdAt: true,
        updatedAt: true,
        group: { select: { name: true } },
      },
    }),
    db.certificate.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.practiceAttempt.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    practiceProgress(userId),
    db.userSession.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    knownClientsOf(userId),
    db.emailToken.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { purpose: true, email: true, createdAt: true, expiresAt: true, usedAt: true },
    }),
    rateLimitsOf({ userId, email: user.email }),
    db.postReport.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { postId: true, reason: true, note: true, createdAt: true, settledAt: true },
    }),
    db.postingSuspension.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.staffRole.findMany({ where: { userId }, orderBy: { role: "asc" } }),
    db.outboxMail.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { to: true, subject: true, text: true, createdAt: true, sentAt: true },
    }),
  ]);

  const appUrl = getEnv().APP_URL;
  const absolute = (path: string) => new URL(path, appUrl).toString();
  const texts = await textsOf(posts);

  const signInMethods = signInMethodsOf(
    Boolean(user.passwordHash),
    accounts.map((account) => account.provider),
  );

  const sections = {
    account: {
      id: user.id,
      name: user.name,
      surname: user.surname,
      email: user.email,
      city: user.city,
      cellNumber: user.cellNumber,
      createdAt: iso(user.createdAt),
      emailVerifiedAt: iso(user.emailVerified),
      image: user.image,
      signInMethods,
      // "E-mails about my plan" in /account.
      planReminders: user.planReminders,
    },
    linkedAccounts: accounts.map((account) => ({
      provider: providerName(account.provider),
      type: account.type,
      accountId: account.providerAccountId,
    })),
    voucher: voucher
      ? {
          // The code is yours and works only with your e-mail address, once, so it is safe to include.
          code: voucher.code,
          number: voucher.slot,
          issuedAt: iso(voucher.issuedAt),
          expiresAt: iso(voucher.expiresAt),
          redeemed: voucher.redeemedAt !== null,
          redeemedAt: iso(voucher.redeemedAt),
        }
      : null,
    subscriptions: subscriptions.map((subscription) => ({
      plan: findPlan(subscription.planId)?.title ?? subscription.planId,
      planId: subscription.planId,
      source: subscription.source,
      reference: subscription.reference,
      startsAt: iso(subscription.startsAt),
      endsAt: iso(subscription.endsAt),
      createdAt: iso(subscription.createdAt),
    })),
    payments: payments.map((payment) => ({
      reference: payment.reference,
      plan: findPlan(payment.planId)?.title ?? payment.planId,
      planId: payment.planId,
      amount: rand(payment.amountCents, payment.currency),
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      createdAt: iso(payment.createdAt),
      verifiedAt: iso(payment.verifiedAt),
    })),
    ventingPosts: posts.map((post) => ({
      id: post.id,
      topic: topicTitle(topicCodec.fromDb(post.topic)),
      topicId: topicCodec.fromDb(post.topic),
      kind: post.mediaType,
      text: post.text,
      file: post.storageKey
        ? {
            name: post.fileName,
            type: post.contentType,
            sizeBytes: post.sizeBytes,
            url: absolute(mediaUrlOf(post.id)),
            ...texts.get(post.id),
          }
        : null,
      hiddenFromFeed: post.hiddenAt !== null,
      shownAs: post.anonymity === "semi_anonymous" && post.pseudonym ? post.pseudonym : "Anonymous",
      anonymity: anonymityCodec.fromDb(post.anonymity),
      createdAt: iso(post.createdAt),
      likes: post._count.likes,
      trendingAt: iso(post.trendingAt),
    })),
    postLikes: postLikes.map((like) => ({
      postId: like.postId,
      topic: topicTitle(topicCodec.fromDb(like.post.topic)),
      likedAt: iso(like.createdAt),
    })),
    trendingLikes: trendingLikes.map((like) => ({
      itemId: like.itemId,
      title: like.item.title,
      likedAt: iso(like.createdAt),
    })),
    ventingSettings: settings
      ? {
          anonymity: anonymityCodec.fromDb(settings.anonymity),
          followedSection: settings.section ? topicTitle(topicCodec.fromDb(settings.section)) : null,
          pseudonym: settings.pseudonym,
          notifications: {
            activity: settings.activity,
            trendingTopics: settings.trendingTopics,
            communityUpdates: settings.communityUpdates,
            push: settings.push,
          },
          updatedAt: iso(settings.updatedAt),
        }
      : null,
    // Who caused a notification (a liker) is someone else's information, so it is left out.
    notifications: notifications.map((notification) => {
      const kind = notificationKindCodec.fromDb(notification.kind);
      const topic = topicCodec.fromDb(notification.topic);
      return {
        id: notification.id,
        kind,
        topic: topicTitle(topic),
        message: messageOf(kind, topic),
        createdAt: iso(notification.createdAt),
        readAt: iso(notification.readAt),
      };
    }),
    assessmentAnswers: answers.map((answer) => ({
      category: answer.category.title,
      categoryId: answer.categoryId,
      arena: answer.category.scope,
      step: assessmentStepLabel(assessmentStepCodec.fromDb(answer.step)),
      answer: answer.answer,
      createdAt: iso(answer.createdAt),
      updatedAt: iso(answer.updatedAt),
      // The facilitator's feedback on it (who wrote it is staff's information, so it is left out).
      facilitatorFeedback: answer.feedback
        ? {
            feedback: answer.feedback.feedback,
            givenAt: iso(answer.feedback.createdAt),
            updatedAt: iso(answer.feedback.updatedAt),
          }
        : null,
    })),
    groups: {
      // The member's group in each arena they joined one in.
      memberships: memberships.map((membership) => ({
        arena: membership.scope,
        group: membership.group.name,
        joinedAt: iso(membership.joinedAt),
      })),
      projectWriteUps: writeUps.map((writeUp) => ({
        projectId: writeUp.projectId,
        arena: writeUp.scope,
        group: writeUp.group.name,
        summary: writeUp.summary,
        link: writeUp.link,
        createdAt: iso(writeUp.createdAt),
        updatedAt: iso(writeUp.updatedAt),
      })),
    },
    memberTransfers: transfers.map((transfer) => ({
      id: transfer.id,
      arena: transfer.scope,
      fromGroup: transfer.fromGroup.name,
      toGroup: transfer.toGroup.name,
      memberName: transfer.memberName,
      transferDate: transfer.transferDate,
      status: transfer.status,
      // A facilitator's decision and note (who decided is staff's information, so it is left out).
      decidedAt: iso(transfer.decidedAt),
      decisionNote: transfer.decisionNote,
      agreement: {
        name: transfer.agreementName,
        type: transfer.agreementType,
        sizeBytes: transfer.agreementSize,
        url: absolute(agreementUrlOf(transfer.id)),
      },
      createdAt: iso(transfer.createdAt),
    })),
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      type: certificateTypeCodec.fromDb(certificate.type),
      arena: certificate.scope,
      name: certificate.name,
      issuer: certificate.issuer,
      monthYear: certificate.monthYear,
      link: certificate.link,
      lessons: certificate.lessons,
      createdAt: iso(certificate.createdAt),
      updatedAt: iso(certificate.updatedAt),
    })),
    stemPractice: {
      // Per topic, as the STEM dashboard shows it.
      progress: practice
        .filter((topic) => topic.attempts > 0)
        .map(({ topicId, title, attempts, correct, mastery, mastered }) => ({
          topicId,
          title,
          answered: attempts,
          correct,
          masteryPercent: mastery,
          mastered,
        })),
      attempts: practiceAttempts.map((attempt) => ({
        topicId: attempt.topicId,
        question: attempt.questionId,
        askedAt: iso(attempt.createdAt),
        answeredAt: iso(attempt.answeredAt),
        answer: attempt.answer,
        correct: attempt.correct,
      })),
    },
    sessions: sessions.map((session) => ({
      device: session.device,
      signedInAt: iso(session.createdAt),
      lastUsedAt: iso(session.lastSeenAt),
      endedAt: iso(session.endedAt),
    })),
    knownBrowsers: knownBrowsers.map((browser) => ({
      firstSignedInAt: iso(browser.createdAt),
      lastSignedInAt: iso(browser.lastSeenAt),
    })),
    emailLinks: emailLinks.map((link) => ({
      purpose: EMAIL_LINK_PURPOSES[link.purpose],
      sentTo: link.email,
      sentAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
      usedAt: iso(link.usedAt),
    })),
    postReports: reports.map((report) => ({
      postId: report.postId,
      reason: reportReasonLabel(reportReasonCodec.fromDb(report.reason)),
      note: report.note,
      reportedAt: iso(report.createdAt),
      decidedAt: iso(report.settledAt),
    })),
    postingSuspensions: suspensions.map((suspension) => ({
      from: iso(suspension.createdAt),
      until: iso(suspension.endsAt),
      message: suspension.message,
      liftedAt: iso(suspension.liftedAt),
    })),
    staffRoles: staffRoles.map((role) => ({ role: role.role, grantedAt: iso(role.grantedAt) })),
    // Receipts and plan reminders: sent ones for 90 days, and any still waiting to go.
    emails: emails.map((mail) => ({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      queuedAt: iso(mail.createdAt),
      sentAt: iso(mail.sentAt),
    })),
  } satisfies Record<PersonalDataSection, unknown>;

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    about:
      "The personal information Stepps keeps about your account, as at the time above. Dates are in UTC (South African time is two hours later). " +
      "Uploaded files are described, not included: open them from your dashboard while your plan includes that service. " +
      "Questions: write to the Information Officer through the contact page.",
    notes: [
      "Your password is stored only as a one-way hash, which is not included. Sign-in tokens are never included.",
      "Venting Room posts show others only 'Anonymous' or your pseudonym. Who liked your posts is not included: that is other members' information.",
      "Contact form messages are kept with the name and e-mail address typed into the form, not with your account, so they are not in this file. Ask the Information Officer if you want a copy of one and of our replies.",
    ],
    ...sections,
    // Counters of attempts (sign-ins, e-mails asked for) kept under the account or its address,
    // while their window lasts.
    rateLimits: rateLimits.map((row) => ({
      counts: describeCounter(row.purpose),
      attempts: row.count,
      until: iso(row.until),
    })),
  };
}

/** What a counter counts, in words. */
function describeCounter(purpose: string): string {
  const [kind] = purpose.split(":");
  const words: Record<string, string> = {
    // The address is left out: it may be a stranger's, trying this account.
    "sign-in-from": "Sign-in attempts from one client address",
    "verification-mail": "Confirmation e-mails asked for",
    "reset-mail": "Password reset e-mails asked for",
    "password-change": "Password change attempts",
    "venting-post": "Venting Room posts",
    "venting-report": "Venting Room reports",
    "transfer-request": "Member transfer requests",
    "payment-start": "Card payments started",
  };
  return words[kind] ?? purpose;
}

/** The text of each text post, read from storage, within the budget. */
async function textsOf(
  posts: { id: string; contentType: string | null; storageKey: string | null; sizeBytes: number | null }[],
) {
  const texts = new Map<string, { text: string | null; textNote?: string }>();
  let budget = TEXT_BUDGET_BYTES;
  for (const post of posts) {
    if (post.contentType !== "text/plain" || !post.storageKey || post.sizeBytes === null) continue;
    if (post.sizeBytes > budget) {
      texts.set(post.id, {
        text: null,
        textNote: "Too much text for one download: open the post in the Venting Room to read it.",
      });
      continue;
    }
    try {
      const file = await getStorage().get(post.storageKey);
      if (!file) throw new Error("missing file");
      const text = await readText(file.body);
      budget -= post.sizeBytes;
      texts.set(post.id, { text });
    } catch (error) {
      logger.warn("account.export_text_unavailable", { postId: post.id, error });
      texts.set(post.id, {
        text: null,
        textNote: "The text could not be read just now. Try the download again later.",
      });
    }
  }
  return texts;
}

/** A stored text file's words, decoded as UTF-8 (text posts are checked to be UTF-8 when posted). */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}
