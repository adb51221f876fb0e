interface DeleteButtonsProps {
  dialogId: string;
  deleting: boolean;
  label: string;
  onCancel: () => void;
}

/** A delete dialog's buttons: the red submit, and Cancel, which closes the dialog without JavaScript too. */
export function DeleteButtons({ dialogId, deleting, label, onCancel }: DeleteButtonsProps) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={deleting}>
        {deleting ? "Deleting…" : label}
      </button>
      <button type="button" className="btn-secondary" commandfor={dialogId} command="close" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
