import { Boot } from './boot';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export const App = () => (
  <AppProvider>
    <Boot>
      <AppRouter />
    </Boot>
  </AppProvider>
);
