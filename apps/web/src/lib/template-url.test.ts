import { describe, expect, it } from 'vitest';
import { renderTemplateUrl } from './template-url';

describe('menu url placeholders', () => {
  it('fills whitelisted expressions in both notations', () => {
    expect(renderTemplateUrl('{{ window.location.origin }}/officialWebsite/officialWebsitePage')).toBe(
      `${window.location.origin}/officialWebsite/officialWebsitePage`,
    );
    expect(renderTemplateUrl('http://${window.location.hostname}:9000/x')).toBe(
      `http://${window.location.hostname}:9000/x`,
    );
  });

  it('never evaluates anything else', () => {
    const url = '{{ alert(1) }}/{{ document.cookie }}/{{window.constructor}}';
    expect(renderTemplateUrl(url)).toBe(url);
  });
});
