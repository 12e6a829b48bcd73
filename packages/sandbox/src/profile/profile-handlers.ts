import type { PartnerProfile } from '@gf/contracts/upstream/entities/profile';
import type { z } from 'zod';
import { companyFile } from '../content/company-files.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { fileBody, storedFiles } from '../state/stored-files.js';
import { type SandboxUser, users } from '../state/users.js';
import {
  achievementsOf,
  audioSound,
  audioTracks,
  currentPromos,
  ecoAchievementsIn,
  ecoStats,
} from './office-materials.js';
import { phoneProblem } from './phone.js';
import { profiles } from './profile-store.js';

type ProfileIds =
  | 'profileGet'
  | 'profileUpdate'
  | 'securityGet'
  | 'securitySet'
  | 'achievementsMine'
  | 'achievementsEcoStats'
  | 'achievementsEco'
  | 'officeAudio'
  | 'officeAudioFile'
  | 'officePromo'
  | 'fileUpload'
  | 'fileDownload';

/** Page sizes are not shown (spec 2 §9): the sandbox's default. */
const AUDIO_PER_PAGE = 10;
const GENDERS = ['male', 'female'] as const;

const toProfile = (state: SandboxState, user: SandboxUser): z.input<typeof PartnerProfile> => {
  const profile = profiles(state).profile(user);
  const [firstName = '', ...rest] = user.name.split(' ');
  const sponsor = user.sponsorId === null ? undefined : users(state).get(user.sponsorId);
  return {
    number: user.number,
    first_name: firstName,
    last_name: rest.join(' '),
    patronymic: profile.patronymic,
    birth_date: profile.birthDate,
    gender: profile.gender,
    email: user.email,
    phone: user.phone,
    country: user.country,
    city: profile.city,
    address: profile.address,
    avatar: profile.avatarFileId === null ? null : `/greenway/file/${profile.avatarFileId}/`,
    registration_date: user.joinedAt,
    sponsor: sponsor ? { id: sponsor.id, number: sponsor.number, name: sponsor.name } : null,
    can_change_sponsor: user.can_change_sponsor,
  };
};

export const profileHandlers: AreaHandlers<ProfileIds> = {
  profileGet: ({ caller, state }) => toProfile(state, caller!.user),

  profileUpdate: ({ body, caller, state }) => {
    const user = caller!.user;
    const errors: Record<string, string[]> = {};
    const email = body.email?.trim().toLowerCase();
    // Email and phone are sign-in names (auth by login, email, phone or number): they stay unique.
    if (email && users(state).find((u) => u.id !== user.id && u.email === email)) {
      errors.email = ['This email is already used by another account'];
    }
    const phone = body.phone?.replace(/[\s()-]/g, '');
    if (phone !== undefined) {
      const problem = phoneProblem(phone, user.country);
      if (problem) errors.phone = [problem];
      else if (users(state).find((u) => u.id !== user.id && u.phone === phone)) {
        errors.phone = ['This phone is already used by another account'];
      }
    }
    if (body.gender !== undefined && !(GENDERS as readonly string[]).includes(body.gender)) {
      errors.gender = [`Choose one of: ${GENDERS.join(', ')}`];
    }
    const avatar =
      body.avatar_file_id === undefined ? undefined : storedFiles(state).get(body.avatar_file_id, ['file']);
    if (body.avatar_file_id !== undefined && avatar?.ownerId !== user.id) {
      errors.avatar_file_id = ['Upload the picture first'];
    }
    if (Object.keys(errors).length > 0) throw badRequest(errors);

    const profile = profiles(state).profile(user);
    if (email) user.email = email;
    if (phone) user.phone = phone;
    if (body.city !== undefined) profile.city = body.city.trim();
    if (body.address !== undefined) profile.address = body.address.trim() || null;
    if (body.gender !== undefined) profile.gender = body.gender as (typeof GENDERS)[number];
    if (avatar) profile.avatarFileId = avatar.id;
    return toProfile(state, user);
  },

  securityGet: ({ caller, state }) => profiles(state).securityOf(caller!.user.id),

  securitySet: ({ body, caller, state }) => {
    const user = caller!.user;
    // Codes by SMS need a phone; by email an email: both are always set on sandbox accounts.
    if (body.two_factor === 'sms' && !user.phone) throw badRequest({ two_factor: ['Add a phone first'] });
    profiles(state).setSecurity(user.id, body);
    return { ok: true };
  },

  achievementsMine: ({ caller, state, language }) => ({ achievements: achievementsOf(state, caller!.user, language) }),

  achievementsEcoStats: ({ caller, state, language }) => ({ stats: ecoStats(state, caller!.user.id, language) }),

  achievementsEco: ({ language }) => ecoAchievementsIn(language),

  officeAudio: ({ query, caller, state, language }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? AUDIO_PER_PAGE;
    const all = audioTracks(state, caller!.user.id, language);
    return {
      page,
      total: all.length,
      has_more: page * perPage < all.length,
      audio: all.slice((page - 1) * perPage, page * perPage),
    };
  },

  officeAudioFile: ({ params, caller, state }) => {
    const track = audioTracks(state, caller!.user.id, 'en').find((t) => t.id === params.id);
    if (!track) throw notFound('Audio record');
    if (track.url === null) throw forbidden('Buy the record to listen to it', 'audio_not_bought');
    return { filename: `audio-${track.id}.wav`, contentType: 'audio/wav', data: audioSound(track.id) };
  },

  officePromo: ({ state, language }) => ({
    promos: currentPromos(new Date(state.now()).toISOString().slice(0, 10), language),
  }),

  fileUpload: ({ files, caller, state }) => {
    const uploads = files.filter((f) => f.field === 'files');
    if (uploads.length === 0) throw badRequest({ files: ['Attach one or more files as `files` parts'] });
    const empty = uploads.filter((f) => f.size === 0).map((f) => f.filename);
    if (empty.length > 0) throw badRequest({ files: [`Empty files: ${empty.join(', ')}`] });
    return { file_ids: uploads.map((f) => storedFiles(state).add(caller!.user.id, 'file', f).id) };
  },

  fileDownload: ({ params, caller, state }) => {
    const document = companyFile(params.id, caller!.user.role);
    if (document) return document;
    const file = storedFiles(state).get(params.id, ['file', 'scan']);
    if (!file || file.ownerId !== caller!.user.id) throw notFound('File');
    return fileBody(file);
  },
};
