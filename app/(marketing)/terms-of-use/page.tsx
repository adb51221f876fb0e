import { LegalPage } from "@/components/ui/legal-page";
import TermsOfUse from "@/content/legal/terms-of-use.mdx";
import { TERMS } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { SITE } from "@/lib/site";

export const metadata = pageMetadata(TERMS);

/** The Terms of Use: the text lives in content/legal/terms-of-use.mdx, rendered here at build time. */
export default function TermsOfUsePage() {
  return (
    <LegalPage
      route={TERMS}
      summary={`These terms are the agreement between you and ${SITE.legalName} that governs your use of ${SITE.name}, its plans and its community.`}
    >
      <TermsOfUse />
    </LegalPage>
  );
}
