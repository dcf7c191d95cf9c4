import * as v from 'valibot';
import { idSchema } from '../../../shared/schemas/common';

/** A gallery folder id in the path (`:folderId`): the folder's images and uploads into it. */
export const folderParams = v.object({ folderId: idSchema });
