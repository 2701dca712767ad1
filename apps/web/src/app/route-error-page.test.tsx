import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { lazyPage } from '../lib/chunk';
import { renderWithRouter } from '../test/render';
import { RouteErrorPage } from './route-error-page';

const failing = (message: string) => [
  { path: '/', errorElement: <RouteErrorPage />, lazy: lazyPage(() => Promise.reject(new Error(message))) },
];

describe('route error page', () => {
  it('names a stylesheet that failed to load as such', async () => {
    renderWithRouter(failing('Unable to preload CSS for /assets/user-page-x1.css'));
    expect(await screen.findByRole('heading', { name: '样式文件加载失败' })).toBeTruthy();
    expect(screen.getByRole('alert').dataset.failure).toBe('css');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('keeps the page-load texts for a script that failed', async () => {
    renderWithRouter(failing('Failed to fetch dynamically imported module: /assets/a.js'));
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
  });
});
