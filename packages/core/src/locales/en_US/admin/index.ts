import { mergeLocaleParts } from '../../merge';
import { user } from './user';
import { role } from './role';
import { depart } from './depart';
import { dict } from './dict';
import { misc } from './misc';
import { files } from './files';

/** System administration's texts, merged into the common/server/web/resources sections; the web app loads them with its antd layouts. */
export const admin = /* @__PURE__ */ mergeLocaleParts(user, role, depart, dict, misc, files);
