import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/MessageTemplateList': page(
    () => import('./message-template-page'),
    (m) => m.MessageTemplatePage,
  ),
  'system/MessageList': page(
    () => import('./message-page'),
    (m) => m.MessagePage,
  ),
};
