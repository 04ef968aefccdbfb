import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mro/tokens/css/index.css';
import '@mro/tokens/css/fonts.css';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
