import Link from "next/link";
import { SERVICES } from "@/lib/plans";

export default function StemNotFound() {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">This STEM Subjects page does not exist</h1>
      <p className="mt-3 text-muted">The link may be old or mistyped.</p>
      <Link href={SERVICES.stem.dashboardPath} className="btn-primary mt-6">
        Back to the STEM Subjects dashboard
      </Link>
    </div>
  );
}
