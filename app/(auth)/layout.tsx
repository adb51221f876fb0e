/** Sign-up and sign-in: one centred card. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <div className="w-full max-w-xl">{children}</div>
      </div>
    </div>
  );
}
