"use client";

import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import type { FormAction } from "@/lib/forms/form-state";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@/lib/staff/roles";
import { STAFF_ROLE_RULES } from "@/lib/staff/rules";
import { SelectField, StaffForm } from "./staff-form";

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

const SUBMIT = {
  grant: { label: "Grant the role", pendingLabel: "Granting…", className: "btn-primary" },
  revoke: { label: "Revoke the role", pendingLabel: "Revoking…", className: "btn-secondary" },
} as const;

/**
 * Give an existing account a staff role by its e-mail address, or take one from a member of staff
 * (never an admin's own admin role: the server refuses it).
 */
export function RoleChangeForm(
  props: { change: "grant"; action: FormAction } | { change: "revoke"; staff: string[]; action: FormAction },
) {
  return (
    <StaffForm
      action={props.action}
      fields={(formId, state) => {
        const error = state.fieldErrors?.email;
        return (
          <>
            {props.change === "revoke" ? (
              <SelectField
                formId={formId}
                state={state}
                name="email"
                label="Member of staff"
                options={props.staff.map((email) => ({ value: email, label: email }))}
              />
            ) : (
              <div>
                <label htmlFor={`${formId}-email`} className="field-label">
                  E-mail address of the account
                </label>
                <input
                  {...fieldAttributes(formId, "email", error)}
                  type="email"
                  autoComplete="off"
                  required
                  maxLength={STAFF_ROLE_RULES.email.max}
                  defaultValue={state.values?.email ?? ""}
                  className="field-input"
                />
                <FieldError formId={formId} name="email" message={error} />
              </div>
            )}
            <SelectField formId={formId} state={state} name="role" label="Role" options={ROLE_OPTIONS} />
          </>
        );
      }}
      reason={STAFF_ROLE_RULES.reason}
      submit={SUBMIT[props.change]}
    />
  );
}
