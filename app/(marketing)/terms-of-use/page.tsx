import Link from "next/link";
import { PageIntro } from "@/components/ui/page-intro";
import { CONTACT, PRIVACY, TERMS } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { SITE } from "@/lib/site";

export const metadata = pageMetadata(TERMS);

/** Links inside legal text are underlined so they do not depend on colour alone. */
const LINK = "underline";

export default function TermsOfUsePage() {
  return (
    <>
      <PageIntro
        route={TERMS}
        eyebrow="Legal"
        lead={`Effective ${SITE.policiesEffective}. These terms are the agreement between you and ${SITE.legalName} that governs your use of ${SITE.name}, its plans and its community.`}
      />
      <div className="container-page py-12">
        <article className="prose-legal">
          <p>
            Please read these terms carefully. Clauses that limit our liability, place risk on you or ask you to take
            responsibility for something are printed in <strong>bold</strong>, as the Consumer Protection Act 68 of 2008
            requires. Nothing in these terms takes away a right you have under South African law.
          </p>

          <h2>1. Accepting these terms</h2>
          <p>
            {SITE.name} is operated by {SITE.legalName} (“{SITE.name}”, “we”, “us”). By creating an account, buying a
            plan or otherwise using the website and its services, you agree to these terms and confirm that you have
            read our{" "}
            <Link className={LINK} href={PRIVACY.path}>
              Privacy Policy
            </Link>
            , which explains how we handle your personal information. If you do not agree, please do not use {SITE.name}
            .
          </p>

          <h2>2. Who may use Stepps</h2>
          <ul>
            <li>You may use {SITE.name} on your own if you are 18 or older.</li>
            <li>
              If you are under 18, you may use {SITE.name} only with the consent of a parent or guardian. By giving
              consent, the parent or guardian accepts these terms on the learner’s behalf, is responsible for any
              payment and should help the learner use the service safely.
            </li>
            <li>Each account is for one person. You may not share an account or open one in someone else’s name.</li>
          </ul>

          <h2>3. Your account and its security</h2>
          <p>
            You must give true and current details when you sign up (name, surname, e-mail address, city and cell
            number) and keep them up to date. You can sign in with a password or with a Microsoft work or school
            account; if you use a Microsoft account, your organisation’s rules for that account apply as well.
          </p>
          <p>
            <strong>
              Keep your password secret and do not let anyone else use your account. You are responsible for what
              happens in your account unless it happens after you have told us that someone else has access to it.
            </strong>{" "}
            If you think your account has been misused, change your password and contact us straight away.
          </p>

          <h2>4. Plans, prices and payment</h2>
          <ul>
            <li>
              The plans, what each one includes and their prices are shown on our website and at checkout. Prices are in
              South African rand and include VAT where VAT applies.
            </li>
            <li>
              Plans are monthly subscriptions. Each subscription runs for one month from the day your payment is
              confirmed, and gives you access to the services included in that plan for that month.
            </li>
            <li>
              You pay by card through Paystack, our payment provider, on its secure payment page, and Paystack’s own
              terms apply to the payment. {SITE.name} never sees or stores your card number.
            </li>
            <li>
              Your plan opens when Paystack confirms the payment. We do not charge your card again unless you choose to
              renew.
            </li>
            <li>
              We may change our prices. A change never affects a month you have already paid for, and we will show the
              new price before you pay.
            </li>
            <li>
              If a price is shown wrongly because of an obvious error, we may cancel the order and refund you in full,
              or offer it to you at the correct price.
            </li>
          </ul>

          <h2>5. The free early-registrant voucher</h2>
          <p>The first 1000 accounts opened on {SITE.name} each receive a voucher for one free month. The voucher:</p>
          <ul>
            <li>gives one month of one individual plan (not a bundled plan);</li>
            <li>can be used once only;</li>
            <li>
              is tied to the e-mail address it was issued to and can be used only by the account with that e-mail
              address;
            </li>
            <li>expires one month after the date it was issued, whether or not it has been used; and</li>
            <li>has no cash value and cannot be exchanged for money, transferred or sold.</li>
          </ul>
          <p>
            The first 1000 accounts are counted in the order our system records them, and our records decide who
            qualifies. We may cancel a voucher obtained through fake or duplicate accounts or other abuse.
          </p>

          <h2>6. Cancellation and refunds</h2>
          <p>
            You can stop using a plan at any time. Because each subscription covers one month that you have already paid
            for, your access continues until the end of that month and then ends unless you renew. Outside the cases
            below, we do not refund part of a month.
          </p>
          <ul>
            <li>
              <strong>Cooling-off.</strong> Where section 44 of the Electronic Communications and Transactions Act 25 of
              2002 (“ECTA”) applies to your purchase, you may cancel it without giving a reason and without penalty
              within seven days after the payment. We will refund what you paid within 30 days of your cancellation.
            </li>
            <li>
              <strong>Consumer Protection Act.</strong> Where the Consumer Protection Act applies to you, you keep all
              the rights it gives you, including the right to services of a quality you are entitled to expect.
            </li>
            <li>
              <strong>Our mistakes.</strong> If you are charged twice or charged for a plan you did not receive, we will
              refund the extra amount in full.
            </li>
            <li>
              <strong>If we end the service.</strong> If we close a service or your account for a reason that is not
              your fault, we will refund the unused part of the month you paid for.
            </li>
          </ul>
          <p>
            To cancel or ask for a refund, write to us through the{" "}
            <Link className={LINK} href={CONTACT.path}>
              contact page
            </Link>
            . Refunds go back to the card you paid with.
          </p>

          <h2>7. Acceptable use</h2>
          <p>When you use {SITE.name}, you must not:</p>
          <ul>
            <li>break any law, or help someone else to break one;</li>
            <li>
              try to get into accounts, dashboards or data that are not yours, or get around plan restrictions or rate
              limits;
            </li>
            <li>upload viruses or other harmful code, or disrupt the service or its servers;</li>
            <li>copy, scrape or resell our content or services, or use automated tools to do so;</li>
            <li>pretend to be someone else, or misrepresent your connection with any person or organisation; or</li>
            <li>use the service to send spam or advertising that nobody asked for.</li>
          </ul>

          <h2>8. Venting Room community rules</h2>
          <p>
            The Venting Room is a place to share what weighs on you, by topic, and to be heard. To keep it safe for
            everyone, you must not post:
          </p>
          <ul>
            <li>
              hate speech, or content that demeans people because of race, gender, sexual orientation, religion,
              disability, nationality or any other personal trait;
            </li>
            <li>harassment, bullying, threats or incitement to violence;</li>
            <li>
              illegal content, including any sexual content involving a child, which we report to the authorities;
            </li>
            <li>content that encourages self-harm or suicide, or gives instructions for it;</li>
            <li>images, video, audio, documents or personal details of other people without their consent; or</li>
            <li>content that you do not have the right to share, such as someone else’s copyrighted work.</li>
          </ul>
          <p>
            Your posts are shown anonymously or semi-anonymously, but{" "}
            <strong>anonymity is not a licence to harm</strong>. Every post is linked to an account, and we can identify
            the account behind a post when we need to enforce these rules or when the law requires it. Please report
            posts that break these rules.
          </p>
          <p>
            <strong>
              The Venting Room is a peer community. It is not counselling, therapy, medical advice or an emergency
              service, and members who reply are not professionals.
            </strong>{" "}
            If you or someone else is in danger, contact the South African Police Service on{" "}
            <a className={LINK} href="tel:10111">
              10111
            </a>
            . For support with depression, anxiety or thoughts of suicide, call the South African Depression and Anxiety
            Group (SADAG) helpline on{" "}
            <a className={LINK} href="tel:0800567567">
              0800 567 567
            </a>
            .
          </p>

          <h2>9. Your content</h2>
          <p>
            You own what you post, including the images, video, audio and documents you upload. By posting it, you give{" "}
            {SITE.name} a non-exclusive, royalty-free licence to store, copy, format and display it on {SITE.name}, and
            to store it with our hosting and file storage providers, only as needed to run the service. The licence ends
            when you delete the content or your account, apart from copies we must keep by law or that remain for a
            short time in backups, as our Privacy Policy explains.
          </p>
          <p>
            <strong>
              You are responsible for what you post, and you confirm that you have the right to share it and the consent
              of anyone who can be identified in it.
            </strong>
          </p>
          <p>
            We do not check every post before it appears, but we may review, hide or remove any content, and suspend or
            close accounts, when we reasonably believe it breaks these terms or the law, or puts someone at risk. Where
            it is safe and practical, we will tell you what we removed and why, and you may ask us to review the
            decision through the contact page. If you believe content on {SITE.name} infringes your rights, tell us
            through the contact page and we will act on it promptly.
          </p>

          <h2>10. Intellectual property</h2>
          <p>
            The {SITE.name} name and logo, the website, and our learning modules, tutoring materials, assessments and
            other content belong to {SITE.legalName} or to the people who license them to us. While your plan is active,
            you may use them for your own personal learning. You may not copy, share, sell, publish or adapt them for
            anyone else, or use our name or logo, without our written permission.
          </p>

          <h2>11. Certificates and learning outcomes</h2>
          <ul>
            <li>
              Certificates issued by {SITE.name} confirm that you completed the stated {SITE.name} modules and
              assessments. Unless a certificate says otherwise, it is not a qualification registered on the National
              Qualifications Framework or accredited by another body.
            </li>
            <li>
              Where a certificate, assessment or qualification is issued by an external body, that body’s own rules,
              fees and decisions apply, and {SITE.name} cannot issue, change or guarantee it.
            </li>
            <li>
              We may withdraw a {SITE.name} certificate that was obtained dishonestly, for example by submitting someone
              else’s work.
            </li>
            <li>
              <strong>
                STEM tutoring and Entrepreneurship education support your own effort. We cannot guarantee particular
                marks, exam results, business results or income.
              </strong>
            </li>
          </ul>

          <h2>12. Availability and changes</h2>
          <p>
            We work to keep {SITE.name} available and working well, but it may sometimes be unavailable for maintenance,
            updates or reasons beyond our control. We may improve, change or withdraw features; if a change takes away a
            significant part of a plan you have paid for, we will tell you and you may cancel and receive a refund for
            the unused part of the month.
          </p>
          <p>
            We may also update these terms. We will publish the new version on this page with a new effective date and,
            for important changes, tell you by e-mail or when you next sign in before they take effect. If you do not
            agree with the changes, you may stop using {SITE.name} and cancel your plan as section 6 describes.
          </p>

          <h2>13. Limitation of liability</h2>
          <p>
            <strong>
              To the extent the law allows, {SITE.name} is not liable for indirect or consequential loss, such as lost
              profits, lost data or lost opportunities, or for loss caused by content that other members post, by events
              beyond our reasonable control, or by your breach of these terms. To the extent the law allows, our total
              liability to you for any claim is limited to the amount you paid {SITE.name} in the three months before
              the event that gave rise to the claim.
            </strong>
          </p>
          <p>
            These limits do not apply to loss caused by our gross negligence or intentional wrongdoing, and they do not
            limit any right you have under the Consumer Protection Act or any other law that cannot be excluded by
            agreement.
          </p>

          <h2>14. Suspension and termination</h2>
          <p>
            You may delete your account at any time from the account menu. We may suspend or close your account if you
            seriously or repeatedly break these terms, if you use the service unlawfully or if we must do so by law.
            Where it is reasonable, we will first warn you and give you a chance to put things right; for serious harm,
            such as threats, abuse of children or fraud, we may act immediately. When an account closes, your access
            ends and your information is handled as our Privacy Policy describes.
          </p>

          <h2>15. Governing law and disputes</h2>
          <p>
            These terms are governed by the laws of the Republic of South Africa, and the courts of South Africa have
            jurisdiction over any dispute about them. Before going to court, please contact us so that we can try to
            resolve the matter together. You may also take a complaint to the National Consumer Commission, a consumer
            ombud or, for privacy matters, the Information Regulator.
          </p>

          <h2>16. General</h2>
          <ul>
            <li>
              These terms and our Privacy Policy are the whole agreement between you and {SITE.name} about using the
              service.
            </li>
            <li>If a court finds part of these terms invalid, the rest remains in force.</li>
            <li>If we do not enforce a term straight away, we have not given up our right to enforce it later.</li>
            <li>We may send you notices by e-mail to the address on your account or show them when you sign in.</li>
          </ul>

          <h2>17. Contact us</h2>
          <p>
            If you have a question about these terms, a plan, a voucher or a refund, please write to us through our{" "}
            <Link className={LINK} href={CONTACT.path}>
              contact page
            </Link>
            . For privacy questions, see our{" "}
            <Link className={LINK} href={PRIVACY.path}>
              Privacy Policy
            </Link>
            .
          </p>
        </article>
      </div>
    </>
  );
}
