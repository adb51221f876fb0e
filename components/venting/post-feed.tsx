import Link from "next/link";
import { Announcer } from "@/components/ui/announcer";
import { FilterLinks } from "@/components/ui/filter-links";
import { formatMoment } from "@/lib/format";
import { ventingPath } from "@/lib/venting/pages";
import { postTypeLabel } from "@/lib/venting/post-types";
import type { FeedPage, PostView } from "@/lib/venting/posts";
import { TOPICS, type TopicId } from "@/lib/venting/topics";
import { LikeButton } from "./like-button";
import { DeletePost, FEED_HEADING_ID, ReportPost, type PostFormActions } from "./post-actions";
import { PostMedia } from "./post-media";

function feedHref(topic?: TopicId, before?: string): string {
  const params = new URLSearchParams();
  if (topic) params.set("topic", topic);
  if (before) params.set("before", before);
  const query = params.toString();
  return `${ventingPath("dashboard")}${query ? `?${query}` : ""}#feed`;
}

function PostCard({ post, actions }: { post: PostView; actions: PostFormActions }) {
  const what = `${postTypeLabel(post.type)} post in ${post.topicTitle}`;
  const withheld = !post.isMine && (post.reportedByMe || post.hidden);
  return (
    <li>
      <article className="card" aria-label={`${post.topicTitle} post by ${post.author}`}>
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
          <p>
            <span className="font-semibold">{post.author}</span>
            {post.isMine ? (
              <span className="ml-2 rounded-full bg-sun-100 px-2 py-0.5 text-xs font-semibold">Your post</span>
            ) : null}
          </p>
          <p className="text-muted">
            <span className="font-medium text-brand-700">{post.topicTitle}</span> ·{" "}
            <time dateTime={post.createdAt}>{formatMoment(post.createdAt)}</time>
          </p>
        </header>
        {post.isMine && post.hidden ? (
          <p className="mt-3 rounded-lg bg-surface px-3 py-2 text-sm">
            {post.hiddenBy === "moderator"
              ? "A moderator has taken this post out of the feed. Only you can see it."
              : "Hidden from the feed while a moderator looks at reports about it. Only you can see it."}
          </p>
        ) : null}
        {withheld ? (
          <p className="mt-3 text-muted">You reported this post. A moderator will look at it.</p>
        ) : (
          <>
            {post.text ? <p className="mt-3 whitespace-pre-wrap break-words">{post.text}</p> : null}
            {post.file ? (
              <div className="mt-3">
                <PostMedia
                  type={post.type === "text" ? "doc" : post.type}
                  url={post.file.mediaUrl}
                  fileName={post.file.fileName}
                  sizeBytes={post.file.sizeBytes}
                  title={`${postTypeLabel(post.type)} posted in ${post.topicTitle}`}
                />
              </div>
            ) : null}
          </>
        )}
        <footer className="mt-3 flex flex-wrap items-center gap-3">
          {post.isMine ? (
            <>
              <p className="text-sm text-muted">
                {post.likeCount} {post.likeCount === 1 ? "like" : "likes"}
              </p>
              <DeletePost postId={post.id} action={actions.remove} label={`your ${what}`} />
            </>
          ) : (
            <>
              {withheld ? null : (
                <LikeButton
                  endpoint={`/api/venting-room/posts/${post.id}/like`}
                  liked={post.likedByMe}
                  likeCount={post.likeCount}
                  label="post"
                />
              )}
              {/* Kept in place once reported, so its dialog (and the answer in it) outlives the change. */}
              <ReportPost postId={post.id} action={actions.report} label={what} reported={post.reportedByMe} />
            </>
          )}
        </footer>
      </article>
    </li>
  );
}

/** The community's posts for a topic (or all), newest first; "Older posts" pages on with a plain link. */
export function PostFeed({
  feed,
  topic,
  paged,
  actions,
}: {
  feed: FeedPage;
  topic?: TopicId;
  paged: boolean;
  actions: PostFormActions;
}) {
  const tabs: { id?: TopicId; title: string }[] = [
    { title: "All topics" },
    ...TOPICS.map((t) => ({ id: t.id, title: t.title })),
  ];
  return (
    <section aria-labelledby={FEED_HEADING_ID} id="feed" className="mt-10 scroll-mt-24">
      <Announcer />
      <h2 id={FEED_HEADING_ID} tabIndex={-1} className="text-2xl">
        Community posts
      </h2>
      <FilterLinks
        label="Filter posts by topic"
        scroll
        className="mt-3"
        links={tabs.map((tab) => ({ href: feedHref(tab.id), label: tab.title, current: tab.id === topic }))}
      />
      {feed.posts.length === 0 ? (
        <p className="card mt-4 text-muted">No posts here yet. Choose a topic above to be the first.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {feed.posts.map((post) => (
            <PostCard key={post.id} post={post} actions={actions} />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {paged ? (
          <Link href={feedHref(topic)} className="btn-secondary">
            Newest posts
          </Link>
        ) : null}
        {feed.nextCursor ? (
          <Link href={feedHref(topic, feed.nextCursor)} className="btn-secondary">
            Older posts
          </Link>
        ) : null}
      </div>
    </section>
  );
}
