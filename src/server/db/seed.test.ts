import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useTestApp } from '../../test/start-test-app';
import { STARTER_PRODUCTS } from './starter/starter-content';

describe('starter catalogue as seeded', () => {
  const app = useTestApp({ seed: true });

  test('every starter product is stored with its trade details', () => {
    const { products } = app.deps;
    const stored = products.listAll();
    assert.equal(stored.length, STARTER_PRODUCTS.length);
    for (const starter of STARTER_PRODUCTS) {
      const listed = stored.find((p) => p.name === starter.name);
      assert.ok(listed, `${starter.name} was not seeded`);
      const product = products.get(listed.id)!;
      const { varieties, origins, grades, packing, shelfLife, storageTemperature, minimumOrder, metaDescription } = product;
      assert.deepEqual(
        { varieties, origins, grades, packing, shelfLife, storageTemperature, minimumOrder, metaDescription },
        starter.details,
        starter.name,
      );
      assert.equal(product.origin, starter.origin, `${starter.name}: the origin text stays as it is`);
      assert.deepEqual(product.moreImages, [], `${starter.name}: no further images`);
    }
  });
});
