import { consoleView } from './console-view';

describe('consoleView', () => {
  it.each([
    [[], { view: 'overview' }],
    [['users'], { view: 'users' }],
    [['jobs'], { view: 'jobs' }],
    [['providers'], { view: 'providers' }],
    [['audit'], { view: 'audit' }],
    [['users', 'usr_abc-1'], { view: 'user', id: 'usr_abc-1' }],
    [['jobs', 'rec_1'], { view: 'job', id: 'rec_1' }],
  ])('reads %j', (path, view) => {
    expect(consoleView(path)).toEqual(view);
  });

  it.each([
    [['overview']],
    [['settings']],
    [['providers', 'fal']],
    [['audit', '1']],
    [['users', 'a/b']],
    [['users', '']],
    [['users', 'x'.repeat(81)]],
    [['users', 'usr_1', 'credits']],
    [['__proto__']],
    [['users', '<script>']],
  ])('refuses %j', (path) => {
    expect(consoleView(path)).toBeNull();
  });
});
