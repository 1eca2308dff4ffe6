/**
 * What the `base` animatic understood of a prompt (issue 15), as chips: "🎈 balloon · rising",
 * "mountains", "sunrise". Shown on history cards, the video detail and the share page, so a user
 * sees why the clip looks the way it does and can reword the prompt. A subject is named with the
 * prompt's own word when the engine kept it (the user's language), else its English CLDR name.
 * Defaults the prompt never asked for (clear weather, a still camera, an idle subject) are left out.
 */
import { useTranslation } from '@/lib/i18n/react';
import { type ScenePlan, sceneChips } from '@/lib/scene-plan';

export function SceneChips({ scene, className = '' }: { scene: ScenePlan; className?: string }) {
  const { t } = useTranslation('app');
  const chips = sceneChips(scene, t);
  return (
    <div className={className} data-testid="scene-chips">
      <span className="sr-only">{t('app:scene.understood')}</span>
      <ul className="flex flex-wrap gap-1.5" title={t('app:scene.hint')}>
        {chips.map((chip, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the chips are replaced as a whole list and a word may appear twice
            key={`${index}-${chip.text}`}
            className="inline-flex items-center gap-1 rounded-full bg-ink/5 px-2 py-0.5 text-xs text-ink-soft"
          >
            {chip.color && (
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full ring-1 ring-ink/20"
                style={{ backgroundColor: chip.color }}
              />
            )}
            {chip.name ? (
              <>
                <bdi>{chip.name}</bdi>
                {chip.detail && ` · ${chip.detail}`}
              </>
            ) : (
              chip.text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
