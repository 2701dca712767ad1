import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../../../../test/render';
import { GridSection } from './grid-section';
import { sequenceRows } from './grid-sample-data';

const KEY = 'weld.gallery.sequence';
const sequenceCard = () => screen.getByTestId('grid-report').closest('.ant-card') as HTMLElement;
const button = (name: RegExp) => within(sequenceCard()).getByRole('button', { name });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('widget gallery · editable grid', () => {
  it(
    'counts added rows in 共 N 行, keeps saved rows in this browser and shows them again after a reload',
    { timeout: 60_000 },
    async () => {
      localStorage.setItem(KEY, JSON.stringify({ value: sequenceRows(3), expire: null }));
      const first = renderUi(<GridSection />);
      expect(screen.getByTestId('grid-row-count').textContent).toBe('共 3 行');
      expect(screen.getByTestId('grid-report').textContent).toBe('显示的是上次保存的数据');
      fireEvent.click(button(/^(plus )?新增$/));
      await waitFor(() => expect(screen.getByTestId('grid-row-count').textContent).toBe('共 4 行'));
      first.unmount();

      renderUi(<GridSection />);
      expect(screen.getByTestId('grid-row-count').textContent).toBe('共 3 行');
      fireEvent.click(button(/^(save )?保存$/));
      await waitFor(() => expect(screen.getByTestId('grid-report').textContent).toContain('已保存 3 行'));
      expect(screen.getByTestId('grid-report').textContent).toContain('已保存到本浏览器，刷新后仍在');
      expect(JSON.parse(localStorage.getItem(KEY) as string).value).toHaveLength(3);

      fireEvent.click(button(/恢复示例数据/));
      expect(localStorage.getItem(KEY)).toBeNull();
      await waitFor(() => expect(screen.getByTestId('grid-row-count').textContent).toBe('共 1000 行'));
    },
  );

  it('says the saved rows stay on the page when the browser cannot hold them', async () => {
    localStorage.setItem(KEY, JSON.stringify({ value: sequenceRows(2), expire: null }));
    renderUi(<GridSection />);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    fireEvent.click(button(/^(save )?保存$/));
    await waitFor(() =>
      expect(screen.getByTestId('grid-report').textContent).toContain('保存的行只保留在本页'),
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
