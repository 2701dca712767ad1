import { isElementVisible, rightOf, type ResourceDefinition } from '@weld/core';
import { useAuthContext } from '../lib/use-session';

/**
 * Which of a resource's buttons the user sees: `<permission>:add|edit|delete|export|import` through the has-rule
 * of spec shell §6 (isElementVisible).
 * @example const rights = useResourceRights(position); rights.add && <Button>新增</Button>
 */
export function useResourceRights(definition: ResourceDefinition): ResourceRights {
  const ctx = useAuthContext();
  return {
    add: isElementVisible(rightOf(definition, 'add'), ctx),
    edit: isElementVisible(rightOf(definition, 'edit'), ctx),
    delete: isElementVisible(rightOf(definition, 'delete'), ctx),
    export: isElementVisible(rightOf(definition, 'export'), ctx),
    import: isElementVisible(rightOf(definition, 'import'), ctx),
  };
}

/** Which of a resource's actions beyond listing the user may take. */
export interface ResourceRights {
  add: boolean;
  edit: boolean;
  delete: boolean;
  export: boolean;
  import: boolean;
}
