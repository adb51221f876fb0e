export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page: the least JavaScript any page of this app can load.</p>
    </main>
  );
}
