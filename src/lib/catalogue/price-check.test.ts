import { SHIPPED_MODELS } from '@/lib/catalogue';
import { isHostedProvider } from '@/lib/models';

describe('price checks of the shipped catalogue', () => {
  const costPriced = SHIPPED_MODELS.filter(
    (model) => isHostedProvider(model.provider) || model.provider === 'gemini-omni',
  );

  it('every row priced from a provider’s cost says whether that cost was confirmed, when and where', () => {
    expect(costPriced.length).toBeGreaterThan(10);
    for (const model of costPriced) {
      expect(model.priceCheck, model.id).toMatchObject({
        confirmed: expect.any(Boolean),
        checkedOn: expect.stringMatching(/^20\d\d-\d\d-\d\d$/),
        source: expect.stringMatching(/^https:\/\//),
      });
      // An unconfirmed figure says what it rests on instead.
      if (!model.priceCheck!.confirmed) expect(model.priceCheck!.note, model.id).toMatch(/\w{3}/);
    }
  });

  it('names the rows whose price could not be confirmed: Omni, LTX and Wan on fal, every Replicate row', () => {
    const unconfirmed = costPriced.filter((model) => !model.priceCheck!.confirmed).map((model) => model.id);
    expect(unconfirmed).toEqual(
      expect.arrayContaining([
        'gemini-omni-flash',
        'fal-ltx-video-13b',
        'fal-wan-2.2-a14b',
        ...SHIPPED_MODELS.filter((model) => model.provider === 'replicate').map((model) => model.id),
      ]),
    );
  });

  it('prices Omni by resolution, as Google bills it', () => {
    const omni = SHIPPED_MODELS.find((model) => model.id === 'gemini-omni-flash')!;
    expect(omni.pricing.kind).toBe('per-second');
    const credits = omni.pricing.kind === 'per-second' ? omni.pricing.credits : 0;
    expect(typeof credits).toBe('object');
    const rates = omni.qualities.map((quality) => (credits as Record<string, number>)[quality]!);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(new Set(rates).size).toBe(omni.qualities.length);
  });
});
