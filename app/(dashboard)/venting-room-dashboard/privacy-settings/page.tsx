import type { Metadata } from "next";
import { savePrivacy } from "@/app/(dashboard)/venting-room-dashboard/actions";
import { PrivacySettingsForm } from "@/components/venting/privacy-settings-form";
import { VentingShell } from "@/components/venting/venting-shell";
import { requireDashboard } from "@/lib/auth/guards";
import { ventingPath } from "@/lib/venting/pages";
import { getVentingSettings } from "@/lib/venting/settings";

export const metadata: Metadata = { title: "Privacy Settings · Venting Room", robots: { index: false } };

export default async function PrivacySettingsPage() {
  const { user } = await requireDashboard("venting", ventingPath("privacy-settings"));
  const { anonymity, section, pseudonym } = await getVentingSettings(user.id);
  return (
    <VentingShell active="privacy-settings">
      <h1 className="text-3xl sm:text-4xl">Privacy Settings</h1>
      <p className="mt-2 max-w-2xl text-muted">
        These apply to the posts you make from now on. Your name and e-mail are never shown to anyone in the Venting
        Room.
      </p>
      <PrivacySettingsForm action={savePrivacy} settings={{ anonymity, section, pseudonym }} />
    </VentingShell>
  );
}
