import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { menuIcon, TOP_ICONS } from './menu-icon';
import { SUBMENU_ICONS } from './submenu-icons';

const DB = resolve(import.meta.dirname, '../../../../server/src/db');

/** Every icon name the server seeds into menus (migrations, demo data, bootstrap). */
function seededIconNames(): string[] {
  const files = readdirSync(DB, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const names = files.flatMap((f) =>
    [...readFileSync(join(DB, f), 'utf8').matchAll(/\bicon: '([^']+)'/g)].map((m) => m[1]),
  );
  return [...new Set(names)].sort();
}

describe('menu icons', () => {
  it('know every icon the seeded menus use, 仪表盘 fund-projection-screen among them', () => {
    const names = seededIconNames();
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain('fund-projection-screen');
    expect(names.filter((n) => !TOP_ICONS[n] && !SUBMENU_ICONS[n])).toEqual([]);
  });

  it('draw a top-level icon at once, a submenu icon from its chunk, and a neutral icon for an unknown name', async () => {
    renderUi(
      <div>
        <span data-testid="top">{menuIcon('fund-projection-screen')}</span>
        <span data-testid="sub">{menuIcon('UsergroupAddOutlined')}</span>
        <span data-testid="unknown">{menuIcon('no-such-icon')}</span>
      </div>,
    );
    expect(screen.getByTestId('top').querySelector('[aria-label="fund-projection-screen"]')).not.toBeNull();
    expect(await screen.findByLabelText('usergroup-add')).toBeTruthy();
    expect(await screen.findByLabelText('border')).toBeTruthy();
    expect(menuIcon(null)).toBeUndefined();
  });
});
