/** The attributes that tie a form control to its error message: marked invalid, and the message read with it. */
export function fieldAttributes(formId: string, name: string, error?: string) {
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${formId}-${name}-error` : undefined,
  } as const;
}

/** A control's error message, with the id fieldAttributes points to. */
export function FieldError({ formId, name, message }: { formId: string; name: string; message?: string }) {
  return message ? (
    <p id={`${formId}-${name}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}
