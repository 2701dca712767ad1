import { App, Divider, Drawer, Radio, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ShellSettings } from '@weld/core';
import { settingsStore, useSettings } from '../../lib/settings';
import { isThemeColor, THEME_COLORS } from './theme-colors';

type Flag = 'fixedHeader' | 'fixSiderbar' | 'autoHideHeader' | 'weak' | 'multipage' | 'darkMode';
const FLAGS: Flag[] = ['fixedHeader', 'fixSiderbar', 'autoHideHeader', 'weak', 'multipage', 'darkMode'];

/** 系统设置 drawer: theme colour, navigation theme, layout, content width and switches; kept in localStorage. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const s = useSettings();
  const set = (patch: Partial<ShellSettings>) => settingsStore.update(patch);

  const changeColor = (color: string) => {
    const key = 'theme';
    message.loading({ key, content: t('web.settings.compiling'), duration: 0 });
    try {
      if (!isThemeColor(color)) throw new Error(color);
      set({ color });
      message.success({ key, content: t('web.settings.themeUpdated'), duration: 1 });
    } catch {
      message.error({ key, content: t('web.settings.themeFailed') });
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('web.header.systemSettings')} size={300}>
      <Divider titlePlacement="start" plain>
        {t('web.settings.navTheme')}
      </Divider>
      <Radio.Group
        value={s.theme}
        onChange={(e) => set({ theme: e.target.value as ShellSettings['theme'] })}
        optionType="button"
        options={[
          { value: 'light', label: t('web.settings.light') },
          { value: 'dark', label: t('web.settings.dark') },
        ]}
      />
      <Divider titlePlacement="start" plain>
        {t('web.settings.color')}
      </Divider>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {THEME_COLORS.map((c) => (
          <Tooltip key={c} title={c}>
            <button
              type="button"
              aria-label={c}
              onClick={() => changeColor(c)}
              style={{
                width: 24,
                height: 24,
                borderRadius: 4,
                border: 'none',
                cursor: 'pointer',
                background: c,
                color: '#fff',
                padding: 0,
              }}
            >
              {s.color.toUpperCase() === c && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Divider titlePlacement="start" plain>
        {t('web.settings.layout')}
      </Divider>
      <Radio.Group
        value={s.layout}
        onChange={(e) => set({ layout: e.target.value as ShellSettings['layout'] })}
        optionType="button"
        options={[
          { value: 'sidemenu', label: t('web.settings.sidemenu') },
          { value: 'topmenu', label: t('web.settings.topmenu') },
        ]}
      />
      <Divider titlePlacement="start" plain>
        {t('web.settings.contentWidth')}
      </Divider>
      <Radio.Group
        value={s.contentWidth}
        onChange={(e) => set({ contentWidth: e.target.value as ShellSettings['contentWidth'] })}
        optionType="button"
        options={[
          { value: 'Fluid', label: t('web.settings.fluid') },
          { value: 'Fixed', label: t('web.settings.fixed'), disabled: s.layout === 'sidemenu' },
        ]}
      />
      <Divider titlePlacement="start" plain>
        {t('web.settings.other')}
      </Divider>
      {FLAGS.map((flag) => (
        <div
          key={flag}
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}
        >
          <span>{t(`web.settings.${flag}`)}</span>
          <Switch
            size="small"
            checked={s[flag]}
            onChange={(v) => set({ [flag]: v })}
            aria-label={t(`web.settings.${flag}`)}
          />
        </div>
      ))}
      <Divider />
      <a onClick={() => settingsStore.reset()}>{t('web.settings.reset')}</a>
    </Drawer>
  );
}
