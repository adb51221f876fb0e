import Link from "next/link";
import { PageIntro } from "@/components/ui/page-intro";
import { ACCOUNT_PATH, CONTACT, PRIVACY, TERMS } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo";
import { SITE } from "@/lib/site";

export const metadata = pageMetadata(PRIVACY);

/** Links inside legal text are underlined so they do not depend on colour alone. */
const LINK = "underline";
const PRIVACY_EMAIL = "privacy@stepps.co.za";

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro
        route={PRIVACY}
        eyebrow="Legal"
        lead={`Effective ${SITE.policiesEffective}. This policy explains what personal information ${SITE.name} collects, why we collect it, how long we keep it, who we share it with and the rights you have under South African law.`}
      />
      <div className="container-page py-12">
        <article className="prose-legal">
          <h2>1. Who we are</h2>
          <p>
            {SITE.name} is operated by {SITE.legalName} (“{SITE.name}”, “we”, “us”), a company registered in{" "}
            {SITE.country}. We are the responsible party for the personal information described in this policy under the
            Protection of Personal Information Act 4 of 2013 (“POPIA”).
          </p>
          <p>
            Our Information Officer oversees how we handle personal information and deals with requests and complaints.
            You can reach the Information Officer by e-mail at{" "}
            <a className={LINK} href={`mailto:${PRIVACY_EMAIL}`}>
              {PRIVACY_EMAIL}
            </a>{" "}
            or through our{" "}
            <Link className={LINK} href={CONTACT.path}>
              contact page
            </Link>{" "}
            (choose a subject that mentions privacy).
          </p>
          <p>
            This policy applies to our website, your account, the dashboards and every {SITE.name} service: STEM
            Subjects tutoring, Entrepreneurship education and the Venting Room. Please read it together with our{" "}
            <Link className={LINK} href={TERMS.path}>
              Terms of Use
            </Link>
            .
          </p>

          <h2>2. The personal information we collect</h2>
          <h3>Account details</h3>
          <p>
            When you sign up we ask for your name, surname, e-mail address, a password, your city and your cell number.
            We never store your password itself, only a one-way hash of it that cannot be turned back into the password.
          </p>
          <h3>Microsoft sign-in</h3>
          <p>
            If you sign in with a Microsoft work or school account, Microsoft confirms who you are and sends us your
            name, e-mail address and a unique account identifier. We never see or receive your Microsoft password. Your
            organisation’s own rules and Microsoft’s privacy terms also apply to that account.
          </p>
          <h3>Plans, payments and vouchers</h3>
          <p>
            We keep a record of the plans you choose and of each payment: the amount, the date, its status and the
            reference number from our payment provider, Paystack. You enter your card details on Paystack’s secure
            payment page, and Paystack processes them.{" "}
            <strong>{SITE.name} never sees or stores your card number, expiry date or security code.</strong>
          </p>
          <p>
            If you are one of the first 1000 people to open an account, we record the free voucher issued to you: its
            code, the e-mail address it is tied to, the date it was issued, when it expires and whether it has been
            used.
          </p>
          <h3>Venting Room posts</h3>
          <p>
            In the Venting Room you can post by topic and add images, video, audio or documents. We store what you post,
            the topic you chose, and the likes you give and receive. Posts are shown to other members anonymously (with
            no name at all) or semi-anonymously (under a nickname you choose). Either way, other members never see your
            name, e-mail address or cell number. We do keep the link between a post and your account so that you can
            manage or delete it and so that we can moderate the room and respond to lawful requests.
          </p>
          <p>
            Posts can reveal sensitive matters such as your health, beliefs or sex life, which POPIA treats as special
            personal information. We process this only because you choose to share it. Files can also carry hidden
            details, such as the place a photo was taken, so we recommend removing those before you upload, and avoiding
            details that identify you or other people.
          </p>
          <h3>Entrepreneurship learning records</h3>
          <p>
            For Entrepreneurship education we keep your progress through the modules, your answers to assessments, your
            results and the details of any certificate we issue to you, including the name printed on it.
          </p>
          <h3>Likes, settings and notifications</h3>
          <p>
            We keep the likes you give, your account settings, the notifications we send you inside {SITE.name} and
            whether you have read them.
          </p>
          <h3>Contact messages</h3>
          <p>
            When you use our contact form we store your full name, the subject and your message. Please do not include
            passwords, card details or other sensitive information in a message.
          </p>
          <h3>Technical information and cookies</h3>
          <ul>
            <li>
              <strong>IP address.</strong> We use the IP address your request comes from, and the e-mail address entered
              in sign-in and sign-up forms, to count attempts over short periods (rate limiting). This protects accounts
              against password guessing and the service against abuse. Our servers also keep basic security logs of
              requests.
            </li>
            <li>
              <strong>Essential cookies only.</strong> We use session cookies that keep you signed in securely. The
              service cannot work without them, so they do not need your consent. We do not use advertising cookies or
              advertising trackers, and we do not sell your information.
            </li>
            <li>
              <strong>The home page video.</strong> The video on our home page is hosted by YouTube. It does not load,
              and nothing is sent to YouTube, until you press play. Once you do, YouTube (Google) receives information
              such as your IP address and may set its own cookies, under{" "}
              <a className={LINK} href="https://policies.google.com/privacy">
                Google’s privacy policy
              </a>
              .
            </li>
          </ul>

          <h2>3. Why we use it, and on what basis</h2>
          <p>
            POPIA allows us to process personal information only for a lawful reason (section 11). Here is each purpose
            and its basis:
          </p>
          <ul>
            <li>
              <strong>
                Creating and running your account, signing you in and giving you the services you paid for
              </strong>
              , including sending you notices about your account, payments and changes to the service:{" "}
              <em>performing our contract with you</em>.
            </li>
            <li>
              <strong>Taking payments, issuing and redeeming vouchers and keeping financial records</strong>:{" "}
              <em>our contract with you</em> and <em>our legal obligations</em> under tax law.
            </li>
            <li>
              <strong>Publishing your Venting Room posts</strong>, including any special personal information in them:{" "}
              <em>your consent</em>, which you give by posting and can withdraw at any time by deleting the post.
            </li>
            <li>
              <strong>Moderating the Venting Room, preventing abuse and keeping members safe</strong>:{" "}
              <em>our legitimate interest</em> and that of our members in a safe community, and{" "}
              <em>legal obligations</em> where the law requires us to act.
            </li>
            <li>
              <strong>Marking assessments and issuing certificates</strong>: <em>our contract with you</em>.
            </li>
            <li>
              <strong>Answering contact messages</strong>: <em>our legitimate interest</em> in responding to the people
              who write to us, and your consent in sending the message.
            </li>
            <li>
              <strong>Rate limiting, security logs and fraud prevention</strong>: <em>our legitimate interest</em> in
              protecting the service and your account.
            </li>
            <li>
              <strong>Sending news and offers</strong>: <em>your consent</em> only (see section 10).
            </li>
          </ul>
          <p>We do not use your information for purposes that are incompatible with the ones above.</p>

          <h2>4. How long we keep it</h2>
          <ul>
            <li>
              <strong>Account details, settings, likes, notifications and learning records:</strong> for as long as your
              account is open.
            </li>
            <li>
              <strong>Venting Room posts and their files:</strong> until you delete them or your account. Posts we
              remove for breaking the community rules are kept for up to 90 days in case you ask us to review the
              decision or the law requires us to produce them.
            </li>
            <li>
              <strong>Payment records:</strong> five years from the date of the transaction, because South African tax
              law requires it. If you delete your account sooner, we keep them for the rest of that time without your
              name or e-mail address.
            </li>
            <li>
              <strong>Voucher records:</strong> for as long as we offer free vouchers to early members, so that only the
              first 1000 accounts ever get one. If you delete your account, the record stays but your e-mail address in
              it is replaced by a one-way fingerprint (see section 9).
            </li>
            <li>
              <strong>Contact messages:</strong> 12 months after we last reply to you.
            </li>
            <li>
              <strong>Rate-limit counters:</strong> minutes to hours. They expire automatically when their time window
              ends.
            </li>
            <li>
              <strong>Security logs:</strong> up to 90 days, unless we need them to investigate a specific incident.
            </li>
            <li>
              <strong>Session cookies:</strong> until you sign out or the session expires.
            </li>
          </ul>
          <p>
            When you delete your account, we delete or permanently de-identify your personal information within 30 days,
            including copies in our backups. The exceptions are records the law requires us to keep (such as payment
            records) and information we need to establish or defend a legal claim; we keep those only for as long as
            that reason lasts. Certificates are deleted with your account, so please download them first.
          </p>

          <h2>5. Who we share it with</h2>
          <p>
            We share personal information only with the service providers that help us run {SITE.name}. POPIA calls them
            “operators”. They may use it only on our instructions and under written agreements that require them to keep
            it confidential and secure (sections 20 and 21).
          </p>
          <ul>
            <li>
              <strong>Paystack</strong>, which processes card payments and receives the details needed to do so.
            </li>
            <li>
              <strong>Microsoft</strong>, when you choose to sign in with a Microsoft work or school account.
            </li>
            <li>
              <strong>Hosting, database and file storage providers</strong>, which run our servers and store our
              database and the files you upload.
            </li>
          </ul>
          <p>We may also disclose personal information:</p>
          <ul>
            <li>
              when the law, a court order or a lawful request from a public authority such as the police requires it;
            </li>
            <li>when we reasonably believe it is necessary to protect someone’s life or safety;</li>
            <li>to our professional advisers, such as lawyers and auditors, who are bound by confidentiality; and</li>
            <li>to a buyer of all or part of our business, who must then protect it as this policy describes.</li>
          </ul>
          <p>We never sell or rent your personal information, and we do not share it with advertisers.</p>

          <h2>6. Transfers outside South Africa</h2>
          <p>
            Some of our operators store or process information on servers outside South Africa. Under section 72 of
            POPIA we transfer personal information across borders only when the recipient is bound by a law, binding
            corporate rules or a written agreement that gives it protection substantially similar to POPIA, or when
            another ground in section 72 applies, such as the transfer being necessary to perform our contract with you
            or you having consented to it.
          </p>

          <h2>7. How we protect it</h2>
          <ul>
            <li>Passwords are stored only as one-way hashes.</li>
            <li>Information travels between your device and our servers over encrypted (HTTPS) connections.</li>
            <li>
              Access is limited by plan: each dashboard opens only to members whose plan includes that service, and
              members see only what they are entitled to see.
            </li>
            <li>Only the people on our team who need personal information to do their work can reach it.</li>
            <li>Rate limiting slows down password guessing and other automated abuse.</li>
          </ul>
          <p>
            No system is perfectly secure. If a breach puts your personal information at risk, we will notify the
            Information Regulator and you as soon as reasonably possible, as section 22 of POPIA requires. You can help
            by using a strong password that you use nowhere else and by never sharing it.
          </p>

          <h2>8. Children</h2>
          <p>
            Many of our STEM learners are under 18. POPIA treats anyone under 18 as a child, and section 35 allows us to
            process a child’s personal information only with the consent of a competent person, usually a parent or
            guardian. A learner under 18 may therefore use {SITE.name} only with a parent or guardian’s consent, and
            that parent or guardian may ask to see, correct or delete the child’s information by contacting us. If we
            learn that we hold a child’s information without that consent, we will suspend the account and delete the
            information unless consent is given.
          </p>

          <h2>9. Your rights</h2>
          <p>Under POPIA you have the right to:</p>
          <ul>
            <li>know whether we hold personal information about you and ask for a copy of it;</li>
            <li>ask us to correct information that is inaccurate, out of date, incomplete or misleading;</li>
            <li>ask us to delete information we no longer have a right to keep;</li>
            <li>object to processing based on our legitimate interests;</li>
            <li>
              withdraw your consent at any time, without affecting processing that took place before you withdrew it;
            </li>
            <li>refuse direct marketing; and</li>
            <li>complain to the Information Regulator.</li>
          </ul>
          <p>
            If you are signed in, you can download a copy of your data and delete your account yourself from the account
            menu, as described below. For anything else, contact our Information Officer at{" "}
            <a className={LINK} href={`mailto:${PRIVACY_EMAIL}`}>
              {PRIVACY_EMAIL}
            </a>{" "}
            or through our{" "}
            <Link className={LINK} href={CONTACT.path}>
              contact page
            </Link>{" "}
            (choose a subject that mentions privacy). We may need to confirm your identity first, and we will respond
            within 30 days. Requests made through the account menu are free; if the law allows a fee for any other
            request, we will tell you before we charge it.
          </p>

          <h3 id="download-your-data">Download your data (your right of access)</h3>
          <p>
            Open the account menu (<strong>Main Dashboard</strong> at the top of the page) and choose{" "}
            <strong>Download my data</strong>, or go to{" "}
            <Link className={LINK} href={ACCOUNT_PATH} prefetch={false}>
              Your account and data
            </Link>
            . You get one file, straight away and free of charge, in JSON format (any text editor opens it). It
            contains:
          </p>
          <ul>
            <li>
              your account details: name, surname, e-mail address, city, cell number, the date you joined and how you
              sign in (password, Microsoft or both);
            </li>
            <li>
              your voucher (its code, dates and whether you used it), your plans, and your payments (reference, plan,
              amount, status and dates);
            </li>
            <li>
              your Venting Room posts (topic, kind of file, date, how many likes they have, and the words of text
              posts), the likes you gave, your privacy and notification settings and your notifications;
            </li>
            <li>your Entrepreneurship assessment answers, certificates and member-transfer requests.</li>
          </ul>
          <p>
            Uploaded files such as photos and signed agreements are listed, not copied into the file. The file never
            contains your password (we do not have it, only a one-way hash), sign-in tokens, or other members’
            information, such as who liked your posts. Messages sent through the contact form are stored without an
            e-mail address, so they cannot be linked to your account: ask the Information Officer if you want a copy of
            one.
          </p>

          <h3 id="delete-your-account">Delete your account (your right to deletion)</h3>
          <p>
            Choose <strong>Delete my account</strong> in the account menu and type DELETE (or your e-mail address) to
            confirm. Deleting your account signs you out and cannot be undone. We delete at once:
          </p>
          <ul>
            <li>your account details, your password hash and any link to a Microsoft account;</li>
            <li>your plans, including any time left on them;</li>
            <li>
              your Venting Room posts and their files (with the likes on them), the likes you gave, your settings and
              your notifications;
            </li>
            <li>
              your Entrepreneurship answers, certificates, and member-transfer requests with their signed agreements.
            </li>
          </ul>
          <p>We keep two kinds of record, without your name or e-mail address, and only for these reasons:</p>
          <ul>
            <li>
              <strong>Your voucher’s record.</strong> Free vouchers go to the first 1000 accounts only. A voucher is not
              given back when an account is deleted: if it were, deleting accounts would hand out more than 1000 free
              months, which would be unfair to everyone else. We keep its number in the queue, its dates and whether it
              was used, and replace your e-mail address with a one-way fingerprint. The fingerprint cannot be turned
              back into your address; it only lets us see that a new account with the same address has had its free
              voucher already.
            </li>
            <li>
              <strong>Payment records.</strong> The reference, plan, amount, status and dates of your payments are our
              financial records, which tax law (the Tax Administration Act and the VAT Act) requires us to keep for five
              years. POPIA allows this (section 14). Paystack keeps its own record of the payment under its own legal
              duties.
            </li>
          </ul>
          <p>
            Copies in our backups are overwritten within 30 days. If something you need is not covered here, or you
            cannot sign in, contact the Information Officer through our{" "}
            <Link className={LINK} href={CONTACT.path}>
              contact page
            </Link>
            .
          </p>
          <p>
            If you are unhappy with how we have handled your information, please tell us so that we can try to put it
            right. You may also complain to the Information Regulator of South Africa at{" "}
            <a className={LINK} href="https://inforegulator.org.za">
              inforegulator.org.za
            </a>{" "}
            or by e-mail to{" "}
            <a className={LINK} href="mailto:complaints.IR@inforegulator.org.za">
              complaints.IR@inforegulator.org.za
            </a>
            .
          </p>

          <h2>10. Direct marketing</h2>
          <p>
            We send news and offers only if you have said yes to receiving them. Every marketing message tells you how
            to stop receiving them, and you can withdraw your consent at any time by following that link or contacting
            us. Messages about your account, payments, vouchers or changes to these policies are not marketing, and we
            send them whether or not you have opted in.
          </p>

          <h2>11. Changes to this policy</h2>
          <p>
            We may update this policy when our services or the law change. We will publish the new version on this page
            with a new effective date and, if a change materially affects how we use your information, we will tell you
            by e-mail or when you next sign in before the change takes effect.
          </p>

          <h2>12. Contact us</h2>
          <p>
            Questions about this policy or your personal information can go to our Information Officer at{" "}
            <a className={LINK} href={`mailto:${PRIVACY_EMAIL}`}>
              {PRIVACY_EMAIL}
            </a>{" "}
            or through our{" "}
            <Link className={LINK} href={CONTACT.path}>
              contact page
            </Link>
            .
          </p>
        </article>
      </div>
    </>
  );
}
