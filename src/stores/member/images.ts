// Pictures the player picks (avatar, feedback): the contract's image types, at most 5 MB.

/** Upload rules of the profile picture: the contract's image types, at most 5 MB. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** A file picked by the player (the browser File, or a test double). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
  /** The bytes as base64 (no data: prefix). */
  base64(): Promise<string>;
}

/** Checks an image before upload: type and size (messages as keys of the member texts). */
export function checkImage(file: Pick<PickedFile, 'type' | 'size'>): 'badType' | 'tooLarge' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
