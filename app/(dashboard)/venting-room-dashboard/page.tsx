import type { Metadata } from "next";
import { deleteMyPost, reportAPost } from "@/app/(dashboard)/venting-room-dashboard/actions";
import { PlanStatus } from "@/components/dashboard/plan-status";
import { HeadedSection } from "@/components/ui/headed-section";
import { PostFeed } from "@/components/venting/post-feed";
import { TopicCards } from "@/components/venting/topic-cards";
import { VentingShell } from "@/components/venting/venting-shell";
import { requireDashboard } from "@/lib/auth/guards";
import { formatDayAndTime } from "@/lib/format";
import { NOTICE_PARAM, openNotice } from "@/lib/forms/notice";
import { voucherJustApplied } from "@/lib/subscriptions/standing";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { UPLOAD_API, ventingPath } from "@/lib/venting/pages";
import { listPosts, topicSummaries } from "@/lib/venting/posts";
import { feedQuerySchema } from "@/lib/venting/schemas";
import { activeSuspension } from "@/lib/venting/suspensions";

export const metadata: Metadata = { title: "Venting Room", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VentingDashboardPage({ searchParams }: Props) {
  const { user, access } = await requireDashboard("venting", ventingPath("dashboard"));
  const record = queryRecord(await searchParams);
  const query = lenientQuery(feedQuerySchema, record);
  const [topics, feed, suspension, voucherApplied] = await Promise.all([
    topicSummaries(),
    listPosts(user.id, { topic: query.topic, before: query.before }),
    activeSuspension(user.id),
    voucherJustApplied(user.id),
  ]);

  return (
    <VentingShell active="dashboard">
      <h1 className="text-3xl sm:text-4xl">Venting Room</h1>
      <PlanStatus access={access} voucherApplied={voucherApplied} />
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Say what weighs on you. Nobody sees your name or e-mail: posts are anonymous, or carry only your pseudonym if
        you choose so in Privacy Settings.
      </p>
      <HeadedSection name="topics" title="Explore Topics" className="mt-8">
        <p className="mt-1 text-muted">Choose a topic to post your words, an image, video, document or audio file.</p>
        {suspension ? (
          <p role="status" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            A moderator has paused your posting until {formatDayAndTime(suspension.endsAt)}: {suspension.message} You
            can still read, like and report posts.
          </p>
        ) : null}
        <div className="mt-4">
          <TopicCards topics={topics} userEmail={user.email} notice={openNotice(record[NOTICE_PARAM], UPLOAD_API)} />
        </div>
      </HeadedSection>
      <PostFeed
        feed={feed}
        topic={query.topic}
        paged={Boolean(query.before)}
        actions={{ report: reportAPost, remove: deleteMyPost }}
      />
    </VentingShell>
  );
}
