import { requireStaffApi } from "@/lib/auth/guards";
import { contentDisposition } from "@/lib/http/content-disposition";
import { readQuery, route } from "@/lib/http/route";
import { listPayments, paymentsCsv, paymentsCsvName } from "@/lib/payments/report";
import { paymentFilterSchema } from "@/lib/payments/schemas";

/**
 * GET /api/staff/payments/export?month=YYYY-MM|all&q=…: the payments the admins' screen lists, as a
 * CSV file for a spreadsheet. Admins only; members' e-mail addresses, so never cached.
 */
export const GET = route(async (request) => {
  await requireStaffApi(request, "admin");
  const filter = readQuery(request, paymentFilterSchema);
  return new Response(paymentsCsv(await listPayments(filter)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition("attachment", paymentsCsvName(filter)),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
