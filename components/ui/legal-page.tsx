import type { PublicRoute } from "@/lib/routes";
import { SITE } from "@/lib/site";
import { PageIntro } from "./page-intro";

/** A legal page: its heading, the date it took effect and what it covers, then the document (MDX from content/legal/). */
export function LegalPage({
  route,
  summary,
  children,
}: {
  route: PublicRoute;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageIntro route={route} eyebrow="Legal" lead={`Effective ${SITE.policiesEffective}. ${summary}`} />
      <div className="container-page py-12">
        <article className="prose-legal">{children}</article>
      </div>
    </>
  );
}
