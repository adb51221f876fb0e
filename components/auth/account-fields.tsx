import { TextField } from "@/components/ui/text-field";

/** The account's e-mail address, as sign-up, login and the e-mailed links ask for it. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** The password the account has now, for login and "Change password". */
export function CurrentPasswordField({ label, name, error }: { label: string; name: string; error?: string }) {
  return <TextField label={label} name={name} type="password" autoComplete="current-password" error={error} />;
}
