import type { AvatarName, Gender } from '../enums';

export interface ProfileDto {
  id: number;
  displayName: string;
  firstName: string;
  lastName: string;
  gender: Gender | null;
  age: number | null;
  avatar: AvatarName | string | null;
  links: { discord: string | null };
}

export interface TimezoneUpdate {
  timeZone: string;
  localTime: string;
}
