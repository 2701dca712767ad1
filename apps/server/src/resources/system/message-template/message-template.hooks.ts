import { parseValues } from '@weld/core';
import type { ResourceHooks } from '../../../kit/save';
import { AppError, fieldError } from '../../../lib/errors';

/**
 * 消息模板's checks beyond the definition: the test data, when given, is a JSON object of plain values.
 * @example registerResource(api, ctx, messageTemplate, messageTemplateHooks())
 */
export function messageTemplateHooks(): ResourceHooks {
  return {
    beforeWrite: (columns, { request }) => {
      const json = columns.template_test_json;
      if (typeof json === 'string' && json.trim() && !parseValues(json)) {
        // answered like the kit's own field errors, so the form marks the field
        throw fieldError(request.lang, 'templateTestJson', 'messageTemplate.badTestJson');
      }
    },
  };
}

/**
 * 消息记录 is written by sending only: adds, edits and imports are refused (lists, exports and deletes stay).
 * @example registerResource(api, ctx, message, messageHistoryHooks())
 */
export function messageHistoryHooks(): ResourceHooks {
  return {
    beforeWrite: () => {
      throw new AppError(403, 'messageTemplate.historyReadOnly');
    },
  };
}
