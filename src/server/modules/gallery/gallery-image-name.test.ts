import assert from 'node:assert/strict';
import { test } from 'node:test';
import { galleryImageName, isCameraName } from './gallery-image-name';

test("the names phones, cameras and chat apps give are known; an owner's own name is not", () => {
  for (const name of [
    'IMG_1234.JPG',
    'IMG-20240512-WA0003.jpg',
    'IMG20240512101010.jpg',
    'DSC01234.JPG',
    'DSCN0042.jpg',
    'PXL_20240512_101010123.jpg',
    'WhatsApp Image 2024-05-12 at 10.10.10.jpeg',
    'Screenshot_20240512-101010.png',
    'Screenshot 2024-05-12 at 10.10.10.png',
    'image.jpg',
    'image0.jpeg',
    '20240512_101010.jpg',
    'P1010001.JPG',
  ])
    assert.ok(isCameraName(name), name);
  for (const name of [
    'mango-crates.jpg',
    'Alphonso at Vashi.png',
    'imagery of kiwis.jpg',
    'Images of our shop.webp',
    'DSC team.jpg',
    'Photo booth.png',
  ])
    assert.ok(!isCameraName(name), name);
});

test("a camera name becomes the folder's, with the file's extension in lower case; other names are kept", () => {
  assert.equal(galleryImageName('IMG_1234.JPG', 'Alphonso harvest'), 'Alphonso harvest.jpg');
  assert.equal(galleryImageName('image', 'Shops'), 'Shops');
  assert.equal(galleryImageName('mango-crates.jpg', 'Shops'), 'mango-crates.jpg');
  assert.equal(galleryImageName(undefined, 'Shops'), undefined);
});
