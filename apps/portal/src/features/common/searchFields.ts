/**
 * The search box lays out its children one by one (its rows and the "more conditions" toggle
 * count them: @mro/ui SearchBox), so the fields a list screen gives as one fragment are handed
 * over as the fragment's children (decision 0089).
 */
import { Fragment, isValidElement, type ReactNode } from 'react';

export function searchFields(fields: ReactNode): ReactNode {
  return isValidElement<{ children?: ReactNode }>(fields) && fields.type === Fragment ? fields.props.children : fields;
}
