import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Menu } from 'antd';
import type { MenuNode } from '@weld/core';
import { renderUi } from '../../test/render';
import { menuItems, menuKeys } from './menu-items';

const node = (path: string, title: string, over: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  path,
  name: path,
  component: 'x',
  route: '1',
  meta: { title, keepAlive: false, internalOrExternal: false },
  ...over,
});

const menu: MenuNode[] = [
  node('/dashboard/analysis', '首页'),
  node('/tools', '系统工具', {
    children: [
      node('/tools/site', '官网（新窗口）', {
        meta: {
          title: '官网（新窗口）',
          keepAlive: false,
          internalOrExternal: true,
          url: 'https://example.com/x',
        },
      }),
      node('/tools/secret', '隐藏页', { hidden: true }),
      node('/tools/item/:id', '详情'),
    ],
  }),
];

describe('side menu items', () => {
  it('link pages by path, open external entries as plain new-window links, skip hidden entries', () => {
    renderUi(<Menu mode="inline" items={menuItems(menu)} defaultOpenKeys={['/tools']} />);
    expect(screen.getByText('首页').closest('a')!.getAttribute('href')).toBe('/dashboard/analysis');
    const external = screen.getByText('官网（新窗口）').closest('a')!;
    expect(external.getAttribute('href')).toBe('https://example.com/x');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('隐藏页')).toBeNull();
  });

  it('give every label its full title on hover, group titles included', () => {
    renderUi(<Menu mode="inline" items={menuItems(menu)} defaultOpenKeys={['/tools']} />);
    for (const title of ['首页', '系统工具', '官网（新窗口）', '详情'])
      expect(screen.getByText(title).getAttribute('title')).toBe(title);
  });

  it('select the current entry and open its parents, matching routes with parameters', () => {
    expect(menuKeys(menu, '/tools/site')).toEqual({ selected: ['/tools/site'], open: ['/tools'] });
    expect(menuKeys(menu, '/tools/item/42')).toEqual({ selected: ['/tools/item/:id'], open: ['/tools'] });
    expect(menuKeys(menu, '/tools/secret')).toEqual({ selected: ['/tools'], open: [] });
  });
});
