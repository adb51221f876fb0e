/**
 * A screen's filters: a GET form, so the choice lives in the address, works without JavaScript, and
 * back and reload keep it.
 */
export function FilterForm({
  action,
  label,
  submit,
  className,
  children,
}: {
  action: string;
  /** The search landmark's name. */
  label: string;
  submit: string;
  /** Its margin and its grid's columns from the sm breakpoint on. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={`card grid gap-4 sm:items-end ${className}`}
    >
      {children}
      <button type="submit" className="btn-primary">
        {submit}
      </button>
    </form>
  );
}

/** A choice among values, the first meaning "all". */
export function FilterSelect({
  id,
  name,
  label,
  value,
  all,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  all: { value: string; label: string };
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className="field-input">
        <option value={all.value}>{all.label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Free text to search by, with the problem under it when the server could not use it. */
export function FilterSearch({
  id,
  name,
  label,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={value}
        maxLength={254}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-input"
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
