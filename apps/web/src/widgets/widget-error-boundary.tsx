import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * What a failed widget shows: never an empty spot. The texts fall back to the entry bundle's chunk
 * texts, since the failure may be the widget texts not arriving.
 */
function WidgetFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="weld-widget-failed"
      message={t(['web.widgetError.title', 'web.chunk.title'])}
      description={
        <>
          {t(['web.widgetError.description', 'web.exception.desc500'])}
          <br />
          <small>{detail}</small>
        </>
      }
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {t(['web.widgetError.retry', 'web.chunk.retry'])}
        </Button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
  /** called before the children render again, e.g. to load a failed chunk anew */
  onRetry?: () => void;
}

/**
 * Catches what a widget throws (a chunk that did not load, a render error) so that the page around it
 * stays, and offers a retry.
 * @example <WidgetErrorBoundary onRetry={reload}><Widget /></WidgetErrorBoundary>
 */
export class WidgetErrorBoundary extends Component<Props, { error: unknown; attempt: number }> {
  state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  componentDidCatch(error: unknown) {
    console.error('widget failed', error);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.error) return <WidgetFailed error={this.state.error} onRetry={this.retry} />;
    // a new key after a retry mounts the children afresh
    return <ErrorKey key={this.state.attempt}>{this.props.children}</ErrorKey>;
  }
}

function ErrorKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
