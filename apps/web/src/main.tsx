import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { initPlatform } from './platform';
import './styles/global.css';

// The app builds start their platform (stored flags, device listeners) before anything reads it;
// on the web this resolves at once.
void initPlatform().then(async (started) => {
  if (started.native) (await import('./app/native-start')).startNativeApp();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
