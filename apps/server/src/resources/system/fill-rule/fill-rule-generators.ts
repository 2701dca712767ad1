import { nextCategoryCode } from '../category';
import { nextOrgCode } from '../depart';
import type { FormData } from './fill-rule-engine';
import type { Generators } from './fill-rule.service';

const textOf = (formData: FormData, key: string): string | null => {
  const value = formData[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * The rule classes besides `serial` (the `fill_rule_class` dictionary lists all three): the next org
 * code under `formData.parentId`, the next category code under `formData.pid`.
 */
export const builtInGenerators: Generators = {
  org_code: (db, formData) => nextOrgCode(db, textOf(formData, 'parentId')),
  category_code: (db, formData) => nextCategoryCode(db, textOf(formData, 'pid')),
};
