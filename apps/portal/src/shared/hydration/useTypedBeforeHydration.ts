/**
 * What a visitor typed into a field of the server's page (app/server.tsx) before the scripts ran.
 * React's hydration leaves a field's value as it finds it, but the state behind the field still
 * holds the server's value, and the next render would write that back: so on the hydration's
 * commit (a layout effect: no keystroke can come between the commit and it) a field whose value
 * differs from its markup's (`defaultValue`, `defaultChecked`) gives its value to the state.
 * Nothing typed is lost, however late in the hydration it came. A field React drew itself has its
 * markup's value: nothing happens.
 */
import { useLayoutEffect, type RefObject } from 'react';

type Field = RefObject<HTMLInputElement | null>;

/** Once, on the commit that hydrated (or mounted) the field: its value, when changed, to the state. */
function useChangedBeforeHydration(field: Field, changed: (input: HTMLInputElement) => boolean, adopt: () => void) {
  useLayoutEffect(() => {
    const input = field.current;
    if (input && changed(input)) adopt();
  }, []);
}

export function useTypedBeforeHydration(field: Field, adopt: (value: string) => void): void {
  useChangedBeforeHydration(
    field,
    (input) => input.value !== input.defaultValue,
    () => adopt(field.current!.value),
  );
}

/** The same for a check box: its checked state against its markup's. */
export function useCheckedBeforeHydration(field: Field, adopt: (checked: boolean) => void): void {
  useChangedBeforeHydration(
    field,
    (input) => input.checked !== input.defaultChecked,
    () => adopt(field.current!.checked),
  );
}
