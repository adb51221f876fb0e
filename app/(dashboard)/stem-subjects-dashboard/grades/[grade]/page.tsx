import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PracticeTopics } from "@/components/stem/practice-topics";
import { requireDashboard } from "@/lib/auth/guards";
import { SERVICES } from "@/lib/plans";
import { gradePath } from "@/lib/stem/pages";
import { practiceProgress } from "@/lib/stem/practice/attempts";
import { gradeSchema } from "@/lib/stem/schemas";

type Props = { params: Promise<{ grade: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const grade = gradeSchema.safeParse((await params).grade);
  return { title: grade.success ? `Grade ${grade.data} practice` : "STEM practice", robots: { index: false } };
}

/** Every practice topic of one grade, by subject and CAPS term: any grade is open to any learner. */
export default async function GradePracticePage({ params }: Props) {
  const raw = (await params).grade;
  const { user } = await requireDashboard("stem", gradePath(Number(raw) || 10));
  const grade = gradeSchema.safeParse(raw);
  if (!grade.success) notFound();
  const progress = await practiceProgress(user.id);
  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={SERVICES.stem.dashboardPath}>STEM Subjects dashboard</Link>
      </nav>
      <h1 className="mt-4 text-3xl sm:text-4xl">Grade {grade.data} practice</h1>
      <p className="mt-2 max-w-2xl text-muted">Mathematics and Physical Sciences, in the order of the CAPS terms.</p>
      <div className="mt-8">
        <PracticeTopics progress={progress} grade={grade.data} />
      </div>
    </div>
  );
}
