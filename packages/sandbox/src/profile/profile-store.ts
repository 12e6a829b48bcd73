import type { SecuritySettings } from '@gf/contracts/upstream/entities/profile';
import type { z } from 'zod';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import type { SandboxUser } from '../state/users.js';

/** Profile fields the shared user record does not keep (name, email and phone live there). */
export interface ProfileRecord {
  patronymic: string | null;
  birthDate: string | null;
  gender: 'male' | 'female' | null;
  city: string;
  address: string | null;
  avatarFileId: number | null;
}

const PATRONYMICS = ['Sergeevna', 'Ivanovich', 'Alexandrovna', 'Petrovich', 'Nikolaevna', 'Olegovich'];
const CITIES = ['Moscow', 'Saint Petersburg', 'Kazan', 'Yekaterinburg', 'Novosibirsk', 'Sochi'];

/** Russian surnames end in -a for women: a plausible seed for the gender. */
const genderOf = (user: SandboxUser): 'male' | 'female' =>
  user.name.split(' ').at(-1)?.endsWith('a') ? 'female' : 'male';

/** Profiles and security settings, seeded from each user's id and changed by PUT calls. */
export class Profiles {
  private readonly profiles = new Map<number, ProfileRecord>();
  private readonly security = new Map<number, z.output<typeof SecuritySettings>>();

  constructor(private readonly state: SandboxState) {}

  profile(user: SandboxUser): ProfileRecord {
    let profile = this.profiles.get(user.id);
    if (!profile) {
      const random = this.state.random(`profile-${user.id}`);
      const gender = genderOf(user);
      profile = {
        patronymic: PATRONYMICS[(user.id * 2 + (gender === 'female' ? 0 : 1)) % PATRONYMICS.length] ?? null,
        birthDate: `${random.int(1965, 2000)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        gender,
        city: user.id < 100 ? 'Moscow' : random.pick(CITIES),
        address: user.id < 100 ? 'Tverskaya st. 1, apt. 5' : null,
        avatarFileId: null,
      };
      this.profiles.set(user.id, profile);
    }
    return profile;
  }

  securityOf(userId: number): z.output<typeof SecuritySettings> {
    return this.security.get(userId) ?? { two_factor: 'off', notify_on_login: true, confirm_payouts_by_sms: true };
  }

  setSecurity(userId: number, settings: z.output<typeof SecuritySettings>): void {
    this.security.set(userId, settings);
  }
}

export const profiles = areaStore((state) => new Profiles(state));
