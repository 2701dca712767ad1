import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@weld/core';
import { settingsStore } from '../../lib/settings';
import { renderUi } from '../../test/render';
import { SettingsDrawer } from './settings-drawer';

const stored = () => JSON.parse(localStorage.getItem('weld.settings') ?? '{}') as Record<string, unknown>;

describe('system settings', () => {
  it('start from the spec defaults', () => {
    settingsStore.reset();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(settingsStore.get()).toMatchObject({
      color: '#1890FF',
      theme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
    });
  });

  it('persist every change in localStorage and read it back', () => {
    settingsStore.reset();
    settingsStore.update({ layout: 'topmenu', darkMode: true });
    expect(stored()).toMatchObject({ layout: 'topmenu', darkMode: true });
    settingsStore.reload();
    expect(settingsStore.get()).toMatchObject({ layout: 'topmenu', darkMode: true, color: '#1890FF' });
  });

  it('the drawer switches, layout and colour presets write through', async () => {
    settingsStore.reset();
    renderUi(<SettingsDrawer open onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('switch', { name: '多页签模式' }));
    expect(stored().multipage).toBe(false);
    fireEvent.click(screen.getByRole('switch', { name: '固定 Header' }));
    expect(stored().fixedHeader).toBe(true);
    fireEvent.click(screen.getByText('顶部栏导航'));
    expect(stored().layout).toBe('topmenu');
    fireEvent.click(screen.getByText('暗色菜单风格'));
    expect(stored().theme).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: '#F5222D' }));
    await waitFor(() => expect(stored().color).toBe('#F5222D'));
    expect(await screen.findByText(/正在编译主题！|主题已更新/)).toBeTruthy();
    fireEvent.click(screen.getByText('恢复默认设置'));
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
  });
});
