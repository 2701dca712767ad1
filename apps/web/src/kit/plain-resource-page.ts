import { createElement } from 'react';
import { resourceRegistry } from '@weld/core';
import type { PageLoader } from './pages';
import { ResourcePage } from './resource-page';

/**
 * The kit's list screen of the plain resource whose definition names this component string (`page`), or null.
 * Loaded with the first such screen, so the shell does not carry every definition.
 * @example plainResourcePage('system/PositionList')
 */
export function plainResourcePage(component: string): Awaited<ReturnType<PageLoader>> | null {
  const definition = resourceRegistry.find((def) => def.page === component);
  return definition ? { default: () => createElement(ResourcePage, { definition }) } : null;
}
