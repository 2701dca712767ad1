import type { ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table/interface';
import type { ControlSlot, DetailSectionSlot, FormLayoutSlot, FormSectionSlot } from './resource-drawer';
import type { Row } from './resource-api';
import type { RowActionsSlot } from './row-actions';
import type { SearchControlSlot } from './search-form';
import type { CellSlot } from './use-resource-table';

/** What toolbar buttons may act on: the selected rows, and a refresh of the list. */
export interface ToolbarContext {
  selectedRowKeys: string[];
  clearSelection(): void;
  refresh(): Promise<void>;
}

/** Named places where a resource adds to the generated screen without copying it. */
export interface ResourcePageSlots {
  /** buttons after 新增 / 批量删除; a function gets the selection (batch actions) */
  toolbar?: ReactNode | ((ctx: ToolbarContext) => ReactNode);
  /** actions after 编辑 / 详情 / 删除 in each row */
  rowActions?: RowActionsSlot;
  /** custom cells by field key */
  cells?: Partial<Record<string, CellSlot>>;
  /** content after the generated form fields; its named fields are saved too */
  formSection?: FormSectionSlot;
  /** wraps the generated form fields (e.g. into the first of several tabs, the others a record's sub tables) */
  formLayout?: FormLayoutSlot;
  /** content after the detail view's fields (e.g. a record's sub rows) */
  detailSection?: DetailSectionSlot;
  /** a row's content when opened (the list's rows become expandable), e.g. its sub rows */
  expandedRow?: (record: Row) => ReactNode;
  /** form controls by field key in place of the kit's (e.g. `{ cronExpression: () => <CronInput /> }`) */
  controls?: Partial<Record<string, ControlSlot>>;
  /** a line under a form field by field key, stating what it means or the format it takes (e.g. `{ version: t('web.formHints.semver') }`) */
  hints?: Partial<Record<string, ReactNode>>;
  /** the 新增 button's text when the resource names it otherwise (添加记录) */
  addLabel?: string;
  /** search form controls by field key in place of the kit's (e.g. a project chosen by name rather than typed by id) */
  searchControls?: Partial<Record<string, SearchControlSlot>>;
  /** columns after the field columns, for what the server adds to records beyond the definition (e.g. a next run time) */
  columns?: ColumnType<Row>[];
  /** a panel left of the list (e.g. a department tree that sets `listParams`) */
  aside?: ReactNode;
}
