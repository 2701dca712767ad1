import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { AppRoot } from './app/app-root';
import { startShellEarly } from './app/guard';
import './app/global.css';

void initI18n().then(() => {
  startShellEarly();
  createRoot(document.getElementById('root') as HTMLElement).render(<AppRoot />);
});
