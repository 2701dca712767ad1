/** Why a popup column cannot open: its code, orgFields or destFields is missing, or their counts differ. */
export type PopupConfigProblem = 'missing' | 'mismatch';

const fieldList = (text?: string) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Checks a popup column: code, orgFields and destFields are required (popup参数未正确配置!), and the source
 * and target lists must be as long as each other (…原始值和目标值数量不一致!).
 * @example checkPopupConfig({ popupCode: 'sys_user', orgFields: 'realname', destFields: 'operator' }) // null
 */
export function checkPopupConfig(c: {
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
}): PopupConfigProblem | null {
  const org = fieldList(c.orgFields);
  const dest = fieldList(c.destFields);
  if (!c.popupCode || org.length === 0 || dest.length === 0) return 'missing';
  return org.length === dest.length ? null : 'mismatch';
}

/**
 * What choosing report rows writes into the grid row: each destination field takes its source field,
 * several chosen rows comma-joined.
 * @example popupValues([{ realname: '张工', phone: '138' }], 'realname,phone', 'operator,tel') // { operator: '张工', tel: '138' }
 */
export function popupValues(
  rows: readonly Record<string, unknown>[],
  orgFields?: string,
  destFields?: string,
): Record<string, string> {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  const out: Record<string, string> = {};
  dest.forEach((d, i) => {
    out[d] = rows
      .map((r) => r[org[i]])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map(String)
      .join(',');
  });
  return out;
}
