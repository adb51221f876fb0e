/** The staff console: plain, full width, its own pages guarded by role. */
export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return <div className="container-page py-8 sm:py-10">{children}</div>;
}
