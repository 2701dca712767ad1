import { useState } from 'react';
import { App, Button } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceKeys, type Row } from '../../../../kit/resource-api';
import type { ResourcePageSlots, ToolbarContext } from '../../../../kit/resource-page';
import type { RowActionContext } from '../../../../kit/row-actions';
import { buttonIcon } from '../enhance/button-icons';
import { enhanceApi, type FormEnhance, type ShownButton } from '../enhance/enhance-api';

/** The buttons the caller may press on a form's list and its linkage rules (`getEnhance/{code}`). */
export function useFormEnhance(code: string) {
  return useQuery({
    queryKey: ['cgformEnhance', code],
    queryFn: () => enhanceApi.ofForm(code),
    retry: false,
  });
}

interface PressProps {
  button: ShownButton;
  code: string;
  resource: string;
  /** the rows it runs on: the row's own id, or the list's selection for a toolbar button */
  ids: string[];
  done?(): void;
}

/** One custom button: runs `doButton` on its rows (a toolbar button asks first), then the list shows the change. */
function PressButton({ button, code, resource, ids, done }: PressProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toolbar = button.optPosition === 'toolbar';
  const run = async () => {
    setBusy(true);
    try {
      await enhanceApi.press(code, ids, button.buttonCode);
      void message.success(t('server.cgform.enhance.pressed'));
      await queryClient.invalidateQueries({ queryKey: resourceKeys(resource).all });
      done?.();
    } catch {
      // the HTTP client reported the refusal
    } finally {
      setBusy(false);
    }
  };
  const onClick = () => {
    if (!toolbar) return void run();
    if (ids.length === 0) return void message.warning(t('web.cgform.enhance.selectRows'));
    modal.confirm({
      title: t('web.kit.confirmTitle'),
      content: t('web.cgform.enhance.pressConfirm', { count: ids.length, name: button.buttonName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: run,
    });
  };
  const link = !toolbar || button.buttonStyle === 'link';
  return (
    <Button
      type={link ? 'link' : 'default'}
      size={toolbar ? 'middle' : 'small'}
      icon={buttonIcon(button.buttonIcon)}
      loading={busy}
      onClick={onClick}
      data-button-code={button.buttonCode}
    >
      {button.buttonName}
    </Button>
  );
}

/**
 * The list's slots with the form's custom buttons added: toolbar buttons (on the selected rows) after the kit's,
 * row buttons after the row's other actions (`slots`' own first).
 * @example <ResourcePage slots={withFormButtons(slots, enhance, head.id, definition.name)} />
 */
export function withFormButtons(
  slots: ResourcePageSlots | undefined,
  enhance: FormEnhance | undefined,
  code: string,
  resource: string,
): ResourcePageSlots | undefined {
  const buttons = enhance?.buttons ?? [];
  if (buttons.length === 0) return slots;
  const toolbar = buttons.filter((b) => b.optPosition === 'toolbar');
  const row = buttons.filter((b) => b.optPosition === 'row');
  const own = slots?.rowActions;
  const ownToolbar = slots?.toolbar;
  return {
    ...slots,
    ...(toolbar.length > 0
      ? {
          toolbar: (ctx: ToolbarContext) => (
            <>
              {typeof ownToolbar === 'function' ? ownToolbar(ctx) : ownToolbar}
              {toolbar.map((b) => (
                <PressButton
                  key={b.buttonCode}
                  button={b}
                  code={code}
                  resource={resource}
                  ids={ctx.selectedRowKeys}
                  done={ctx.clearSelection}
                />
              ))}
            </>
          ),
        }
      : {}),
    ...(row.length > 0
      ? {
          rowActions: (record: Row, screen: RowActionContext) => (
            <>
              {own?.(record, screen)}
              {row.map((b) => (
                <PressButton
                  key={b.buttonCode}
                  button={b}
                  code={code}
                  resource={resource}
                  ids={[record.id]}
                />
              ))}
            </>
          ),
        }
      : {}),
  };
}
