import { TextField } from "@/components/ui/text-field";
import { PASSWORD_MIN_LENGTH } from "@/lib/accounts/rules";

/** A new password and its confirmation, for the reset page and "Change password". */
export function NewPasswordFields({ errors }: { errors?: Record<string, string> }) {
  return (
    <>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={`Minimum ${PASSWORD_MIN_LENGTH} characters`}
        error={errors?.password}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors?.confirmPassword}
      />
    </>
  );
}
