import { useEffect, useRef } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { WeldModelSelect } from '../../../widgets/weld-model-select/weld-model-select';
import { RecordSelect } from './record-select';

interface ControlProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  id?: string;
}

/** Empties a control when the type it depends on changes (not when a record is first loaded into the form). */
function useResetOnChange(type: unknown, onChange?: (value: string | undefined) => void) {
  const seen = useRef(type);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== type) onChange?.(undefined);
    seen.current = type;
  }, [type, onChange]);
}

/**
 * The grantee of a grant, as its type says: a specialist (stored by username) or a role (by role code).
 * @example controls: { grantee: ({ placeholder }) => <GranteeSelect placeholder={placeholder} /> }
 */
export function GranteeSelect({ value, onChange, placeholder, id }: ControlProps) {
  const { t } = useTranslation();
  const type = Form.useWatch('granteeType') as string | undefined;
  useResetOnChange(type, onChange);
  if (type === 'specialist') {
    return (
      <RecordSelect
        id={id}
        path="/weld/specialist"
        valueKey="username"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        label={(r) => `${String(r.username_dictText ?? r.username)}（${String(r.username)}）`}
      />
    );
  }
  if (type === 'role') {
    return (
      <RecordSelect
        id={id}
        path="/sys/role"
        valueKey="roleCode"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        label={(r) => `${String(r.roleName)}（${String(r.roleCode)}）`}
      />
    );
  }
  return <Select id={id} disabled placeholder={t('web.weldSequencePower.pickGranteeType')} />;
}

/**
 * The target of a grant, as its type says: a sequence, or a node of the model tree (its whole subtree).
 * @example controls: { targetId: ({ placeholder }) => <TargetSelect placeholder={placeholder} /> }
 */
export function TargetSelect({ value, onChange, placeholder, id }: ControlProps) {
  const { t } = useTranslation();
  const type = Form.useWatch('targetType') as string | undefined;
  useResetOnChange(type, onChange);
  if (type === 'model')
    return <WeldModelSelect id={id} value={value} onChange={onChange} placeholder={placeholder} />;
  if (type === 'sequence') {
    return (
      <RecordSelect
        id={id}
        path="/weld/sequence"
        valueKey="id"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        label={(r) => `${String(r.code)} ${String(r.name)}`}
      />
    );
  }
  return <Select id={id} disabled placeholder={t('web.weldSequencePower.pickTargetType')} />;
}
