import type {
  AvatarUploadTarget,
  FirstProfileUpdate,
  ProfileUpdate,
  UserProfileApi,
} from '../../application/ports/user-profile-api.port';
import type { AvatarUploadTargetWire } from '../../contract/media.contract';
import type {
  CreateProfileBodyWire,
  ExistsWire,
  LastUpdatesWire,
  MandatoryFieldsWire,
  TermsStatusWire,
} from '../../contract/users.contract';
import type { LastUpdates, MandatoryFields, UniquenessKind, UserProfile } from '../../domain/user/user-profile';
import { fillPathParams } from '../../domain/url/url-helpers';
import type { HttpClient } from './http-client';
import {
  avatarUploadFromWire,
  firstProfileUpdateToWire,
  lastUpdatesFromWire,
  mandatoryFieldsFromWire,
  profileFromWire,
  profileUpdateToWire,
  type UserProfileWire,
} from '../wire/user-mappers';

const COMMAND = 'user-orchestration-service/v1';
const QUERY = 'user-profile-query-service/v1';

/**
 * user-orchestration-service and user-profile-query-service of spec §7. Everything is a signed-in
 * (private, bearer) call except reading someone's profile, which anonymous visitors of
 * /profiles/[username] do through /public/api.
 */
export class HttpUserProfileApi implements UserProfileApi {
  constructor(private readonly http: HttpClient) {}

  async createProfile(request: { userId: string; firebaseId: string }): Promise<void> {
    const body: CreateProfileBodyWire = { user_id: request.userId, firebase_id: request.firebaseId };
    await this.http.post('private', `${COMMAND}/profiles`, body);
  }

  async profileExists(userId: string): Promise<boolean> {
    const { data } = await this.http.get<ExistsWire>('private', fillPathParams(`${QUERY}/exists/:userId`, { userId }));
    return data.exists;
  }

  async existsOrNot(by: UniquenessKind, value: string): Promise<boolean> {
    const { data } = await this.http.get<ExistsWire>('private', `${QUERY}/exists-or-not`, { by, value });
    return data.exists;
  }

  async exportMyData(): Promise<unknown> {
    return (await this.http.get<unknown>('private', `${QUERY}/me/data`)).data;
  }

  async deleteMyAccount(): Promise<void> {
    await this.http.request({ method: 'DELETE', scope: 'private', path: `${COMMAND}/account` });
  }

  async me(): Promise<UserProfile> {
    return profileFromWire((await this.http.get<UserProfileWire>('private', `${QUERY}/me`)).data);
  }

  async lastUpdates(): Promise<LastUpdates> {
    return lastUpdatesFromWire((await this.http.get<LastUpdatesWire>('private', `${QUERY}/last-updates`)).data);
  }

  async termsOfUse(): Promise<{ accepted: boolean }> {
    const { data } = await this.http.get<TermsStatusWire>('private', `${QUERY}/terms-of-use`);
    return { accepted: data.accepted };
  }

  async acceptTermsOfUse(): Promise<void> {
    await this.http.post('private', `${COMMAND}/profiles/terms-of-use`, {}, { action: 'acceptTerms' });
  }

  async mandatoryFields(): Promise<MandatoryFields> {
    const { data } = await this.http.get<MandatoryFieldsWire>('private', `${QUERY}/mandatory-fields`);
    return mandatoryFieldsFromWire(data);
  }

  async getProfile(userId: string): Promise<UserProfile> {
    const { data } = await this.http.get<UserProfileWire>(
      'public',
      fillPathParams(`${QUERY}/profiles/:userId`, { userId }),
    );
    return profileFromWire(data);
  }

  async updateFirstProfile(update: FirstProfileUpdate): Promise<UserProfile> {
    const body = firstProfileUpdateToWire(update);
    const { data } = await this.http.patch<UserProfileWire>('private', `${COMMAND}/profiles/1st`, body, {
      action: 'updateUserInfo',
    });
    return profileFromWire(data);
  }

  async updateProfile(update: ProfileUpdate): Promise<UserProfile> {
    const body = profileUpdateToWire(update);
    const { data } = await this.http.patch<UserProfileWire>('private', `${COMMAND}/profiles`, body, {
      action: 'updateProfile',
    });
    return profileFromWire(data);
  }

  async uploadAvatar(): Promise<AvatarUploadTarget> {
    return avatarUploadFromWire(
      (await this.http.post<AvatarUploadTargetWire>('private', `${COMMAND}/profiles/upload-avatar`)).data,
    );
  }
}
