import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { UploadCell } from './upload-cell';

const HEX = '0123456789abcdef0123456789abcdef';

describe('list thumbnails', () => {
  it('replace an image that cannot load with a neat placeholder instead of its alt text', () => {
    renderUi(<UploadCell kind="image" value={`weldtweet/封面_${HEX}.png,weldtweet/细节_${HEX}.png`} />);
    const [cover, detail] = screen.getAllByRole('img', { name: /封面|细节/ }) as HTMLImageElement[];
    expect(cover.tagName).toBe('IMG');
    fireEvent.error(cover);
    const missing = screen.getByRole('img', { name: '图片无法显示: 封面.png' });
    expect(missing.tagName).toBe('SPAN');
    expect(missing.style.width).toBe('40px');
    expect(missing.textContent).toBe('');
    // the other image is untouched
    expect(detail.isConnected).toBe(true);
    expect(screen.queryByAltText('封面.png')).toBeNull();
  });
});
