import { centredSquare, PROFILE_PHOTO_QUALITY, PROFILE_PHOTO_SIZE } from './avatar';

/** Loads an image file into an element the canvas can draw. */
function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image the browser can read'));
    };
    image.src = url;
  });
}

/** Spec section 5: a centred square, resized to 300x300, JPEG at quality 0.9, before upload. */
export async function cropProfilePhoto(file: Blob): Promise<Blob> {
  const image = await loadImage(file);
  const { sx, sy, side } = centredSquare(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = PROFILE_PHOTO_SIZE;
  canvas.height = PROFILE_PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  context.drawImage(image, sx, sy, side, side, 0, 0, PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      PROFILE_PHOTO_QUALITY,
    ),
  );
}
