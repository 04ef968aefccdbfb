import type { Ref } from 'react';

/** Gives `node` to a ref of any kind (callback or object), as React would. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
