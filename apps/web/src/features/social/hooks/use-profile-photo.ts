import { useRef, useState, type ChangeEvent } from 'react';
import { cropProfilePhoto } from '../crop-profile-photo';
import { useUploadProfileImageMutation } from '../api/social-api';
import { i18n } from '../../../lib/i18n';

/** The own profile's photo change: pick an image file, crop it to the 300x300 square, upload it. */
export function useProfilePhoto() {
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadProfileImageMutation();
  const [busy, setBusy] = useState(false);

  const onPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      if (!file.type.startsWith('image/')) throw new Error('not an image');
      await upload(await cropProfilePhoto(file)).unwrap();
    } catch {
      window.alert(i18n.t('profile.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return { input, busy, choose: () => input.current?.click(), onPicked };
}
