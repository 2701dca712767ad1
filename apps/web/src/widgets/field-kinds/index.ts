import { registerFieldKinds } from './registry';
import { STANDARD_KINDS } from './standard-kinds';

// the registry as forms, lists and search forms read it: the generic kinds' parts are in it from the first import on
registerFieldKinds(STANDARD_KINDS);

export { fieldKindPart, registerFieldKinds, registeredKinds, registeredParts } from './registry';
export type {
  FieldKindEntries,
  FieldKindParts,
  FilterProps,
  FormControlProps,
  GridEditorProps,
} from './kind-parts';
export { sentTextOr, plainText } from './cell-texts';
export { ControlFilter } from './filters';
export { YesNoFilter } from './yes-no-filter';
