/**
 * A form's cancel and submit, as its FormBox's `actions` (a dialog's, a page's): the secondary
 * cancel, then the submit (disabled while `busy`, where the form says so). One piece for the
 * portal's forms (issue 55: the same seven lines stood in twelve of them).
 */
import { Button } from '@mro/ui';

export function FormActions({
  cancel,
  submit,
  onCancel,
  busy,
}: {
  cancel: string;
  submit: string;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" {...(busy === undefined ? {} : { disabled: busy })}>
        {submit}
      </Button>
    </>
  );
}
