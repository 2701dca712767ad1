import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MenuNode } from '@weld/core';
import { common } from '@weld/core/locales/ru_RU/common';
import { web } from '@weld/core/locales/ru_RU/web';
import { admin } from '@weld/core/locales/ru_RU/admin/index';
import { mergeLocaleParts } from '@weld/core/locales/merge';
import { renderWithRouter } from '../../test/render';
import { i18n } from '../../lib/i18n';
import { HelpPage } from '../../resources/help/help-page';
import { HelpButton } from './help-button';

const node = (id: string, path: string, children?: MenuNode[]): MenuNode => ({
  id,
  path,
  name: id,
  component: '',
  route: '1',
  meta: { title: id, keepAlive: false, internalOrExternal: false },
  children,
});

const menu = [
  node('isystem', '/isystem', [
    node('isystem-user', '/isystem/user'),
    node('isystem-announcement', '/isystem/annountCement'),
  ]),
  node('iweld-device', '/weld/device', [node('iweld-model-tree', '/weld/device/modelTree')]),
  node('dashboard-analysis', '/dashboard/analysis'),
  node('custom', '/custom/page'),
];

function openHelpFrom(path: string) {
  const screenWithButton = { path: '*', element: <HelpButton menu={menu} /> };
  const view = renderWithRouter([{ path: '/help/:page?', element: <HelpPage /> }, screenWithButton], path);
  fireEvent.click(screen.getByRole('button', { name: '帮助' }));
  return view;
}

describe('help centre', () => {
  it('opens the group page of the current screen, in Chinese', async () => {
    const { router } = openHelpFrom('/weld/device/modelTree');
    expect(router.state.location.pathname).toBe('/help/weld-device');
    expect(await screen.findByRole('heading', { name: '型号树' })).toBeTruthy();
    expect(screen.getByText('焊机设备')).toBeTruthy();
  });

  it('opens the topic of a screen that sits in another group (通告管理 → 消息与公告)', async () => {
    const { router } = openHelpFrom('/isystem/annountCement');
    expect(router.state.location.pathname).toBe('/help/messages');
    expect(await screen.findByRole('heading', { name: '常见操作' })).toBeTruthy();
    expect(screen.getByText(/发布通告/)).toBeTruthy();
  });

  it('falls back to the index for a screen without a help page, and the index lists the groups', async () => {
    const { router } = openHelpFrom('/custom/page');
    expect(router.state.location.pathname).toBe('/help');
    expect(await screen.findByRole('link', { name: '系统管理' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '系统监控' }));
    expect(await screen.findByRole('heading', { name: '页面用途' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/help/monitor');
  });

  it('shows the page in the interface language (ru_RU)', async () => {
    i18n.addResourceBundle('ru_RU', 'translation', mergeLocaleParts({ common, web }, admin), true, true);
    await i18n.changeLanguage('ru_RU');
    try {
      const { router } = renderWithRouter(
        [
          { path: '/help/:page?', element: <HelpPage /> },
          { path: '*', element: <HelpButton menu={menu} /> },
        ],
        '/isystem/user',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Справка' }));
      expect(router.state.location.pathname).toBe('/help/system');
      expect(await screen.findByRole('heading', { name: 'Пользователи и организация' })).toBeTruthy();
      expect(screen.getByText('Система')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh_CN');
    }
  });
});
