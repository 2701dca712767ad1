import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './slider-captcha.css';

/**
 * The captcha's size; the spec leaves dimensions and pass text open ("not shown"), so these follow
 * the original platform's drag-verify defaults.
 */
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 34;
export const HANDLE_WIDTH = 40;

export interface SliderCaptchaProps {
  width?: number;
  /** called once, when the handle reaches the right end */
  onSuccess?: () => void;
  disabled?: boolean;
}

type State = 'idle' | 'dragging' | 'success';

/**
 * Drag-to-verify bar (spec widgets §4): idle, dragging, success. Reaching the right end turns the text
 * into the pass text and locks the handle; letting go before the end snaps it back. Remount it (a new
 * `key`) to ask again.
 * @example <SliderCaptcha key={attempt} onSuccess={() => setVerified(true)} />
 */
export function SliderCaptcha({ width = CAPTCHA_WIDTH, onSuccess, disabled }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const [offset, setOffset] = useState(0);
  const start = useRef(0);
  const stop = useRef<() => void>(() => undefined);
  const max = width - HANDLE_WIDTH;
  useEffect(() => () => stop.current(), []);

  function begin(e: ReactPointerEvent) {
    if (state !== 'idle' || disabled) return;
    e.preventDefault();
    start.current = e.clientX;
    setState('dragging');
    let reached = 0;
    const move = (ev: PointerEvent) => {
      reached = Math.min(max, Math.max(0, ev.clientX - start.current));
      setOffset(reached);
    };
    const end = () => {
      stop.current();
      if (reached >= max) {
        setState('success');
        onSuccess?.();
      } else {
        setState('idle');
        setOffset(0);
      }
    };
    stop.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }

  const passed = state === 'success';
  const left = passed ? max : offset;
  return (
    <div
      className={`weld-captcha weld-captcha-${state}${disabled ? ' weld-captcha-disabled' : ''}`}
      style={{ width, height: CAPTCHA_HEIGHT, lineHeight: `${CAPTCHA_HEIGHT}px` }}
    >
      <div className="weld-captcha-progress" style={{ width: left + HANDLE_WIDTH / 2 }} />
      <div className="weld-captcha-text" aria-live="polite">
        {passed ? t('web.editors.captcha.pass') : t('web.editors.captcha.idle')}
      </div>
      <div
        role="slider"
        tabIndex={-1}
        aria-label={t('web.editors.captcha.handle')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(left)}
        aria-disabled={passed || disabled}
        className="weld-captcha-handle"
        style={{ width: HANDLE_WIDTH, height: CAPTCHA_HEIGHT, transform: `translateX(${left}px)` }}
        onPointerDown={begin}
      >
        {passed ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
