// SECURITY Low 7: a gallery image's file name is public (the gallery API gives it, and it is the alt text until the
// owner writes one). A camera's or a chat app's own name says nothing about the fruit, only when and with what the
// photo was taken: such a name is replaced by the folder's name at upload. A name the owner chose is kept.

/** Names that phones, cameras and chat apps give, read without the extension. */
const CAMERA_NAMES = [
  /^(IMG|DSC|DSCN|DSCF|DCIM|PXL|MVIMG|GOPR|DJI|SAM|CAM|PANO|VID)[\s_-]?\d/i, // IMG_1234, IMG-20240512-WA0003, DSC01234, PXL_2024…
  /^WhatsApp (Image|Photo)\b/i, // WhatsApp Image 2024-05-12 at 10.10.10
  /^Screenshot[\s_-]/i, // Screenshot_20240512-101010, Screenshot 2024-05-12 at 10.10.10
  /^(image|photo)[\s_-]?\d*$/i, // image.jpg, image0.jpeg (iOS share), photo.jpg
  /^\d{8}[\s_-]\d{6}/, // 20240512_101010 (Samsung)
  /^P\d{7}$/, // P1010001 (Panasonic, Olympus)
];

export const isCameraName = (name: string): boolean => CAMERA_NAMES.some((pattern) => pattern.test(name.replace(/\.[^.]*$/, '')));

/** The name a gallery image is stored under: the folder's name when the file's own is a camera default. */
export function galleryImageName(original: string | null | undefined, folderName: string): string | null | undefined {
  if (!original || !isCameraName(original)) return original;
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(original)?.[0].toLowerCase() ?? '';
  return `${folderName}${extension}`;
}
