import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { common as en } from '@weld/core/locales/en_US/common';
import { common as ru } from '@weld/core/locales/ru_RU/common';
import { common as zh } from '@weld/core/locales/zh_CN/common';
import { removeSplash } from './splash';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('the splash of index.html', () => {
  // the inline script cannot import the locale files: it names the product itself, and must say what the app says
  it.each([
    ['zh_CN', zh.appName],
    ['en_US', en.appName],
    ['ru_RU', ru.appName],
  ])('names the product in %s as the app does', (locale, name) => {
    expect(html).toContain(`${locale}: ['`);
    expect(html).toContain(`', '${name}']`);
  });

  it('goes when the first screen renders', () => {
    document.body.innerHTML = '<div id="weld-splash">…</div><div id="root"></div>';
    removeSplash();
    expect(document.getElementById('weld-splash')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
