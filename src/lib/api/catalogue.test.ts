import { type CatalogueAction, catalogueAction, networkErrorAction, type Viewer, viewerFor } from './catalogue';

const SERVER_EXCEPTION = 'Server exception, please contact the administrator!';

// SPEC §8, row by row, for each kind of viewer.
const TABLE: [number, string, Viewer, CatalogueAction][] = [
  [200, 'success', 'free', { type: 'none' }],
  [401, 'Login has expired. Please login again', 'anonymous', { type: 'login-expired' }],
  [401, 'Login has expired. Please login again', 'paid', { type: 'login-expired' }],
  [429, 'Daily limit reached', 'free', { type: 'pricing-modal' }],
  [430, 'Not enough credits', 'free', { type: 'pricing-modal' }],
  [429, 'Daily limit reached', 'paid', { type: 'toast', message: 'Daily limit reached' }],
  [430, 'Not enough credits', 'paid', { type: 'toast', message: 'Not enough credits' }],
  [429, 'Daily limit reached', 'anonymous', { type: 'login-popup', daily: true }],
  [430, 'Not enough credits', 'anonymous', { type: 'login-popup' }],
  [439, 'Too many requests', 'free', { type: 'limit-notice' }],
  [439, 'Too many requests', 'anonymous', { type: 'limit-notice' }],
  [460, 'Too many running jobs', 'paid', { type: 'concurrent-jobs' }],
  [450, 'Prompt rejected: violence', 'free', { type: 'pass-through', code: 450, message: 'Prompt rejected: violence' }],
  [100001, 'Captcha required', 'anonymous', { type: 'captcha', code: 100001 }],
  [100002, 'Captcha failed', 'free', { type: 'captcha', code: 100002 }],
  [400, 'Please enter the prompt', 'free', { type: 'toast', message: 'Please enter the prompt' }],
  [403, 'Forbidden', 'free', { type: 'toast', message: 'Forbidden' }],
  [503, 'Model not available on this server', 'paid', { type: 'toast', message: 'Model not available on this server' }],
  [500, '', 'free', { type: 'toast', message: SERVER_EXCEPTION, said: { key: 'serverError', vars: {} } }],
  [12345, '', 'free', { type: 'toast', message: SERVER_EXCEPTION, said: { key: 'serverError', vars: {} } }],
  // Issue 13: the e-mail code limits keep the login dialog open (it shows them itself).
  [
    439,
    'Too many codes were asked for this address. Please try again in an hour.',
    'anonymous',
    {
      type: 'pass-through',
      code: 439,
      message: 'Too many codes were asked for this address. Please try again in an hour.',
    },
  ],
  [
    439,
    'A code was sent less than a minute ago. Please wait a moment before asking again.',
    'anonymous',
    {
      type: 'pass-through',
      code: 439,
      message: 'A code was sent less than a minute ago. Please wait a moment before asking again.',
    },
  ],
];

describe('error catalogue (SPEC §8)', () => {
  it.each(TABLE)('code %i "%s" for a %s viewer', (code, msg, viewer, action) => {
    expect(catalogueAction(code, msg, viewer)).toEqual(action);
  });

  it.each([
    ['anonymous', { type: 'login-popup', shortfall: { needed: 8, balance: 0, freeGrant: 'network' } }],
    ['free', { type: 'pricing-modal', shortfall: { needed: 8, balance: 0, freeGrant: 'network' } }],
    [
      'paid',
      { type: 'toast', message: 'Not enough credits', shortfall: { needed: 8, balance: 0, freeGrant: 'network' } },
    ],
  ] as const)("hands a 430's needed and balance to what a %s viewer sees", (viewer, action) => {
    expect(catalogueAction(430, 'Not enough credits', viewer, { needed: 8, balance: 0, freeGrant: 'network' })).toEqual(
      action,
    );
    // Anything else in data is not a shortfall.
    expect(catalogueAction(430, 'Not enough credits', viewer, { needed: '8' })).not.toHaveProperty('shortfall');
  });

  it("hands the answer's key and variables on with a toast and a pass-through", () => {
    const said = { key: 'imageTooLarge', vars: { maxMb: 10 } };
    expect(catalogueAction(413, 'The file is too large. An image can be at most 10 MB.', 'free', null, said)).toEqual({
      type: 'toast',
      message: 'The file is too large. An image can be at most 10 MB.',
      said,
    });
    const rejected = { key: 'moderationViolence', vars: {} };
    expect(catalogueAction(450, 'Rejected', 'free', { reason: 'violence' }, rejected)).toEqual({
      type: 'pass-through',
      code: 450,
      message: 'Rejected',
      said: rejected,
    });
    const paid = catalogueAction(
      430,
      'Not enough credits',
      'paid',
      { needed: 8, balance: 2 },
      { key: 'notEnoughCredits', vars: {} },
    );
    expect(paid).toEqual({
      type: 'toast',
      message: 'Not enough credits',
      said: { key: 'notEnoughCredits', vars: {} },
      shortfall: { needed: 8, balance: 2 },
    });
  });

  it('says the server error by key when an answer has no message', () => {
    expect(catalogueAction(500, '', 'free', null, null)).toEqual({
      type: 'toast',
      message: SERVER_EXCEPTION,
      said: { key: 'serverError', vars: {} },
    });
  });

  it('knows the e-mail code limits by key, and by English from a server without keys', () => {
    for (const key of ['codeTooSoon', 'codeHourly']) {
      expect(catalogueAction(439, 'whatever it says', 'anonymous', null, { key, vars: {} })).toMatchObject({
        type: 'pass-through',
        code: 439,
      });
    }
    expect(
      catalogueAction(
        439,
        'A code was sent less than a minute ago. Please wait a moment before asking again.',
        'anonymous',
        null,
        { key: 'slowDown', vars: {} },
      ),
    ).toEqual({ type: 'limit-notice' });
    expect(
      catalogueAction(439, 'Too many requests, please slow down and try again in a minute', 'anonymous', null, {
        key: 'slowDown',
        vars: {},
      }),
    ).toEqual({ type: 'limit-notice' });
  });

  it('shows a network error’s own message', () => {
    expect(networkErrorAction(new Error('timeout of 60000ms exceeded'))).toEqual({
      type: 'toast',
      message: 'timeout of 60000ms exceeded',
    });
    expect(networkErrorAction('weird')).toEqual({ type: 'toast', message: 'Network Error' });
  });

  it.each([
    [null, 'anonymous'],
    [{ vipFlag: false }, 'free'],
    [{ vipFlag: true }, 'paid'],
  ] as const)('treats user %j as %s (Basic has no vipFlag and sees the pricing modal)', (user, viewer) => {
    expect(viewerFor(user)).toBe(viewer);
  });
});
