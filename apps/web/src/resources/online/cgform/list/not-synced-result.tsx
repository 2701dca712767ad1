import { useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { SyncPlanModal } from '../sync-plan-modal';
import { useCgformRights } from '../use-cgform-rights';

interface Props {
  /** the form's head id */
  code: string;
  /** its table, named in the sync dialog; the head id stands in when the design was never published */
  tableName?: string;
  /** its description, named in the message */
  tableTxt?: string;
  /** after a sync: the screen reads the form again */
  onSynced(): void;
}

/**
 * What the auto list shows of a form whose table is not in sync with its design: the fact, and 同步数据库 (the sync
 * plan dialog of the designer) for users holding `online:cgform:sync`; others are told to ask an administrator.
 * @example <NotSyncedResult code={head.id} tableName={head.tableName} onSynced={reload} />
 */
export function NotSyncedResult({ code, tableName, tableTxt, onSynced }: Props) {
  const { t } = useTranslation();
  const rights = useCgformRights();
  const [open, setOpen] = useState(false);
  const name = tableName ?? code;
  return (
    <>
      <Result
        status="warning"
        title={t('web.cgform.list.notSynced')}
        subTitle={
          <>
            <div>{t('web.cgform.list.notSyncedHint', { name: tableTxt || name })}</div>
            {!rights.sync && <div>{t('web.cgform.list.askAdmin')}</div>}
          </>
        }
        extra={
          rights.sync && (
            <Button type="primary" onClick={() => setOpen(true)}>
              {t('web.cgform.actions.sync')}
            </Button>
          )
        }
      />
      {open && (
        <SyncPlanModal
          id={code}
          tableName={name}
          canForce={rights.syncForce}
          onClose={() => setOpen(false)}
          onSynced={() => {
            setOpen(false);
            onSynced();
          }}
        />
      )}
    </>
  );
}
