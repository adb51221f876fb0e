import { LegalPage } from "@/components/ui/legal-page";
import PrivacyPolicy from "@/content/legal/privacy-policy.mdx";
import { PRIVACY } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { SITE } from "@/lib/site";

export const metadata = pageMetadata(PRIVACY);

/** The Privacy Policy: the text lives in content/legal/privacy-policy.mdx, rendered here at build time. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      route={PRIVACY}
      summary={`This policy explains what personal information ${SITE.name} collects, why we collect it, how long we keep it, who we share it with and the rights you have under South African law.`}
    >
      <PrivacyPolicy />
    </LegalPage>
  );
}
