import { ContactForm } from "@/components/contact/contact-form";
import { PageIntro } from "@/components/ui/page-intro";
import { CONTACT } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { sendContactMessage } from "./actions";

export const metadata = pageMetadata(CONTACT);

export default function ContactPage() {
  return (
    <>
      <PageIntro route={CONTACT} eyebrow="Get in touch" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading" className="card">
          <h2 id="contact-form-heading" className="text-2xl">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-muted">All fields are required. We reply by e-mail within two working days.</p>
          <ContactForm action={sendContactMessage} />
        </section>
        <aside aria-labelledby="contact-other-heading" className="space-y-4">
          <h2 id="contact-other-heading" className="text-xl">
            Other ways to reach us
          </h2>
          <p className="text-muted">
            Schools, universities and companies interested in group plans or partnerships: tell us about your learners
            and we will put together a proposal.
          </p>
          <p className="text-muted">
            Questions about your personal information? Our Information Officer handles every request under POPIA. See
            the privacy policy for your rights.
          </p>
          <p className="rounded-lg border border-sun-300 bg-sun-100 p-4 text-sm text-ink">
            If you or someone you know is in danger, call the police on <strong>10111</strong> or the SADAG helpline on{" "}
            <strong>0800 567 567</strong>. The contact form is not monitored around the clock.
          </p>
        </aside>
      </div>
    </>
  );
}
