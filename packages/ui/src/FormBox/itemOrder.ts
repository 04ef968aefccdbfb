/** Names of form items in document order, for "focus the first error". */
export function createItemOrder() {
  const items = new Map<string, HTMLElement>();
  return {
    register(name: string, element: HTMLElement) {
      items.set(name, element);
      return () => {
        if (items.get(name) === element) items.delete(name);
      };
    },
    /** The first of `names` in document order. */
    first(names: readonly string[]): string | undefined {
      const present = names.filter((n) => items.has(n));
      present.sort((a, b) =>
        items.get(a)!.compareDocumentPosition(items.get(b)!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
      return present[0] ?? names[0];
    },
    element: (name: string) => items.get(name),
  };
}

/** Field names with an error in a react-hook-form errors object (nested paths joined by dots). */
export function errorNames(errors: object, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('code' in value || 'type' in value) names.push(path);
    else names.push(...errorNames(value as object, path));
  }
  return names;
}
