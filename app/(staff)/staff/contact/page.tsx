import Link from "next/link";
import { ItemList } from "@/components/staff/item-list";
import { StaffPage, StaffSection } from "@/components/staff/staff-page";
import { FilterLinks } from "@/components/ui/filter-links";
import { requireStaffScreen } from "@/lib/auth/guards";
import { listContactMessages } from "@/lib/contact/inbox";
import { contactMessagePath } from "@/lib/contact/outcomes";
import { inboxQuerySchema, type InboxFilter } from "@/lib/contact/schemas";
import { formatMoment } from "@/lib/format";
import { CONTACT_INBOX_PATH } from "@/lib/staff/roles";
import { screenMetadata } from "@/lib/staff/screens";
import { lenientQuery, queryRecord } from "@/lib/validations/query";

export const metadata = screenMetadata("contact");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", waiting: "Waiting", answered: "Answered" };

/** The inbox's address for a filter and page (the defaults left out, so the plain address is the first page of all). */
function inboxHref(show: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  if (show !== "all") params.set("show", show);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${CONTACT_INBOX_PATH}?${query}` : CONTACT_INBOX_PATH;
}

/** Messages from the contact form: those waiting for an answer first, then the answered ones. */
export default async function ContactInboxPage({ searchParams }: Props) {
  await requireStaffScreen("contact");
  const query = lenientQuery(inboxQuerySchema, queryRecord(await searchParams));
  const inbox = await listContactMessages(query);
  const { show, page, pages, counts } = inbox;

  return (
    <StaffPage screen="contact">
      <FilterLinks
        label="Show messages"
        className="mt-6"
        links={(["all", "waiting", "answered"] as const).map((filter) => ({
          href: inboxHref(filter),
          label: `${FILTER_LABELS[filter]} (${counts[filter]})`,
          current: filter === show,
        }))}
      />

      <StaffSection
        id="inbox"
        title={show === "all" ? "Waiting first, then answered" : `${FILTER_LABELS[show]} messages`}
        className="mt-6"
      >
        <ItemList
          items={inbox.items}
          keyOf={(item) => item.id}
          className="space-y-4"
          itemClassName="card"
          empty={show === "waiting" ? "Nothing waits for an answer." : "No messages here yet."}
          render={(item) => (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="min-w-0 text-lg break-words">
                  <Link href={contactMessagePath(item.id)} className="underline">
                    {item.subject}
                  </Link>
                </h3>
                <p
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                    item.answeredAt ? "bg-brand-50 text-brand-900" : "bg-sun-100 text-ink"
                  }`}
                >
                  {item.answeredAt ? "Answered" : "Waiting"}
                </p>
              </div>
              <p className="mt-1 text-sm text-muted">
                From <span className="font-medium text-ink">{item.fullName}</span>
                {item.email ? <span className="break-all"> ({item.email})</span> : " (no e-mail address)"} · received{" "}
                <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
                {item.replies ? ` · ${item.replies} ${item.replies === 1 ? "reply" : "replies"}` : ""}
              </p>
              <p className="mt-2 break-words whitespace-pre-line">{item.preview}</p>
            </>
          )}
        />
      </StaffSection>

      {pages > 1 ? (
        <nav aria-label="Inbox pages" className="mt-6 flex flex-wrap items-center gap-3">
          {page > 1 ? (
            <Link href={inboxHref(show, page - 1)} className="btn-secondary">
              Previous page
            </Link>
          ) : null}
          <p className="text-sm text-muted">
            Page {page} of {pages}
          </p>
          {page < pages ? (
            <Link href={inboxHref(show, page + 1)} className="btn-secondary">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </StaffPage>
  );
}
