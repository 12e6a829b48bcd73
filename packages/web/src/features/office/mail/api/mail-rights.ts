import { useAuth } from '../../../../lib/auth';

/**
 * What the viewer may do in this mail (spec 2 §6 spectator): the owner everything; a spectating
 * manager writes only with can_create_order_well (the gateway refuses the rest), and never marks
 * the user's messages read: someone else looking does not mean the user read them.
 */
export const useMailRights = () => {
  const spectator = useAuth().data?.spectator ?? null;
  return { canWrite: spectator === null || spectator.can_create_order_well, marksRead: spectator === null };
};
