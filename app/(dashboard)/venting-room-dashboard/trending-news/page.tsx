import type { Metadata } from "next";
import { FilterLinks } from "@/components/ui/filter-links";
import { TrendingCard } from "@/components/venting/trending-card";
import { VentingShell } from "@/components/venting/venting-shell";
import { requireDashboard } from "@/lib/auth/guards";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import { MEDIA_KIND_IDS, MEDIA_KINDS } from "@/lib/venting/media-kinds";
import { ventingPath } from "@/lib/venting/pages";
import { trendingQuerySchema } from "@/lib/venting/schemas";
import { TOPICS, type TopicId } from "@/lib/venting/topics";
import { listTrending } from "@/lib/venting/trending";

export const metadata: Metadata = { title: "Trending News · Venting Room", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const sectionHref = (section?: TopicId) =>
  `${ventingPath("trending-news")}${section ? `?${new URLSearchParams({ section }).toString()}` : ""}`;

export default async function TrendingNewsPage({ searchParams }: Props) {
  const { user } = await requireDashboard("venting", ventingPath("trending-news"));
  const { section } = lenientQuery(trendingQuerySchema, queryRecord(await searchParams));
  const items = await listTrending(user.id, section);
  const filters: { id?: TopicId; label: string }[] = [
    { label: "All topics" },
    ...TOPICS.map((topic) => ({ id: topic.id, label: topic.title })),
  ];

  return (
    <VentingShell active="trending-news">
      <h1 className="text-3xl sm:text-4xl">Trending News</h1>
      <p className="mt-2 max-w-2xl text-muted">What people are talking about, by topic. Like what matters to you.</p>
      <FilterLinks
        label="Section"
        className="mt-4"
        links={filters.map((filter) => ({
          href: sectionHref(filter.id),
          label: filter.label,
          current: filter.id === section,
        }))}
      />
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        {MEDIA_KIND_IDS.map((kind) => (
          <TrendingCard
            key={`${section ?? "all"}-${kind}`}
            heading={MEDIA_KINDS[kind].plural}
            items={items.filter((item) => item.type === kind)}
          />
        ))}
      </div>
    </VentingShell>
  );
}
