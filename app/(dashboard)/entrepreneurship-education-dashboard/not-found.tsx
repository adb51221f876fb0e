import Link from "next/link";
import { ENTREPRENEURSHIP_PATH } from "@/lib/entrepreneurship/pages";

export default function EntrepreneurshipNotFound() {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl">This Entrepreneurship page does not exist</h1>
      <p className="mt-3 text-muted">The link may be old or mistyped, or the module may have moved.</p>
      <Link href={ENTREPRENEURSHIP_PATH} className="btn-primary mt-6">
        Back to Entrepreneurship Education
      </Link>
    </div>
  );
}
