import { createContext, useContext } from 'react';
import type { RouteName } from '../config/paths';

/**
 * Whether a route has a page: the router in `app/` knows, and provides it here, so a feature can
 * leave out links to pages not built yet without importing `app/` (no import circle).
 */
export const RegisteredRoutes = createContext<(name: RouteName) => boolean>(() => false);

export const useIsRegistered = (): ((name: RouteName) => boolean) => useContext(RegisteredRoutes);
