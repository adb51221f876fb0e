"use client";

import { useActionState, useId } from "react";
import { FieldError, fieldAttributes } from "@/components/ui/field-error";
import { FormStatus } from "@/components/ui/form-status";
import { initialFormState, type FormAction, type FormState } from "@/lib/forms/form-state";
import { STAFF_ROLE_LABELS, STAFF_ROLES } from "@/lib/staff/roles";
import { STAFF_ROLE_RULES as R } from "@/lib/staff/rules";
import { ReasonField } from "./reason-field";

function RoleField({ formId, state }: { formId: string; state: FormState }) {
  const error = state.fieldErrors?.role;
  return (
    <div>
      <label htmlFor={`${formId}-role`} className="field-label">
        Role
      </label>
      <select
        {...fieldAttributes(formId, "role", error)}
        required
        defaultValue={state.values?.role ?? STAFF_ROLES[0]}
        className="field-input"
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <FieldError formId={formId} name="role" message={error} />
    </div>
  );
}

/** Give an existing account a staff role, by its e-mail address. */
export function GrantRoleForm({ action }: { action: FormAction }) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const error = state.fieldErrors?.email;
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-3">
      <div>
        <label htmlFor={`${formId}-email`} className="field-label">
          E-mail address of the account
        </label>
        <input
          {...fieldAttributes(formId, "email", error)}
          type="email"
          autoComplete="off"
          required
          maxLength={R.email.max}
          defaultValue={state.values?.email ?? ""}
          className="field-input"
        />
        <FieldError formId={formId} name="email" message={error} />
      </div>
      <RoleField formId={formId} state={state} />
      <ReasonField formId={formId} state={state} limits={R.reason} />
      <FormStatus state={state} />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Granting…" : "Grant the role"}
      </button>
    </form>
  );
}

/** Take a role away from a member of staff (never an admin's own admin role: the server refuses it). */
export function RevokeRoleForm({ staff, action }: { staff: string[]; action: FormAction }) {
  const formId = useId();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const error = state.fieldErrors?.email;
  return (
    <form action={formAction} noValidate aria-busy={pending} className="space-y-3">
      <div>
        <label htmlFor={`${formId}-email`} className="field-label">
          Member of staff
        </label>
        <select
          {...fieldAttributes(formId, "email", error)}
          required
          defaultValue={state.values?.email ?? staff[0]}
          className="field-input"
        >
          {staff.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
        <FieldError formId={formId} name="email" message={error} />
      </div>
      <RoleField formId={formId} state={state} />
      <ReasonField formId={formId} state={state} limits={R.reason} />
      <FormStatus state={state} />
      <button type="submit" className="btn-secondary" disabled={pending}>
        {pending ? "Revoking…" : "Revoke the role"}
      </button>
    </form>
  );
}
