import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { LanguageModal } from './language-modal';

/** Spec 1 §2: modals are opened by name. Each name joins this list as its modal is built. */
export type ModalName = 'language';

interface OpenOptions {
  /** Spec 1 §2: opening a modal closes all others unless told to keep them. */
  keepOthers?: boolean;
}

interface Modals {
  open: (name: ModalName, options?: OpenOptions) => void;
  close: (name: ModalName) => void;
  isOpen: (name: ModalName) => boolean;
}

const ModalsContext = createContext<Modals | null>(null);

export const ModalsProvider = ({ children }: { children: ReactNode }) => {
  const [openNames, setOpenNames] = useState<readonly ModalName[]>([]);

  const open = useCallback((name: ModalName, options?: OpenOptions) => {
    setOpenNames((names) => (options?.keepOthers ? [...names.filter((n) => n !== name), name] : [name]));
  }, []);
  const close = useCallback((name: ModalName) => {
    setOpenNames((names) => names.filter((n) => n !== name));
  }, []);
  const modals = useMemo<Modals>(
    () => ({ open, close, isOpen: (name) => openNames.includes(name) }),
    [open, close, openNames],
  );

  return (
    <ModalsContext.Provider value={modals}>
      {children}
      <LanguageModal open={openNames.includes('language')} onClose={() => close('language')} />
    </ModalsContext.Provider>
  );
};

export const useModals = (): Modals => {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('useModals needs a ModalsProvider above it');
  return modals;
};
