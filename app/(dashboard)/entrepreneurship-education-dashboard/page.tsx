import type { Metadata } from "next";
import { PlanStatus } from "@/components/dashboard/plan-status";
import { AssessmentsPanel } from "@/components/entrepreneurship/assessments-panel";
import { CertificationsPanel } from "@/components/entrepreneurship/certifications-panel";
import { DashboardTabs } from "@/components/entrepreneurship/dashboard-tabs";
import { GroupsPanel } from "@/components/entrepreneurship/groups-panel";
import { LearningPanel } from "@/components/entrepreneurship/learning-panel";
import { ScopePicker } from "@/components/entrepreneurship/scope-picker";
import { requireDashboard } from "@/lib/auth/guards";
import { findScope, TABS } from "@/lib/entrepreneurship/arenas";
import { listAssessments } from "@/lib/entrepreneurship/assessments";
import { listCertificates } from "@/lib/entrepreneurship/certificates";
import { groupsOverview } from "@/lib/entrepreneurship/groups";
import { countModulesByScope, listModules } from "@/lib/entrepreneurship/modules";
import { dashboardHref, TRANSFERS_API } from "@/lib/entrepreneurship/pages";
import { resolveCalendarMonth } from "@/lib/entrepreneurship/projects";
import { dashboardQuerySchema } from "@/lib/entrepreneurship/schemas";
import { NOTICE_PARAM, openNotice } from "@/lib/forms/notice";
import { voucherJustApplied } from "@/lib/subscriptions/standing";
import { lenientQuery, queryRecord } from "@/lib/validations/query";
import {
  addCertificate,
  editCertificate,
  joinGroupAction,
  leaveGroupAction,
  removeCertificate,
  saveAssessmentAnswer,
  submitWriteUpAction,
} from "./actions";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The title names the arena and tab, so each view is announced as a page of its own. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = lenientQuery(dashboardQuerySchema, queryRecord(await searchParams));
  const scope = findScope(view.scope);
  const tab = TABS.find((item) => item.id === (view.tab ?? "learning"))!;
  return {
    title: scope ? `${tab.label}: ${scope.label} arena, Entrepreneurship` : "Choose your arena, Entrepreneurship",
    robots: { index: false },
  };
}

/**
 * The arena choice, then the chosen arena's tabs. Arena, tab and sub-tab live in the URL, so
 * reload, back and a shared link all show the same view; nothing here needs JavaScript to navigate.
 */
export default async function EntrepreneurshipDashboardPage({ searchParams }: Props) {
  const query = queryRecord(await searchParams);
  const view = lenientQuery(dashboardQuerySchema, query);
  const { user, access } = await requireDashboard("entrepreneurship", dashboardHref(view));
  const scope = findScope(view.scope);
  const tab = view.tab ?? "learning";

  return (
    <div className="container-page py-8 sm:py-10">
      <p className="eyebrow">{scope ? `${scope.label} arena` : "Entrepreneurship"}</p>
      <h1 className="mt-1 text-3xl sm:text-4xl">Entrepreneurship Education</h1>
      <PlanStatus access={access} voucherApplied={await voucherJustApplied(user.id)} />
      {!scope ? (
        <>
          <p className="mt-2 max-w-2xl text-lg text-muted">
            Learn to build a business arena by arena: modules to study, assessments that start from real news, groups to
            build with, and your certificates in one place.
          </p>
          <ScopePicker moduleCounts={await countModulesByScope()} />
        </>
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-muted">{scope.description}</p>
          <DashboardTabs scope={scope} tab={tab} />
          {tab === "learning" ? <LearningPanel scope={scope} modules={await listModules(scope.id)} /> : null}
          {tab === "assessments" ? (
            <AssessmentsPanel
              scope={scope}
              categories={await listAssessments(user.id, scope.id)}
              categoryId={view.category}
              saveAnswer={saveAssessmentAnswer}
            />
          ) : null}
          {tab === "groups" ? (
            <GroupsPanel
              scope={scope}
              section={view.section ?? "list"}
              overview={await groupsOverview(user.id, scope.id, resolveCalendarMonth(view.month, new Date(), "clamp"))}
              actions={{ join: joinGroupAction, leave: leaveGroupAction, writeUp: submitWriteUpAction }}
              justJoined={query.joined === "1"}
              justLeft={query.left === "1"}
              transferNotice={openNotice(query[NOTICE_PARAM], TRANSFERS_API)}
            />
          ) : null}
          {tab === "certifications" ? (
            <CertificationsPanel
              scope={scope}
              type={view.type ?? "stepps"}
              certificates={await listCertificates(user.id, scope.id)}
              actions={{ add: addCertificate, edit: editCertificate, remove: removeCertificate }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
