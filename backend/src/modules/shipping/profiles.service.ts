import { SHIPPING_MESSAGES, type ShippingProfile } from '@handmade/common';
import { badRequest, conflict, notFound } from '../../http/httpError';
import type { ProfileFields, ShippingProfilesRepository } from './profiles.repository';

export const PROFILE_NOT_FOUND = "Shipping profile couldn't be found";

export function createShippingProfilesService(profiles: ShippingProfilesRepository) {
  const found = async (sellerId: number, profileId: number): Promise<ShippingProfile> => {
    const profile = await profiles.find(sellerId, profileId);
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    return profile;
  };

  return {
    list: (sellerId: number) => profiles.list(sellerId),

    async create(sellerId: number, fields: ProfileFields): Promise<ShippingProfile> {
      return found(sellerId, await profiles.insert(sellerId, fields));
    },

    async update(sellerId: number, profileId: number, fields: ProfileFields): Promise<ShippingProfile> {
      if (!(await profiles.update(sellerId, profileId, fields))) throw notFound(PROFILE_NOT_FOUND);
      return found(sellerId, profileId);
    },

    async remove(sellerId: number, profileId: number): Promise<{ message: string }> {
      const outcome = await profiles.remove(sellerId, profileId);
      if (outcome === 'missing') throw notFound(PROFILE_NOT_FOUND);
      if (outcome === 'in use') throw conflict(SHIPPING_MESSAGES.profileInUse);
      return { message: 'Shipping profile deleted.' };
    },

    /** A listing may only use its own seller's profile: anything else is a 400 on the field. */
    async checkOwn(sellerId: number, profileId: number | null | undefined): Promise<void> {
      if (profileId === null || profileId === undefined) return;
      if (!(await profiles.find(sellerId, profileId))) {
        throw badRequest(SHIPPING_MESSAGES.profileUnknown, {
          shipping_profile_id: SHIPPING_MESSAGES.profileUnknown,
        });
      }
    },
  };
}

export type ShippingProfilesService = ReturnType<typeof createShippingProfilesService>;
