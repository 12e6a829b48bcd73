import { modal } from '../../modals/modal-definition';

export const authModals = {
  'sign-in': modal(() => import('../../features/auth/components/sign-in-modal').then((m) => m.SignInModal), {
    namespaces: ['auth'],
  }),
  'sign-up': modal(() => import('../../features/auth/components/sign-up-modal').then((m) => m.SignUpModal), {
    namespaces: ['auth'],
  }),
  registration: modal(
    () => import('../../features/auth/components/registration-modal').then((m) => m.RegistrationModal),
    { namespaces: ['auth', 'registration'] },
  ),
  'registration-partner': modal(
    () => import('../../features/auth/components/registration-modal').then((m) => m.PartnerRegistrationModal),
    { namespaces: ['auth', 'registration'] },
  ),
  'registration-client': modal(
    () => import('../../features/auth/components/registration-modal').then((m) => m.ClientRegistrationModal),
    { namespaces: ['auth', 'registration'] },
  ),
  'recovery-password': modal(
    () => import('../../features/auth/components/recovery-password-modal').then((m) => m.RecoveryPasswordModal),
    { namespaces: ['auth', 'registration'] },
  ),
  spectator: modal(() => import('../../features/auth/components/spectator-modal').then((m) => m.SpectatorModal), {
    namespaces: ['auth'],
  }),
};
