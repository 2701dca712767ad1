import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { App, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { grid } from '../../packages/core/src/locales/zh_CN/widgets/grid';
import { AgBenchGrid } from './ag';
import { benchColumns, benchRows } from './bench-data';
import { OursGrid } from './ours';

declare global {
  interface Window {
    bench: { firstRenderMs?: number; error?: string };
  }
}

const params = new URLSearchParams(location.search);
const impl = params.get('impl') ?? 'ours';
const columns = benchColumns(Number(params.get('cols') ?? 20));
const rows = benchRows(columns, Number(params.get('rows') ?? 100_000));
window.bench = {};

void i18n.use(initReactI18next).init({
  lng: 'zh_CN',
  resources: { zh_CN: { translation: grid } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const client = new QueryClient();
const root = createRoot(document.getElementById('root') as HTMLElement);
const selector = impl === 'ours' ? '.weld-grid-row input' : '.ag-row .ag-cell';

// time from asking for the grid to the first frame showing its cells
const start = performance.now();
flushSync(() =>
  root.render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          {impl === 'ours' ? (
            <OursGrid columns={columns} rows={rows} />
          ) : (
            <AgBenchGrid columns={columns} rows={rows} />
          )}
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  ),
);
const poll = () => {
  if (document.querySelector(selector)) {
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.bench.firstRenderMs = performance.now() - start;
      }, 0),
    );
    return;
  }
  if (performance.now() - start > 30_000) window.bench.error = 'grid never rendered';
  else requestAnimationFrame(poll);
};
requestAnimationFrame(poll);
