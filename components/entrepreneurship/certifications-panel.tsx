import { ColumnHeadings } from "@/components/ui/column-headings";
import {
  CERTIFICATE_TYPES,
  findCertificateType,
  type CertificateTypeId,
  type Scope,
} from "@/lib/entrepreneurship/arenas";
import type { CertificateView } from "@/lib/entrepreneurship/certificates";
import { CERTIFICATES_HEADING_ID, dashboardHref } from "@/lib/entrepreneurship/pages";
import { formatMonthYear } from "@/lib/format";
import type { CertificateFormActions } from "./certificate-dialogs";
import { AddCertificateButton, Announcer, CertificateActions } from "./lazy-forms";
import { SubTabs } from "./sub-tabs";

const countBadge = (count: number) => ({
  text: String(count),
  label: `${count} ${count === 1 ? "certificate" : "certificates"}`,
});

/** The four certificate tabs, the chosen type's table and Add Certificate. */
export function CertificationsPanel({
  scope,
  type,
  certificates,
  actions,
}: {
  scope: Scope;
  type: CertificateTypeId;
  certificates: CertificateView[];
  actions: CertificateFormActions;
}) {
  const current = findCertificateType(type) ?? CERTIFICATE_TYPES[0];
  const shown = certificates.filter((certificate) => certificate.type === type);
  return (
    <div className="mt-2">
      <SubTabs
        label="Certificate types"
        items={CERTIFICATE_TYPES}
        current={type}
        hrefOf={(item) => dashboardHref({ scope: scope.id, tab: "certifications", type: item.id })}
        badgeOf={(item) => countBadge(certificates.filter((certificate) => certificate.type === item.id).length)}
      />
      <section aria-labelledby={CERTIFICATES_HEADING_ID} className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={CERTIFICATES_HEADING_ID} tabIndex={-1} className="text-2xl">
            {current.label}: {scope.label}
          </h2>
          {/* Keyed by the tab: the new certificate's type starts as the tab's. */}
          <AddCertificateButton key={type} scope={scope.id} type={type} actions={actions} />
        </div>
        <Announcer />
        {shown.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-line p-4 text-muted">
            No {current.label.toLowerCase()} in the {scope.label} arena yet. Add one with Add Certificate.
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">
                Your {current.label} in the {scope.label} arena
              </caption>
              <ColumnHeadings
                columns={[
                  { label: "Name" },
                  { label: "Issuer", wide: true },
                  { label: "Month and year", wide: true },
                  { label: "Lessons", wide: true },
                  { label: "Actions", hidden: true },
                ]}
              />
              <tbody>
                {shown.map((certificate) => (
                  <tr key={certificate.id} className="border-b border-line align-top">
                    <th scope="row" className="py-3 pr-3 font-semibold break-words">
                      {certificate.link ? (
                        <a href={certificate.link} target="_blank" rel="noopener noreferrer nofollow">
                          {certificate.name}
                          <span className="sr-only"> (opens the certificate link in a new tab)</span>
                        </a>
                      ) : (
                        certificate.name
                      )}
                      {/* On a phone the other columns fold into the name's cell. */}
                      <span className="mt-1 block text-sm font-normal text-muted sm:hidden">
                        {certificate.issuer}
                        {certificate.monthYear ? ` · ${formatMonthYear(certificate.monthYear)}` : ""}
                      </span>
                    </th>
                    <td className="hidden py-3 pr-3 sm:table-cell">{certificate.issuer}</td>
                    <td className="hidden py-3 pr-3 sm:table-cell">
                      {certificate.monthYear ? formatMonthYear(certificate.monthYear) : "–"}
                    </td>
                    <td className="hidden max-w-xs py-3 pr-3 text-sm whitespace-pre-line break-words text-muted sm:table-cell">
                      {certificate.lessons ?? "–"}
                    </td>
                    <td className="py-3">
                      <CertificateActions certificate={certificate} actions={actions} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
