/**
 * A form's cancel and submit, as its FormBox's `actions` or a drawer's or dialog's `footer`: the
 * secondary cancel, then the submit (disabled while `busy`, where the form says so): the form's
 * submit button, or with `onSubmit` a button that runs it (a drawer's form without a FormBox).
 * One piece for the portal's forms (issue 55: the same seven lines stood in seventeen of them).
 */
import { Button } from '@mro/ui';

export function FormActions({
  cancel,
  submit,
  onCancel,
  onSubmit,
  busy,
}: {
  cancel: string;
  submit: string;
  onCancel: () => void;
  /** The submit runs this (default: the button submits its form). */
  onSubmit?: () => unknown;
  busy?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
      <Button
        {...(onSubmit ? { onClick: () => void onSubmit() } : { type: 'submit' as const })}
        {...(busy === undefined ? {} : { disabled: busy })}
      >
        {submit}
      </Button>
    </>
  );
}
