import { badRequest } from '../../errors';
import type { MediaService } from './media.service';

/** An image field must be null or an upload this server issued and still has (SECURITY VAL-2). */
export function assertIssuedImage(mediaService: MediaService, path: string | null | undefined, field = 'image', label = 'Image'): void {
  if (path && !mediaService.exists(path)) {
    throw badRequest(`${label} must be an image uploaded to this site`, { [field]: 'Unknown image' });
  }
}
