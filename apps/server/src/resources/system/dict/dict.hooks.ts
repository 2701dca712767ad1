import { dictItem } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError, fieldError } from '../../../lib/errors';
import type { ResourceHooks } from '../../../kit/save';
import { label } from '../../../kit/write';
import { typedTx } from '../../../kit/table';
import { isSecretColumn } from './table-dict';

/**
 * Dictionary items: the dictionary must exist (and not be deleted), and a value is unique within its
 * dictionary (409 naming itemValue). The cache is dropped by the
 * onSend hook of dict.routes.ts once the write has committed.
 */
export function dictItemHooks(): ResourceHooks {
  return {
    beforeWrite: async (columns, { id, request, tx, merged }) => {
      if (columns.dict_id !== undefined) {
        const found = await typedTx(tx)
          .selectFrom('sys_dict')
          .select('id')
          .where('id', '=', String(columns.dict_id))
          .where('del_flag', '=', 0)
          .executeTakeFirst();
        if (!found) throw fieldError(request.lang, 'dictId', 'sysDict.dictNotFound');
      }
      const dictId = String(merged.dict_id ?? '');
      const value = String(merged.item_value ?? '');
      // checked before the write so the answer names the field; the unique index still stops a race
      const twin = await typedTx(tx)
        .selectFrom('sys_dict_item')
        .select('id')
        .where('dict_id', '=', dictId)
        .where('item_value', '=', value)
        .where('id', '<>', id)
        .limit(1)
        .executeTakeFirst();
      if (twin)
        throw new AppError(
          409,
          'kit.unique',
          { field: label(dictItem, dictItem.fields.itemValue, request.lang) },
          { field: 'itemValue' },
        );
    },
  };
}

/** Whitelist entries: a password, salt or secret column can never be listed (lookups compare names in lower case). */
export function tableWhiteListHooks(ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: (columns, { request }) => {
      if (typeof columns.field_names !== 'string') return;
      const table = typeof columns.table_name === 'string' ? columns.table_name.toLowerCase() : '';
      const secret = columns.field_names
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .find((c) => isSecretColumn(ctx, table, c));
      if (secret) {
        throw fieldError(request.lang, 'fieldNames', 'sysDict.secretColumn', { field: secret });
      }
    },
  };
}
