import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, visitTab, type PageTab } from './tabs-model';

const tab = (key: string): PageTab => ({ key, title: key });
const open = (...keys: string[]) =>
  keys.reduce<PageTab[]>((tabs, k) => visitTab(tabs, tab(k), '首页', true), []);

describe('tabs', () => {
  it('keeps the home tab first and adds each new page once', () => {
    const tabs = open('/a', '/b', '/a');
    expect(tabs.map((t) => t.key)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(tabs[0]!.title).toBe('首页');
  });

  it('keeps only the current page with multi-tab mode off', () => {
    expect(visitTab(open('/a', '/b'), tab('/c'), '首页', false)).toEqual([tab('/c')]);
  });

  it('lets a list that writes its search into the URL keep its one tab; a new visit of another query opens another', () => {
    expect(visitTab(open('/list', '/b'), tab('/list?name=x'), '首页', true, true).map((x) => x.key)).toEqual([
      '/dashboard/analysis',
      '/list?name=x',
      '/b',
    ]);
    expect(visitTab(open('/list'), tab('/list?name=x'), '首页', true).map((x) => x.key)).toEqual([
      '/dashboard/analysis',
      '/list',
      '/list?name=x',
    ]);
  });

  it('refuses to close the home tab and the last page', () => {
    expect(closeTab(open('/a'), '/dashboard/analysis', '/a').warning).toBe('home');
    expect(closeTab([tab('/a')], '/a', '/a').warning).toBe('last');
  });

  it('activates the right neighbour, or the left one at the end', () => {
    const tabs = open('/a', '/b', '/c');
    expect(closeTab(tabs, '/b', '/b')).toMatchObject({ activate: '/c', warning: null });
    expect(closeTab(tabs, '/c', '/c').activate).toBe('/b');
    expect(closeTab(tabs, '/a', '/c').activate).toBeNull();
  });

  it('closes left, right and others around a tab, keeping home', () => {
    const tabs = open('/a', '/b', '/c', '/d');
    expect(closeLeft(tabs, '/c', '/a').tabs.map((t) => t.key)).toEqual(['/dashboard/analysis', '/c', '/d']);
    expect(closeLeft(tabs, '/c', '/a').activate).toBe('/c');
    expect(closeRight(tabs, '/b', '/b').tabs.map((t) => t.key)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(closeOthers(tabs, '/c', '/d').tabs.map((t) => t.key)).toEqual(['/dashboard/analysis', '/c']);
  });
});
