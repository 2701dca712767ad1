import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../test/render';
import { RowActions } from './row-actions';

const record = { id: '1', name: '焊接主管' };

/** The row's actions with what each did written down, as a phone shows them (folded) or a desktop (not). */
function renderActions(folded: boolean) {
  const done: string[] = [];
  renderUi(
    <RowActions
      record={record}
      canEdit
      canDelete
      folded={folded}
      onEdit={(r) => done.push(`edit ${String(r.id)}`)}
      onDetail={(r) => done.push(`detail ${String(r.id)}`)}
      onDelete={async (r) => void done.push(`delete ${String(r.id)}`)}
      screen={{ openCreateWith: () => undefined }}
    />,
  );
  return done;
}

describe('row actions', () => {
  it('shows 编辑 详情 删除 side by side on a wide screen', () => {
    renderActions(false);
    for (const name of [/编\s*辑/, /详\s*情/, /删\s*除/])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '操作' })).toBeNull();
  });

  it('folds them behind one 操作 button on a phone: the panel acts, closes, and deletes after a dialog', async () => {
    const done = renderActions(true);
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /操\s*作/ }));
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    expect(done).toEqual(['edit 1']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /操\s*作/ }).getAttribute('aria-expanded')).toBe('false'),
    );

    fireEvent.click(screen.getByRole('button', { name: /操\s*作/ }));
    fireEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    expect((await screen.findAllByText('确定删除吗?')).length).toBeGreaterThan(0);
    expect(done).toEqual(['edit 1']);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(done).toEqual(['edit 1', 'delete 1']));
  });
});
