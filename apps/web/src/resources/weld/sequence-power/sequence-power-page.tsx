import { weldSequencePower } from '@weld/core';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { GranteeSelect, TargetSelect } from './target-controls';

/** The server answers each grant with the names of its grantee and target beside their stored keys. */
const SLOTS: ResourcePageSlots = {
  cells: {
    grantee: (_: unknown, r: Row) => String(r.granteeName ?? r.grantee ?? ''),
    targetId: (_: unknown, r: Row) => String(r.targetName ?? r.targetId ?? ''),
  },
  controls: {
    grantee: ({ placeholder }) => <GranteeSelect placeholder={placeholder} />,
    targetId: ({ placeholder }) => <TargetSelect placeholder={placeholder} />,
  },
};

/**
 * 程序权限 ('weld/SequencePowerList'): grants of view / download / edit / push on a sequence or a model
 * subtree to a specialist or a role, with validity dates; grantee and target are picked by their type.
 * @example pageRegistry['weld/SequencePowerList']
 */
export function SequencePowerPage() {
  return <ResourcePage definition={weldSequencePower} slots={SLOTS} />;
}
