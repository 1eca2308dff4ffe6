/** A lake below wooded mountains, a grassy bank in front. */
import { distant, hillsLine, LEFT, land, mix, mountains, pine, RIGHT, vertical, X, Y } from '../paint';
import { BIRDS_BY_DAY, type SettingArt } from './setting-art';

const P = { far: '#6f8fa6', middle: '#3f7f6a', near: '#4f8f45', accent: '#2d6b8f' };
const G = { horizon: 0.58, ground: 0.88, water: 0.72, submerged: false };

export const lake: SettingArt = {
  sound: BIRDS_BY_DAY,
  palette: P,
  ground: G,
  view: 20,
  seat: 'bench',
  layers: {
    far: {
      land: (a, light) => {
        mountains(a, G.horizon, 0.24, 5, distant('#7f95b8', light), mix('#ffffff', light.skyBottom, 0.2));
        for (let i = 0; i < 70; i += 1)
          pine(
            a.ctx,
            X(a, a.random.range(LEFT, RIGHT)),
            Y(a, G.horizon + 0.01),
            a.H * a.random.range(0.04, 0.08),
            distant(P.middle, light),
          );
      },
      // The water is not tinted as the land is: it mirrors the sky's colours (a sunrise's gold, the
      // night's blue), deeper towards the viewer, so at any hour it reads as water.
      water: (a, light) => {
        const dim = (hex: string) => mix(hex, '#000000', 0.2 + light.darkness * 0.3);
        land(
          a,
          () => G.horizon + 0.01,
          vertical(a, G.horizon, 0.85, [
            [0, dim(mix(light.skyBottom, light.skyMiddle, 0.5))],
            [0.45, dim(light.skyMiddle)],
            [1, dim(mix(light.skyMiddle, light.skyTop, 0.4))],
          ]),
        );
      },
    },
    middle: {},
    near: {
      land: (a) =>
        land(
          a,
          hillsLine(a.random, 0.84, 0.03, 2),
          vertical(a, 0.8, 1.07, [
            [0, P.near],
            [1, '#2f5a28'],
          ]),
        ),
    },
  },
  waterBand: [G.horizon + 0.01, 0.82],
  farHeight: 0.1,
  clouds: 0,
};
