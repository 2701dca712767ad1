import { describe, expect, it } from 'vitest';
import { decideGuard, landingPath } from './guard-decision';
import type { MenuNode } from '@weld/core';

const input = (path: string, signedIn: boolean, menuLoaded = false, search = '') => ({
  path,
  search,
  signedIn,
  menuLoaded,
});

describe('route guard', () => {
  it('lets anyone open the public paths', () => {
    for (const p of [
      '/user/login',
      '/user/register',
      '/user/register-result',
      '/user/alteration',
      '/officialWebsite/officialWebsitePage',
      '/oauth2-app/login',
    ])
      expect(decideGuard(input(p, false))).toEqual({ type: 'allow' });
  });

  it('lets the language routes through signed in or out, with or without a loaded menu', () => {
    for (const p of ['/zh_CN', '/en_US', '/ru_RU']) {
      expect(decideGuard(input(p, false, false, '?back=%2Fuser%2Flogin'))).toEqual({ type: 'allow' });
      expect(decideGuard(input(p, true, false, '?back=%2Fisystem'))).toEqual({ type: 'allow' });
    }
  });

  it('sends a signed-out user to login with the full requested path', () => {
    expect(decideGuard(input('/account/center', false, false, '?tab=1'))).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Faccount%2Fcenter%3Ftab%3D1',
    });
  });

  it('sends a signed-in user on the login page home', () => {
    expect(decideGuard(input('/user/login', true, true))).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('loads the menu for a signed-in user, then goes to the redirect query or the requested path', () => {
    expect(decideGuard(input('/tools/api-docs', true))).toEqual({
      type: 'loadMenu',
      target: '/tools/api-docs',
      onFail: '/user/login?redirect=%2Ftools%2Fapi-docs',
    });
    expect(
      decideGuard(input('/dashboard/analysis', true, false, '?redirect=%2Fresult%2Fsuccess')),
    ).toMatchObject({ target: '/result/success' });
  });

  it('allows a signed-in user once the menu is loaded', () => {
    expect(decideGuard(input('/account/center', true, true))).toEqual({ type: 'allow' });
  });

  it('lands a user without the home page on their first page, and leaves other targets alone', () => {
    const node = (path: string, children?: MenuNode[], hidden = false): MenuNode =>
      ({
        id: path,
        path,
        name: path,
        component: 'x',
        route: '1',
        hidden,
        meta: { title: path },
        children,
      }) as MenuNode;
    const menu = [node('/isystem', [node('/isystem/hidden', undefined, true), node('/isystem/position')])];
    expect(landingPath('/dashboard/analysis', menu)).toBe('/isystem/position');
    expect(landingPath('/isystem/position?name=x', menu)).toBe('/isystem/position?name=x');
    expect(landingPath('/dashboard/analysis', [node('/dashboard/analysis'), ...menu])).toBe(
      '/dashboard/analysis',
    );
    expect(landingPath('/dashboard/analysis', [])).toBe('/dashboard/analysis');
  });
});
