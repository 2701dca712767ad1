import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { AppRoot } from './app/app-root';
import './app/global.css';

void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<AppRoot />);
});
