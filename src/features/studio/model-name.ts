import type { TFunction } from '@/lib/i18n/translator';
import type { ModelId } from '@/lib/models';

/** SPEC's models by their translated names; a hosted model by the name its catalogue row gives (a product name). */
export function modelName(t: TFunction, id: ModelId, fallback: string = id): string {
  return t(`models.${id}.name`, { defaultValue: fallback });
}
