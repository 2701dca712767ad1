import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { AppRoot } from './app/app-root';
import './app/global.css';

void initI18n().then((state) => {
  createRoot(document.getElementById('root') as HTMLElement).render(<AppRoot antdLocale={state.antd} />);
});
