import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import type { Row } from '../../../kit/table';
import type { StoredDesign } from './design.repo';
import { withDefaults } from './field-defaults';

/** What a registered action gets: the served form, the caller, and the row as stored (columns). */
export interface ButtonActionInput {
  ctx: AppContext;
  request: FastifyRequest;
  design: StoredDesign;
  def: ResourceDefinition;
  stored: Row;
}

/**
 * A server action a button may name (optType `action`): code of this product, chosen from this fixed registry by
 * name, never a class or script an admin types. It answers the fields (by key) to set on the row; doButton checks
 * and writes them as it does an update button's assignments.
 */
export type ButtonAction = (input: ButtonActionInput) => Promise<Record<string, unknown>>;

/** A stored row as a body by field key. */
function bodyOf(def: ResourceDefinition, stored: Row): Record<string, unknown> {
  return Object.fromEntries(Object.entries(def.fields).map(([key, f]) => [key, stored[f.column]]));
}

/**
 * 补全默认值: the empty fields of the row get their design default values (constants, system variables, a fill
 * rule's next number), as an add would have given them: rows imported or added before a default was set.
 */
const fillDefaults: ButtonAction = async ({ ctx, request, design, def, stored }) => {
  const body = bodyOf(def, stored);
  const filled = await withDefaults(ctx, request, design, def, body, []);
  return Object.fromEntries(Object.entries(filled.body).filter(([key, value]) => body[key] !== value));
};

/** The registered actions by name (`actionName` of a button). */
export const BUTTON_ACTIONS: Readonly<Record<string, ButtonAction>> = { fillDefaults };

/** The names the designer offers and a design is checked against. */
export const buttonActionNames = (): string[] => Object.keys(BUTTON_ACTIONS);
