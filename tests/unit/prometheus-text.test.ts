import { parsePrometheusText, seriesValue } from '../support/prometheus-text';

describe('the Prometheus text reader of the tests', () => {
  it('reads families, escaped label values and histograms', () => {
    const families = parsePrometheusText(
      [
        '# HELP a_total Things, with a \\\\ and a\\nnew line.',
        '# TYPE a_total counter',
        'a_total{path="/x\\"y\\\\z",code="200"} 3 1700000000000',
        '# TYPE h histogram',
        'h_bucket{le="1",m="b"} 1',
        'h_bucket{le="+Inf",m="b"} 2',
        'h_sum{m="b"} 2.5',
        'h_count{m="b"} 2',
      ].join('\n'),
    );
    expect(families.get('a_total')?.help).toBe('Things, with a \\ and a\nnew line.');
    expect(seriesValue(families, 'a_total', { path: '/x"y\\z' })).toBe(3);
    expect(seriesValue(families, 'h_count', { m: 'b' })).toBe(2);
  });

  it.each([
    ['a sample of no declared family', 'x 1'],
    ['a value that is not a number', '# TYPE x gauge\nx one'],
    ['a bad escape', '# TYPE x gauge\nx{a="\\q"} 1'],
    ['a bad label name', '# TYPE x gauge\nx{1a="b"} 1'],
    ['buckets that decrease', '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1'],
    ['a +Inf bucket that is not the count', '# TYPE h histogram\nh_bucket{le="+Inf"} 1\nh_count 2'],
    ['TYPE after samples', '# TYPE x gauge\nx 1\n# TYPE x counter'],
  ])('refuses %s', (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
