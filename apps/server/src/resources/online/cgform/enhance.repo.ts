import type { Kysely, Transaction } from 'kysely';
import { ENHANCE_REVISIONS, isCopyView } from '@weld/core';
import type { ButtonAssignment, CgformButton, CgformEnhance, CgformHead, LinkageRule } from '@weld/core';
import type { Database } from '../../../db/schema';
import { newId } from '../../../db/ids';

type Db = Kysely<Database> | Transaction<Database>;

/** What `button_action` holds: an update's assignments or a registered action's name. */
interface StoredAction {
  assignments?: ButtonAssignment[];
  actionName?: string;
}

const parsed = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * A form's buttons (by order) and linkage rules, as the designer edits them.
 * @example const { buttons, rules } = await loadEnhance(ctx.db, headId)
 */
export async function loadEnhance(db: Db, headId: string): Promise<CgformEnhance> {
  const buttons = await db
    .selectFrom('onl_cgform_button')
    .selectAll()
    .where('cgform_head_id', '=', headId)
    .orderBy('order_num')
    .orderBy('button_code')
    .execute();
  const rules = await db
    .selectFrom('onl_cgform_rule')
    .selectAll()
    .where('cgform_head_id', '=', headId)
    .orderBy('order_num')
    .execute();
  return {
    buttons: buttons.map((b): CgformButton => {
      const action = parsed<StoredAction>(b.button_action, {});
      return {
        buttonCode: b.button_code,
        buttonName: b.button_name,
        buttonIcon: b.button_icon,
        buttonStyle: b.button_style === 'link' ? 'link' : 'button',
        optPosition: b.opt_position === 'row' ? 'row' : 'toolbar',
        optType: b.opt_type === 'action' ? 'action' : 'update',
        orderNum: Number(b.order_num),
        ...(b.opt_type === 'action'
          ? { actionName: action.actionName ?? null }
          : { assignments: action.assignments ?? [] }),
      };
    }),
    rules: rules.map((r): LinkageRule => ({
      field: r.field_name,
      values: parsed<string[]>(r.field_values, []),
      target: r.target_field,
      effect: r.effect as LinkageRule['effect'],
      ...(r.effect === 'options' ? { options: parsed<string[]>(r.effect_options, []) } : {}),
    })),
  };
}

/**
 * The design whose linkage rules judge a form's rows: a copy view writes its original's table, so its original's
 * rules hold for it too (a copy has no rules of its own).
 * @example await rulesOf(ctx.db, rulesOwnerOf(design.head))
 */
export const rulesOwnerOf = (head: Pick<CgformHead, 'copyType' | 'physicId'> & { id: string }): string =>
  isCopyView(head) && head.physicId ? head.physicId : head.id;

/** The linkage rules of a form alone (every write of the form judges them). */
export async function rulesOf(db: Db, headId: string): Promise<LinkageRule[]> {
  const rows = await db
    .selectFrom('onl_cgform_rule')
    .select(['field_name', 'field_values', 'target_field', 'effect', 'effect_options'])
    .where('cgform_head_id', '=', headId)
    .orderBy('order_num')
    .execute();
  return rows.map((r) => ({
    field: r.field_name,
    values: parsed<string[]>(r.field_values, []),
    target: r.target_field,
    effect: r.effect as LinkageRule['effect'],
    options: parsed<string[]>(r.effect_options, []),
  }));
}

/** Replaces a form's buttons and rules with checked ones, inside the caller's transaction. */
export async function writeEnhance(
  tx: Transaction<Database>,
  headId: string,
  enhance: CgformEnhance,
  who: { by: string; at: string },
): Promise<void> {
  await tx.deleteFrom('onl_cgform_button').where('cgform_head_id', '=', headId).execute();
  await tx.deleteFrom('onl_cgform_rule').where('cgform_head_id', '=', headId).execute();
  for (const b of enhance.buttons) {
    const action: StoredAction =
      b.optType === 'action' ? { actionName: b.actionName ?? '' } : { assignments: b.assignments ?? [] };
    await tx
      .insertInto('onl_cgform_button')
      .values({
        id: newId(),
        cgform_head_id: headId,
        button_code: b.buttonCode,
        button_name: b.buttonName,
        button_icon: b.buttonIcon || null,
        button_style: b.buttonStyle,
        opt_position: b.optPosition,
        opt_type: b.optType,
        button_status: '1',
        order_num: b.orderNum,
        button_action: JSON.stringify(action),
        create_by: who.by,
        create_time: who.at,
        update_by: null,
        update_time: null,
      })
      .execute();
  }
  let order = 0;
  for (const r of enhance.rules) {
    await tx
      .insertInto('onl_cgform_rule')
      .values({
        id: newId(),
        cgform_head_id: headId,
        field_name: r.field,
        field_values: JSON.stringify(r.values),
        target_field: r.target,
        effect: r.effect,
        effect_options: r.effect === 'options' ? JSON.stringify(r.options ?? []) : null,
        order_num: order++,
      })
      .execute();
  }
}

/**
 * Stores the form's buttons and rules as its newest revision and drops those beyond the 16 newest (widgets.md §9).
 * @example await storeRevision(tx, headId, enhance, who)
 */
export async function storeRevision(
  tx: Transaction<Database>,
  headId: string,
  enhance: CgformEnhance,
  who: { by: string; at: string },
): Promise<void> {
  await tx
    .insertInto('onl_cgform_enhance_rev')
    .values({
      id: newId(),
      cgform_head_id: headId,
      content: JSON.stringify(enhance),
      create_by: who.by,
      create_time: who.at,
    })
    .execute();
  // ids sort by creation (db/ids.ts): the newest 16 stay
  const kept = await tx
    .selectFrom('onl_cgform_enhance_rev')
    .select('id')
    .where('cgform_head_id', '=', headId)
    .orderBy('id', 'desc')
    .limit(ENHANCE_REVISIONS)
    .execute();
  await tx
    .deleteFrom('onl_cgform_enhance_rev')
    .where('cgform_head_id', '=', headId)
    .where(
      'id',
      'not in',
      kept.map((k) => k.id),
    )
    .execute();
}

/** A stored revision as listed: who saved it when, and what it holds. */
export interface EnhanceRevision extends CgformEnhance {
  id: string;
  createBy: string | null;
  createTime: string | null;
}

/** A form's revisions, newest first. */
export async function revisionsOf(db: Db, headId: string): Promise<EnhanceRevision[]> {
  const rows = await db
    .selectFrom('onl_cgform_enhance_rev')
    .selectAll()
    .where('cgform_head_id', '=', headId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createBy: r.create_by,
    createTime: r.create_time,
    ...parsed<CgformEnhance>(r.content, { buttons: [], rules: [] }),
  }));
}
