/**
 * Every setting's art, by setting. A new setting is its name in SETTINGS (src/lib/scene-plan.ts), for
 * which the compiler then asks a module here, and its words (words.ts, the chips' translations).
 */
import type { Setting } from '@/lib/scene-plan';
import { bamboo } from './bamboo';
import { beach } from './beach';
import { city } from './city';
import { desert } from './desert';
import { forest } from './forest';
import { kitchen } from './kitchen';
import { lake } from './lake';
import { meadow } from './meadow';
import { mountains } from './mountains';
import { park } from './park';
import { reef } from './reef';
import { river } from './river';
import { room } from './room';
import { sea } from './sea';
import type { SettingArt } from './setting-art';
import { sky } from './sky';
import { snowfield } from './snowfield';
import { space } from './space';
import { street } from './street';
import { table } from './table';
import { underwater } from './underwater';
import { village } from './village';
import { waterfall } from './waterfall';

export const SETTING_ART: Record<Setting, SettingArt> = {
  sky,
  sea,
  beach,
  lake,
  river,
  underwater,
  mountains,
  snowfield,
  forest,
  meadow,
  desert,
  city,
  street,
  space,
  room,
  kitchen,
  table,
  park,
  village,
  waterfall,
  reef,
  bamboo,
};
