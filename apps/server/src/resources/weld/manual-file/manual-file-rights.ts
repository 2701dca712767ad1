import { RIGHTS } from '@weld/core';
import { holdsRight } from '../../../plugins/route-config';

/** Lists and downloads confidential files. */
export const CONFIDENTIAL_RIGHT = 'weld:manualFile:confidential';
/** Editors may download drafts and see storage keys. */
export const EDIT_RIGHT = RIGHTS.manualFile.edit;

/** Whether the caller holds a right (admins hold all). @example holds(request, CONFIDENTIAL_RIGHT) */
export const holds = holdsRight;
