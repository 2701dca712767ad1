import { useMemo } from 'react';
import {
  fieldDenials,
  heldCodes,
  withoutFields,
  type FieldDenials,
  type ResourceDefinition,
} from '@weld/core';
import { useAuthContext } from '../lib/use-session';

/**
 * The fields of a resource the user may not see or change (spec shell §6, query permission): the same
 * rules the server applies, read from the session's rights (auth) and rule list (allAuth).
 * @example const { disabled } = useFieldDenials(position)
 */
export function useFieldDenials(definition: ResourceDefinition): FieldDenials {
  const { auth, allAuth } = useAuthContext();
  const denials = fieldDenials(definition, allAuth, heldCodes(auth));
  // the session hands out fresh arrays on each read: keep one answer while the rules stay the same
  const key = `${denials.hidden.join(',')}|${denials.disabled.join(',')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => denials, [definition, key]);
}

/**
 * The definition as the user may see it: fields their rights hide are no column, search field, form
 * field nor detail line; the identity stays while the rules do.
 * @example const visible = useVisibleDefinition(props.definition)
 */
export function useVisibleDefinition<D extends ResourceDefinition>(definition: D): D {
  const { hidden } = useFieldDenials(definition);
  return useMemo(() => withoutFields(definition, hidden), [definition, hidden]);
}
